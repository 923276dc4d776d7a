import { scrollToTarget } from './lazy-scroll';

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
    scrollToTarget(main, 'skip-link');
  });
}
