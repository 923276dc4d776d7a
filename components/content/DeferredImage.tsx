/** What an `<img>` of the site's content is given (the address, its sizes, its box and its text). */
export interface ImageAttributes {
  className?: string;
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * An empty picture of the image's shape, so the box keeps the image's proportions until it loads (CLS 0)
 * wherever the stylesheet gives it none of its own.
 */
export const shapeOf = (width: number, height: number) =>
  `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${height}'/%3E`;

/**
 * An image below the page's largest paint: its addresses wait in `data-src` / `data-srcset` until the site
 * runtime sees it come within 300 px of the viewport (spec §9), and it only starts looking once the page has
 * loaded and painted (site-runtime/lazy-images.ts). The browser's own lazy loading starts every image within
 * some 1,250 px at once, and those requests shared the phone's connection with the page's largest image
 * (docs/paint-first.md). Without JavaScript the `<noscript>` copy is the image, lazily loaded by the browser.
 */
export function DeferredImage(a: ImageAttributes) {
  return (
    <>
      <img
        className={a.className}
        src={shapeOf(a.width, a.height)}
        data-src={a.src}
        data-srcset={a.srcSet}
        sizes={a.sizes}
        width={a.width}
        height={a.height}
        alt={a.alt}
        decoding="async"
      />
      <noscript>
        <img
          className={a.className}
          src={a.src}
          srcSet={a.srcSet}
          sizes={a.sizes}
          width={a.width}
          height={a.height}
          alt={a.alt}
          loading="lazy"
          decoding="async"
        />
      </noscript>
    </>
  );
}
