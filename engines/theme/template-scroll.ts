/**
 * Spec §2: `?theme_template_id={id}` scrolls to that theme template on the page (Elementor Pro's link from
 * a template to a page that shows it). Like Elementor, the template's top comes to the middle of the
 * window, over 400 ms (jQuery's default animation), never above the page's top.
 */
export const templateScrollParam = 'theme_template_id';
export const templateScrollDurationMs = 400;

/** The template id the address names, or null (a missing, empty or non-numeric value names none). */
export function templateIdOf(search: string): number | null {
  const value = new URLSearchParams(search).get(templateScrollParam);
  return value && /^\d{1,12}$/.test(value) ? Number(value) : null;
}

/** Where the window scrolls to: the template's top (from the page's top) less half the window's height. */
export function templateScrollY(templateTop: number, viewportHeight: number, maxScroll: number): number {
  return Math.round(Math.min(Math.max(0, templateTop - viewportHeight / 2), Math.max(0, maxScroll)));
}
