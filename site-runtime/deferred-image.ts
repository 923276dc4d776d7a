/** Gives a deferred image (components/content/DeferredImage.tsx) its addresses; any other image loads now. */
export function showImage(img: HTMLImageElement): void {
  const { src, srcset } = img.dataset;
  if (!src) {
    img.loading = 'eager';
    return;
  }
  if (srcset) img.srcset = srcset;
  img.src = src;
  img.removeAttribute('data-src');
  img.removeAttribute('data-srcset');
}
