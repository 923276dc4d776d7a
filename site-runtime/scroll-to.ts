import { scrollPositionAt } from '../engines/smooth-scroll';

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
