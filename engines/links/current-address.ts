/**
 * A link typed or picked before a rename still names the old address. Redirects (old slug → where its
 * document is now) turn it into the current one when the page is rendered, so the visitor's link goes
 * straight there and the stored layout or menu is never rewritten (no new version, no draft overwritten).
 */
export type MovedAddresses = ReadonlyMap<string, string>;

const siteRelative = /^\/(?!\/)/;

/** Splits `/a/page/2/?q#h` into its slug, page suffix and the rest; null when it is not one slug deep. */
function parse(path: string): { slug: string; paged: string; rest: string } | null {
  const match = /^\/([^/?#]+)\/?((?:page\/[1-9][0-9]{0,4}\/?)?)([?#].*)?$/.exec(path);
  if (!match) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  return { slug, paged: match[2] ?? '', rest: match[3] ?? '' };
}

/**
 * The address a link should point to now: `href` itself unless it is a site path (or an absolute address
 * on `siteOrigin`) whose slug was renamed.
 */
export function currentAddress(href: string, moved: MovedAddresses, siteOrigin?: string): string {
  if (moved.size === 0 || href === '') return href;
  let origin = '';
  let path = href;
  if (!siteRelative.test(href)) {
    if (!siteOrigin || !href.toLowerCase().startsWith(`${siteOrigin.toLowerCase()}/`)) return href;
    origin = href.slice(0, siteOrigin.length);
    path = href.slice(siteOrigin.length);
  }
  const parsed = parse(path);
  const target = parsed ? moved.get(parsed.slug) : undefined;
  if (!parsed || !target) return href;
  const paged = parsed.paged ? (parsed.paged.endsWith('/') ? parsed.paged : `${parsed.paged}/`) : '';
  return `${origin}${target}${paged}${parsed.rest}`;
}
