import { contrastRatio, isHexColour } from './contrast';

/**
 * A container's background (issue 25: "global or custom" in the builder): one of the site's colours,
 * which follows Site Settings (the accent and the named colours too: builder/props.ts `colourChoice`), or a
 * colour of its own. Everything inside reads on it: the text, links and
 * buttons take the colour that contrasts (site/styles/global.css, builder/widgets.css `.w--tone-*`).
 */
export const containerTones = [
  ['', 'ללא (שקוף)'],
  ['surface', 'משטח בהיר (גלובלי)'],
  ['primary', 'הצבע הראשי (גלובלי)'],
  ['secondary', 'הצבע המשני (גלובלי)'],
  ['dark', 'צבע הטקסט, כרקע כהה (גלובלי)'],
  ['accent', 'צבע ההדגשה (גלובלי)'],
  ['custom', 'צבע מותאם'],
] as const;

export type ContainerTone = (typeof containerTones)[number][0];

/** The text on a custom background: dark (#1a1a1a) or light (#ffffff), whichever reaches AA; null: neither. */
export function textOnCustom(background: string): 'dark' | 'light' | null {
  if (!isHexColour(background)) return null;
  const dark = contrastRatio('#1a1a1a', background);
  const light = contrastRatio('#ffffff', background);
  const best = dark >= light ? 'dark' : 'light';
  return Math.max(dark, light) >= 4.5 ? best : null;
}

export const customToneRefusal =
  'על צבע הרקע הזה לא טקסט כהה ולא טקסט לבן מגיעים ליחס ניגודיות של 4.5:1 (WCAG AA). בחרו צבע בהיר או כהה יותר.';
