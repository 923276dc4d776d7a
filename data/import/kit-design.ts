import { isolateLtr as ltr } from '../../engines/bidi';
import { brandProblems, effectiveBrand, readsAsText, type BrandColours } from '../../engines/colour/brand';
import {
  colourIdPattern,
  colourRef,
  customColourProblems,
  maxCustomColours,
  type CustomColour,
} from '../../engines/colour/custom-colours';
import { opaqueHex } from '../../engines/colour/opaque-hex';
import { fontFamilies, fontFamilyIds, type FontFamilyId } from '../../engines/design/fonts';
import { layoutLimits, type LayoutSettings } from '../../engines/design/layout';
import type { WxrItem } from '../../engines/wordpress/wxr';
import { isRaw, readMeta } from './popup-values';

/** An Elementor template's type, from its meta or its library term. */
export const templateType = (item: WxrItem): string =>
  item.meta._elementor_template_type ?? item.terms.find((t) => t.taxonomy === 'elementor_library_type')?.slug ?? '';

/** The site's Elementor kit (its "Site Settings"), when the export has one. */
export const findKit = (items: WxrItem[]): WxrItem | undefined =>
  items.find((i) => i.type === 'elementor_library' && templateType(i) === 'kit');

export interface KitDesign {
  brand: BrandColours;
  /** The kit's `custom_colors` that pass Site Settings' check, by their Elementor `_id`. */
  customColours: (CustomColour & { id: string; name: string; colour: string })[];
  fonts: { body?: FontFamilyId; headings?: FontFamilyId };
  /**
   * The kit's typographies arig has no family for (system "secondary" and "accent", and the custom ones), by
   * `_id`: their `typography_*` settings, which a widget that refers to one takes as its own.
   */
  typographies: Map<string, Record<string, unknown>>;
  layout: LayoutSettings;
  /** What the kit holds that the brand colours do not take, and why, in Hebrew. */
  notes: string[];
}

const carried = [
  ['primary', 'primary'],
  ['secondary', 'secondary'],
  ['text', 'text'],
  ['accent', 'accent'],
] as const;

/** A kit's size in pixels (`{unit: 'px', size: 1140}`, or a corner's `{unit: 'px', top: '6', …}`), in range. */
function pixels(value: unknown, key: 'size' | 'top', limits: { min: number; max: number }): number | null {
  if (!isRaw(value) || (value.unit !== undefined && value.unit !== 'px')) return null;
  const n = Number(value[key]);
  return Number.isInteger(n) && n >= limits.min && n <= limits.max ? n : null;
}

/** The family arig hosts under an Elementor family name ("Frank Ruhl Libre"), matched without case. */
const hostedFamily = (name: unknown): FontFamilyId | undefined =>
  typeof name === 'string'
    ? fontFamilyIds.find((id) => fontFamilies[id].family.toLowerCase() === name.trim().toLowerCase())
    : undefined;

/**
 * Elementor's system "primary" typography (its headings) and "text" (its body) as the heading and body
 * families, when arig hosts the family; the rest is noted.
 */
function kitFonts(system: unknown[], notes: string[]): KitDesign['fonts'] {
  const fonts: KitDesign['fonts'] = {};
  const byId = new Map(system.flatMap((t) => (isRaw(t) ? [[String(t._id), t.typography_font_family]] : [])));
  for (const [ours, theirs] of [
    ['headings', 'primary'],
    ['body', 'text'],
  ] as const) {
    const name = byId.get(theirs);
    if (name === undefined || name === '') continue;
    const family = hostedFamily(name);
    if (family) fonts[ours] = family;
    else
      notes.push(
        `הגופן "${theirs}" של אלמנטור (${ltr(String(name))}) אינו מאוחסן באריג ולא יובא; אפשר לבחור גופן עברי אחר בהגדרות האתר.`,
      );
  }
  return fonts;
}

/**
 * The typographies beyond the primary and the text (system "secondary", "accent", and the custom list): a
 * widget that refers to one gets its settings as its own (builder/import/kit-typography.ts), so its size,
 * weight and spacing come; arig has no global place for them.
 */
function kitTypographies(system: unknown[], custom: unknown[], notes: string[]): KitDesign['typographies'] {
  const found = new Map<string, Record<string, unknown>>();
  for (const t of [...system, ...custom]) {
    if (!isRaw(t)) continue;
    const id = String(t._id ?? '');
    if (!id || id === 'primary' || id === 'text') continue;
    found.set(id, Object.fromEntries(Object.entries(t).filter(([key]) => key.startsWith('typography_'))));
  }
  if (found.size)
    notes.push(
      `הגדרות טיפוגרפיה של אלמנטור שלאריג אין להן מקום גלובלי (${[...found.keys()].map((id) => ltr(id)).join(', ')}) הועתקו אל הרכיבים שמשתמשים בהן, כהגדרות של הרכיב עצמו.`,
    );
  return found;
}

/**
 * The kit's globals as arig's Site Settings → Design (issue 25): Elementor's system "primary", "secondary"
 * "text" and "accent" colours become arig's and its custom colours the named ones, each only if it passes
 * the same check a save in the studio does; its primary and text typography the heading and body
 * families, and its other typographies are kept for the widgets that use them; the container width and the
 * buttons' corner radius become the layout's. What does not pass is listed for the report.
 */
export function kitDesign(kit: WxrItem): KitDesign {
  const settings = readMeta(kit.meta._elementor_page_settings) ?? {};
  const list = (value: unknown) => (Array.isArray(value) ? value : isRaw(value) ? Object.values(value) : []);
  const system = new Map(list(settings.system_colors).flatMap((c) => (isRaw(c) ? [[String(c._id), c.color]] : [])));
  const brand: BrandColours = {};
  const notes: string[] = [];
  for (const [ours, theirs] of carried) {
    const raw = system.get(theirs);
    if (raw === undefined) continue;
    const colour = opaqueHex(raw);
    if (!colour) {
      notes.push(`הצבע "${theirs}" של אלמנטור (${ltr(String(raw))}) אינו צבע אטום בתבנית ${ltr('#RRGGBB')} ולא יובא.`);
      continue;
    }
    const problem = brandProblems({ ...brand, [ours]: colour }).find((p) => p.field === ours);
    if (problem) notes.push(`הצבע "${theirs}" של אלמנטור (${ltr(colour)}) לא יובא: ${problem.message}`);
    else brand[ours] = colour;
  }
  const others = [...system.keys()].filter((id) => !carried.some(([, theirs]) => theirs === id));
  if (others.length) notes.push(`צבעי אלמנטור שלאריג עוד אין מקום להם לא יובאו: ${others.join(', ')}.`);
  const customColours = kitCustomColours(list(settings.custom_colors), notes);
  const fonts = kitFonts(list(settings.system_typography), notes);
  const typographies = kitTypographies(list(settings.system_typography), list(settings.custom_typography), notes);
  const layout: LayoutSettings = {};
  const width = pixels(settings.container_width, 'size', layoutLimits.containerWidth);
  if (width !== null) layout.containerWidth = width;
  const radius = pixels(settings.button_border_radius, 'top', layoutLimits.buttonRadius);
  if (radius !== null) layout.buttonRadius = radius;
  return { brand, customColours, fonts, typographies, layout, notes };
}

/**
 * The kit's custom colours (`{ _id, title, color }`) as Site Settings' named colours, keeping Elementor's
 * `_id` so the layouts' `__globals__` references to them stay global; each only if it passes the check a
 * save in the studio does (the rest noted).
 */
function kitCustomColours(raw: unknown[], notes: string[]): KitDesign['customColours'] {
  const taken: KitDesign['customColours'] = [];
  for (const c of raw) {
    if (!isRaw(c)) continue;
    const id = String(c._id ?? '');
    const name = typeof c.title === 'string' ? c.title.trim() : '';
    const colour = opaqueHex(c.color);
    const label = `הצבע המותאם "${name || id}" של אלמנטור (${ltr(String(c.color ?? ''))})`;
    if (taken.length >= maxCustomColours) notes.push(`${label} לא יובא: אפשר לשמור עד ${maxCustomColours} צבעים בשם.`);
    else if (!colourIdPattern.test(id)) notes.push(`${label} לא יובא: המזהה שלו ${ltr(id)} אינו תקין.`);
    else if (!colour) notes.push(`${label} אינו צבע אטום בתבנית ${ltr('#RRGGBB')} ולא יובא.`);
    else {
      const row = { id, name, colour };
      const problem = customColourProblems([...taken, row]).find((p) => p.row === taken.length);
      if (problem) notes.push(`${label} לא יובא: ${problem.message}`);
      else taken.push(row);
    }
  }
  return taken;
}

/**
 * The kit's colours that Site Settings now carry as global colours beyond the three arig had (the accent
 * and the named ones), by Elementor id: their layout value, and whether a heading may be written in them.
 */
export function kitGlobalColours(design: KitDesign): Map<string, { value: string; readsAsText: boolean }> {
  const brand = effectiveBrand(design.brand);
  const colours = new Map<string, { value: string; readsAsText: boolean }>();
  if (design.brand.accent)
    colours.set('accent', { value: 'accent', readsAsText: readsAsText(brand.accent, brand.background) });
  for (const c of design.customColours)
    colours.set(c.id, { value: colourRef(c.id), readsAsText: readsAsText(c.colour, brand.background) });
  return colours;
}
