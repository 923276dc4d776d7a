import { initCarousel } from '../../site-runtime/carousel';

/** The image carousel's frame is the shared carousel (site-runtime/carousel.ts). */
export function init(root: HTMLElement): void {
  initCarousel(root);
}
