/** Mobile header (spec §4, §9): checked every 300 ms; past 200 px of scroll it takes the sticky-effects style. */
export const mobileHeaderThreshold = 200;
export const mobileHeaderCheckInterval = 300;
export const isHeaderScrolled = (scrollY: number): boolean => scrollY > mobileHeaderThreshold;

/** In-page anchors (spec §5): "#" then a letter or underscore, then word characters or hyphens. */
export const isValidAnchor = (hash: string): boolean => /^#[A-Za-z_][\w-]*$/.test(hash);

/** Where to scroll so the target sits just below a sticky header. */
export const anchorScrollTop = (targetTopInViewport: number, scrollY: number, stickyOffset: number): number =>
  Math.max(0, Math.round(scrollY + targetTopInViewport - stickyOffset));

/** Lazy loading thresholds (spec §9): images within 300 px, lazy backgrounds with a 200 px root margin. */
export const lazyImageMargin = 300;
export const lazyBackgroundMargin = 200;

/**
 * The extra room in-page anchor scrolling leaves for sticky elements (reference §6.6): a target placed
 * after a sticky element (and before the next one) gets that element's `sticky_anchor_link_offset`.
 * `stickies` are the sticky elements active at this width, with their place's top in page coordinates.
 */
export function stickyAnchorLinkOffset(
  targetTop: number,
  stickies: readonly { top: number; anchorLinkOffset: number }[],
): number {
  let found: { top: number; anchorLinkOffset: number } | null = null;
  for (const s of stickies) if (s.top <= targetTop && (!found || s.top >= found.top)) found = s;
  return found ? found.anchorLinkOffset : 0;
}
