import { isolateLtr as ltr } from '../bidi';
import { effectiveBrand, minimumTextContrast, ratioText } from './brand';
import { contrastRatio, isHexColour } from './contrast';
import { colourRefId, usableColours, type SiteColours } from './custom-colours';
import { containerTones, type ContainerTone } from './tone';

/**
 * A text widget's own colour (issue 25: "global or custom"): a `#RRGGBB` the owner typed, checked on save
 * against the surface the text sits on, which is the nearest box with a background of its own, or else the
 * page. A global choice (the primary, the accent, a named colour) follows Site Settings and is checked there;
 * a custom one is the owner's, so the layout's save and every later change of Site Settings check it.
 */

/** The design's light surface (site/styles/global.css `--color-surface`): not a Site Settings colour. */
export const designSurface = '#f5f3ef';

/** What a text sits on: its colour and its Hebrew name for a refusal. */
export interface Surface {
  colour: string;
  name: string;
}

const toneNames = Object.fromEntries(containerTones) as Record<ContainerTone, string>;
const withoutGlobal = (label: string) => label.replace(/ \(גלובלי\)$/, '');

/** The page itself: Site Settings' background. */
export function pageSurface(site: SiteColours): Surface {
  return { colour: effectiveBrand(site.brand).background, name: 'רקע העמוד' };
}

/**
 * The surface a box makes with its background choice (builder/parts/background-tone.ts), or null when it
 * has none (transparent, or a named colour since deleted: the box then looks like what it sits on).
 */
export function boxSurface(background: string, custom: unknown, site: SiteColours): Surface | null {
  const brand = effectiveBrand(site.brand);
  const ref = colourRefId(background);
  if (ref !== null) {
    const named = usableColours(site.custom).find((c) => c.id === ref);
    return named ? { colour: named.colour, name: `הרקע "${named.name}"` } : null;
  }
  const byTone: Partial<Record<ContainerTone, string>> = {
    surface: designSurface,
    primary: brand.primary,
    secondary: brand.secondary,
    dark: brand.text,
    accent: brand.accent,
    custom: isHexColour(custom) ? custom.toLowerCase() : undefined,
  };
  const colour = byTone[background as ContainerTone];
  if (!colour) return null;
  const name =
    background === 'custom' ? 'רקע התיבה' : `הרקע "${withoutGlobal(toneNames[background as ContainerTone])}"`;
  return { colour, name };
}

/** Why a custom text colour cannot stand on its surface, in Hebrew, or null when it reads (4.5:1, WCAG AA). */
export function customTextProblem(colour: string, surface: Surface): string | null {
  if (!isHexColour(colour)) return `צבע הטקסט המותאם צריך להיות בתבנית ${ltr('#RRGGBB')}.`;
  const ratio = contrastRatio(colour, surface.colour);
  if (ratio >= minimumTextContrast) return null;
  return `הצבע המותאם ${ltr(colour.toLowerCase())} על ${surface.name} (${ltr(surface.colour)}) בניגודיות ${ltr(ratioText(ratio))} בלבד; לטקסט נדרש לפחות ${ltr('4.5:1')} (${ltr('WCAG AA')}). יש לבחור גוון כהה או בהיר יותר.`;
}
