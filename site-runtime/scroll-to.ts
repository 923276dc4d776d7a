import { stickyAnchorLinkOffset } from '../engines/page-scroll';
import { scrollPositionAt } from '../engines/smooth-scroll';
import { deviceForWidth, parseStickySettings } from '../engines/sticky';

export const prefersReducedMotion = (): boolean =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ||
  document.documentElement.classList.contains('a11y-pause-animations');

/** Scrolls to a position over `duration` ms (at once under reduced motion), then calls `done`. */
export function scrollToY(to: number, duration: number, done: () => void): void {
  const from = window.scrollY;
  if (prefersReducedMotion() || duration <= 0 || from === to) {
    window.scrollTo(0, to);
    done();
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const elapsed = now - start;
    window.scrollTo(0, scrollPositionAt(elapsed, from, to, duration));
    if (elapsed < duration) requestAnimationFrame(step);
    else done();
  };
  requestAnimationFrame(step);
}

/** Moves keyboard focus to a scroll target without scrolling again. */
export function focusTarget(el: HTMLElement): void {
  if (!el.matches('a[href], button, input, select, textarea, [tabindex]')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
}

/** Height of a header that stays on screen while scrolling (the mobile sticky header). */
export function stickyOffset(): number {
  const header = document.querySelector<HTMLElement>('.site-header');
  if (!header) return 0;
  const position = getComputedStyle(header).position;
  return position === 'sticky' || position === 'fixed' ? header.getBoundingClientRect().height : 0;
}

/**
 * The `sticky_anchor_link_offset` that applies to an in-page anchor target: that of the nearest sticky
 * element before it that is sticky at this width (measured at its place: its spacer while stuck).
 */
export function stickyAnchorOffsetFor(target: HTMLElement): number {
  const device = deviceForWidth(window.innerWidth);
  const stickies: { top: number; anchorLinkOffset: number }[] = [];
  for (const el of document.querySelectorAll<HTMLElement>('[data-sticky]')) {
    const settings = parseStickySettings(el.dataset);
    if (!settings || !settings.on.includes(device)) continue;
    const prev = el.previousElementSibling;
    const place = prev instanceof HTMLElement && prev.classList.contains('w-sticky-spacer') ? prev : el;
    stickies.push({ top: place.getBoundingClientRect().top, anchorLinkOffset: settings.anchorLinkOffset });
  }
  return stickies.length ? stickyAnchorLinkOffset(target.getBoundingClientRect().top, stickies) : 0;
}
