import { isolateLtr as ltr } from '../../engines/bidi';
import { brandProblems, type BrandColours } from '../../engines/colour/brand';
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
  fonts: { body?: FontFamilyId; headings?: FontFamilyId };
  layout: LayoutSettings;
  /** What the kit holds that the brand colours do not take, and why, in Hebrew. */
  notes: string[];
}

const carried = [
  ['primary', 'primary'],
  ['secondary', 'secondary'],
  ['text', 'text'],
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
function kitFonts(system: unknown[], custom: unknown[], notes: string[]): KitDesign['fonts'] {
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
  const others = [...byId.keys()].filter((id) => id !== 'primary' && id !== 'text');
  if (others.length || custom.length)
    notes.push(
      `הגדרות טיפוגרפיה של אלמנטור שלאריג עוד אין מקום להן לא יובאו: ${[...others, ...(custom.length ? [`${custom.length} מותאמות`] : [])].join(', ')}.`,
    );
  return fonts;
}

/**
 * The kit's globals as arig's Site Settings → Design (issue 25): Elementor's system "primary", "secondary"
 * and "text" colours become arig's, each only if it passes the same contrast check a save in the studio
 * does; its primary and text typography the heading and body families; the container width and the
 * buttons' corner radius become the layout's. The rest (secondary, accent, custom colours and type) is
 * listed for the report.
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
  const custom = list(settings.custom_colors).length;
  if (others.length || custom)
    notes.push(
      `צבעי אלמנטור שלאריג עוד אין מקום להם לא יובאו: ${[...others, ...(custom ? [`${custom} צבעים מותאמים`] : [])].join(', ')}.`,
    );
  const fonts = kitFonts(list(settings.system_typography), list(settings.custom_typography), notes);
  const layout: LayoutSettings = {};
  const width = pixels(settings.container_width, 'size', layoutLimits.containerWidth);
  if (width !== null) layout.containerWidth = width;
  const radius = pixels(settings.button_border_radius, 'top', layoutLimits.buttonRadius);
  if (radius !== null) layout.buttonRadius = radius;
  return { brand, fonts, layout, notes };
}
