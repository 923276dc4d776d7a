/**
 * `sizes` of the images the server may name as a page's LCP candidate: the template that shows the image
 * and the head's preload of it must say the same, or the browser fetches two files.
 */
export const imageSizes = {
  /** An article's or a page's featured image, in the text column. */
  column: '(max-width: 767px) 100vw, 70ch',
  /** A listing card's image. */
  card: '(max-width: 767px) calc(100vw - 4rem), 22rem',
} as const;
