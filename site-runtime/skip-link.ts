import { scrollPositionAt, skipLinkScrollDuration } from '../engines/smooth-scroll';

/** The skip link scrolls to <main> over 1000 ms (instantly under reduced motion), then focuses it. */
export function initSkipLink(): void {
  const link = document.querySelector<HTMLAnchorElement>('[data-skip-link]');
  if (!link) return;
  const main = document.querySelector<HTMLElement>('main, [role="main"]');
  if (!main) {
    link.remove();
    return;
  }
  link.addEventListener('click', (e) => {
    e.preventDefault();
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const from = window.scrollY;
    const to = from + main.getBoundingClientRect().top;
    const duration = reduced ? 0 : skipLinkScrollDuration;
    const done = () => main.focus({ preventScroll: true });
    if (duration === 0) {
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
  });
}
