import { isolateLtr as ltr } from '../bidi';
import { effectiveBrand, hexMessage, ratioText, readsAsText, type BrandColours } from './brand';
import { contrastRatio, isHexColour } from './contrast';
import { textOnCustom } from './tone';

/**
 * The owner's named colours (Site Settings → עיצוב; Elementor's `custom_colors`), referred to from layouts by
 * their stable id, never by value: a change in Site Settings restyles every box and heading that uses one.
 */
export interface CustomColour {
  /** The row's id: what a layout stores (`colour:<id>`), and the custom property's name. */
  id?: string | null;
  name?: string | null;
  colour?: string | null;
}

export const maxCustomColours = 12;
export const maxColourName = 40;
/** Payload's row ids (24 hex digits) and Elementor's `_id`s (7): a CSS name and a layout value as they are. */
export const colourIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

export interface CustomColourProblem {
  /** The row's index, or null for the list as a whole. */
  row: number | null;
  field: 'name' | 'colour' | null;
  message: string;
}

/**
 * What stops the list from being saved, in Hebrew: too many, an empty or repeated name, a colour not
 * `#RRGGBB`, or one on which neither dark nor white text reads (each may be a box's background).
 */
export function customColourProblems(list: readonly CustomColour[]): CustomColourProblem[] {
  const problems: CustomColourProblem[] = [];
  if (list.length > maxCustomColours)
    problems.push({ row: null, field: null, message: `אפשר לשמור עד ${maxCustomColours} צבעים בשם.` });
  const seen = new Set<string>();
  list.forEach((c, row) => {
    const name = (c.name ?? '').trim();
    const key = name.toLowerCase();
    if (!name) problems.push({ row, field: 'name', message: `צבע מספר ${row + 1}: חסר שם לצבע.` });
    else if (name.length > maxColourName)
      problems.push({ row, field: 'name', message: `השם "${name}" ארוך מדי (עד ${maxColourName} תווים).` });
    else if (seen.has(key))
      problems.push({ row, field: 'name', message: `כבר יש צבע בשם "${name}"; לכל צבע שם משלו.` });
    seen.add(key);
    if (!isHexColour(c.colour)) problems.push({ row, field: 'colour', message: hexMessage(name || 'הצבע') });
    else if (!textOnCustom(c.colour))
      problems.push({
        row,
        field: 'colour',
        message: `על הצבע "${name}" (${ltr(c.colour)}) לא טקסט כהה ולא טקסט לבן מגיעים ל־${ltr('4.5:1')} (${ltr('WCAG AA')}), ולכן אי אפשר להשתמש בו כרקע. יש לבחור גוון כהה או בהיר יותר.`,
      });
  });
  return problems;
}

/** The usable ones: a valid id and colour (the rest were refused on save, or came from an older copy). */
export const usableColours = (list: readonly CustomColour[] | null | undefined) =>
  (list ?? []).flatMap((c) =>
    typeof c.id === 'string' && colourIdPattern.test(c.id) && isHexColour(c.colour)
      ? [{ id: c.id, name: (c.name ?? '').trim() || c.id, colour: c.colour.toLowerCase() }]
      : [],
  );

/**
 * The custom properties of each colour, beside the brand's: the colour itself, the text that reads on it
 * (`-on`, for a box) and, only where it reads on the page's background, itself again as `-text` (a heading
 * falls back to the text's colour when it is missing).
 */
export function customColourVariables(
  list: readonly CustomColour[] | null | undefined,
  brand: BrandColours,
): Record<string, string> {
  const background = effectiveBrand(brand).background;
  const vars: Record<string, string> = {};
  for (const c of usableColours(list)) {
    const on = textOnCustom(c.colour);
    if (!on) continue;
    vars[`--color-custom-${c.id}`] = c.colour;
    vars[`--color-custom-${c.id}-on`] = on === 'dark' ? '#1a1a1a' : '#ffffff';
    if (readsAsText(c.colour, background)) vars[`--color-custom-${c.id}-text`] = c.colour;
  }
  return vars;
}

/** A layout's reference to a named colour: `colour:<id>`. */
export const colourRefPattern = /^colour:([A-Za-z0-9_-]{1,64})$/;
export const colourRef = (id: string) => `colour:${id}`;
export const colourRefId = (value: string): string | null => colourRefPattern.exec(value)?.[1] ?? null;

/** The site's colours as a layout's check needs them (Site Settings, read once per save). */
export interface SiteColours {
  brand: BrandColours;
  custom: readonly CustomColour[];
}

/**
 * Why a reference cannot be saved, in Hebrew, or null. `as: 'background'` is a box's background (the colour
 * exists: its text was checked on Site Settings' save); `as: 'text'` is a heading's colour, which must also
 * reach 4.5:1 on the page's background. `'accent'` is the accent colour; `colour:<id>` a named one.
 */
export function colourRefProblem(value: string, as: 'background' | 'text', site: SiteColours): string | null {
  const brand = effectiveBrand(site.brand);
  let name = 'צבע ההדגשה';
  let colour = brand.accent;
  if (value !== 'accent') {
    const id = colourRefId(value);
    if (id === null) return null;
    const found = usableColours(site.custom).find((c) => c.id === id);
    if (!found)
      return 'הצבע הגלובלי שנבחר נמחק מהגדרות האתר (עיצוב ← צבעים בשם). יש לבחור צבע אחר; עד אז הוא מוצג כאילו לא נבחר צבע.';
    ({ name, colour } = found);
  }
  if (as === 'background' || readsAsText(colour, brand.background)) return null;
  return `${name} (${ltr(colour)}) על צבע הרקע של העמוד (${ltr(brand.background)}) בניגודיות ${ltr(ratioText(contrastRatio(colour, brand.background)))} בלבד; לכותרת נדרש לפחות ${ltr('4.5:1')} (${ltr('WCAG AA')}). יש לבחור צבע אחר לכותרת.`;
}
