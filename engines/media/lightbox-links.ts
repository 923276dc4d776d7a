/**
 * Which links open the global image lightbox (spec §2; reference §4.1). Every page's runtime carries this
 * part; the rest of the lightbox loads on the first click.
 */

/** A link to an image file: png, jpg, jpeg, gif, svg, webp or avif, with an optional query or hash. */
export const imageHrefPattern = /^[^?#]+\.(?:png|jpe?g|gif|svg|webp|avif)(?:\?[^#]*)?(?:#.*)?$/i;

/**
 * Whether the site's global lightbox is on, from <body data-lightbox-options> (see lightbox-options.ts, which
 * writes it; a page without the attribute has the spec's default, on).
 */
export const isGlobalLightbox = (attribute: string | undefined): boolean =>
  attribute === undefined || attribute.split(' ').includes('global');

/** What the DOM side reads off a clicked link. */
export interface LinkFacts {
  href: string;
  download: boolean;
  /** `data-lightbox` (arig's flag; its value is the slideshow id, may be empty). */
  flag?: string | undefined;
  /** `data-elementor-open-lightbox` of imported content: `yes`, `no` or absent. */
  elementorOpen?: string | undefined;
}

/** Whether a click on this link opens the lightbox instead of following it (reference §4.1). */
export function opensInLightbox(link: LinkFacts, globalOn: boolean): boolean {
  if (link.download || !imageHrefPattern.test(link.href)) return false;
  if (link.flag !== undefined && link.flag !== 'no') return true;
  if (link.elementorOpen === 'yes') return true;
  return globalOn && link.elementorOpen !== 'no' && link.flag !== 'no';
}
