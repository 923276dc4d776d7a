import { skipLinkScrollDuration } from '../engines/smooth-scroll';
import { anchorScrollTop } from '../engines/page-scroll';
import { focusTarget, scrollToY, stickyOffset } from './scroll-to';

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
    const to = anchorScrollTop(main.getBoundingClientRect().top, window.scrollY, stickyOffset());
    scrollToY(to, skipLinkScrollDuration, () => focusTarget(main));
  });
}
