import { lazyImageMargin } from '../engines/page-scroll';
import { showImage } from './deferred-image';

/**
 * Loads the page's deferred images (components/content/DeferredImage.tsx) as they come within 300 px of the
 * viewport (spec §9). Started once the page has loaded and painted, so none of them shares the connection
 * with what the first paint and the largest image need.
 */
export function initLazyImages(): void {
  const images = document.querySelectorAll<HTMLImageElement>('img[data-src]');
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        showImage(entry.target as HTMLImageElement);
      }
    },
    { rootMargin: `${lazyImageMargin}px` },
  );
  images.forEach((img) => observer.observe(img));
}
