import { lazyImageMargin } from '../engines/page-scroll';

/**
 * Loads the page's deferred images (components/content/DeferredImage.tsx) as they come within 300 px of the
 * viewport (spec §9). Started once the page has loaded and painted, so none of them shares the connection
 * with what the first paint and the largest image need.
 */
export function initLazyImages(): void {
  const images = document.querySelectorAll<HTMLImageElement>('img[data-src]');
  const load = (img: HTMLImageElement) => {
    const { src, srcset } = img.dataset;
    if (srcset) img.srcset = srcset;
    if (src) img.src = src;
    img.removeAttribute('data-src');
    img.removeAttribute('data-srcset');
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        load(entry.target as HTMLImageElement);
      }
    },
    { rootMargin: `${lazyImageMargin}px` },
  );
  images.forEach((img) => observer.observe(img));
}
