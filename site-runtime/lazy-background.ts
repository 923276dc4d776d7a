import { lazyBackgroundMargin } from '../engines/page-scroll';

/**
 * Containers marked `data-lazy-bg="<url>"` get their background image only when within 200 px of the
 * viewport, and are then marked `data-lazy-loaded`. (Images: site-runtime/lazy-images.ts.)
 */
export function initLazyBackgrounds(): void {
  const containers = document.querySelectorAll<HTMLElement>('[data-lazy-bg]:not([data-lazy-loaded])');
  if (containers.length === 0) return;
  const load = (el: HTMLElement) => {
    const url = el.dataset.lazyBg ?? '';
    if (/^\/[^\s"'()]*$/.test(url)) el.style.backgroundImage = `url("${url}")`;
    el.setAttribute('data-lazy-loaded', '');
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        load(entry.target as HTMLElement);
      }
    },
    { rootMargin: `${lazyBackgroundMargin}px 0px` },
  );
  containers.forEach((el) => observer.observe(el));
}
