import { initCarousel } from '../../site-runtime/carousel';

/** Reviews move only as a carousel: the carousel frame inside the widget gets the shared carousel's code. */
export function init(root: HTMLElement): void {
  const frame = root.querySelector<HTMLElement>('.w-carousel');
  if (frame) initCarousel(frame);
}
