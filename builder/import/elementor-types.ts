import type { SiteColours } from '../../engines/colour/custom-colours';

/**
 * The shapes the Elementor mapper works with: what the importer gives it (a resolver for everything that
 * lives outside the layout), what it gives back (a report), and one element of `_elementor_data` as read.
 */
export interface ElementorResolver {
  /** An image from the old site by attachment id and/or URL → the imported media id, or null. */
  media(ref: { wpId?: number; url?: string }): number | string | null;
  /** An old-site href → arig's href (internal links rewritten, external kept). */
  link(href: string): string;
  /** An Elementor popup's WordPress id → the imported popup's id in arig, or null. */
  popup(wpId: number): number | string | null;
  /**
   * A WordPress category id → arig's category id, or null. arig's listing widgets (posts, loop grid) name
   * their categories by slug (`query_categories`), so this must be the imported category's slug (e.g.
   * `articles`); a numeric document id is refused and reported.
   */
  category(wpId: number): number | string | null;
  /**
   * The form document the importer made from the Elementor form widget with this element id on the page
   * being mapped, or null. Without it (a layout mapped on its own), forms stay placeholders.
   */
  form?(elementorId: string): number | string | null;
  /**
   * A kit colour beyond primary, secondary and text (`__globals__` `globals/colors?id=…`: the accent or a
   * custom colour) that Site Settings now carry: the layout's value for it (`accent`, `colour:<id>`) and
   * whether a heading may be written in it (4.5:1 on the page), or null. Without it such colours are reported.
   */
  kitColour?(id: string): { value: string; readsAsText: boolean } | null;
  /**
   * Site Settings' colours once the kit is applied: a widget's own text colour is checked against the surface
   * it lands on, as the layout's save will check it. Without it the save's check alone stands.
   */
  siteColours?(): SiteColours | null;
  /**
   * A kit typography Site Settings have no family for (`globals/typography?id=…`: "secondary", "accent", a
   * custom one): its `typography_*` settings, which the widget takes as its own (kit-typography.ts), or null.
   */
  kitTypography?(id: string): Record<string, unknown> | null;
}

export interface ElementorReport {
  /** Every Elementor widget met, by its `widgetType` (mapped or not). */
  widgets: Record<string, number>;
  /** The widgets that became a `wp-placeholder`, by `widgetType`. */
  placeholders: Record<string, number>;
  /** What was dropped, approximated or refused, in Hebrew (the studio's import report shows them). */
  issues: string[];
}

/** One element of `_elementor_data`: a section, column, container or widget. */
export interface ElementorElement {
  id: string;
  elType: string;
  /** Widgets only; '' otherwise. */
  widgetType: string;
  isInner: boolean;
  /** The settings as a record (Elementor stores empty settings as `[]`). */
  settings: Record<string, unknown>;
  /** The settings exactly as stored, for a placeholder to keep. */
  rawSettings: unknown;
  elements: readonly unknown[];
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads one stored element; null when it is not an element (not an object, or no elType nor widgetType). */
export function readElement(value: unknown): ElementorElement | null {
  if (!isRecord(value)) return null;
  const widgetType = typeof value.widgetType === 'string' ? value.widgetType : '';
  const elType = typeof value.elType === 'string' && value.elType !== '' ? value.elType : widgetType ? 'widget' : '';
  if (!elType) return null;
  return {
    id: typeof value.id === 'string' || typeof value.id === 'number' ? String(value.id) : '',
    elType,
    widgetType,
    isInner: value.isInner === true,
    settings: isRecord(value.settings) ? value.settings : {},
    rawSettings: value.settings ?? {},
    elements: Array.isArray(value.elements) ? value.elements : [],
  };
}
