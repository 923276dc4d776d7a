/**
 * The query parameters that change what a page shows. Every other parameter (a campaign's `utm_*`, an ad
 * click id, anything a visitor or a bot appends) leaves the page as it is, so it is served from, and kept
 * as, the page without it: a run of random query strings can neither skip the cache nor fill it.
 * A page that starts reading a new parameter must be named here; each entry says who reads it.
 */
const pageParams: readonly RegExp[] = [
  /^s$/, // the site search (site/lib/search-route.ts)
  /^page$|^paged$/, // WordPress's pagination, read by loop grids (engines/loop-filter/codec.ts)
  /^e-filter-/, // a loop grid's taxonomy filter
  /^e-page-/, // a loop grid's page
  /^portfolio-/, // the portfolio's field filter (widgets/portfolio/schema.ts)
  /^arig-sent$/, // a form's thank-you state after a post without JavaScript (components/forms/types.ts)
  /^orderby$/, // the shop catalogue's order (data/shop/catalogue-page.ts)
  /^arig-cart$/, // the shop's notice after a change without JavaScript (engines/shop/notice.ts)
];

/** Addresses that read parameters of their own instead. */
const ownParams: readonly (readonly [path: RegExp, params: readonly RegExp[]])[] = [
  [/^\/wp-json\/arig\/v1\/search$/, [/^q$/]], // the search box's suggestions (data/search/suggestion-answer.ts)
  [/^\/wp-json\/arig\/v1\/popup\/[^/]+$/, [/^path$/]], // a popup's dialog for a page (site/lib/popup-route.ts)
];

export interface PageCacheKey {
  key: string;
  /** The key holds parameters: one of endlessly many variants, kept in a capped share of the cache. */
  variant: boolean;
}

/** The cache key of a page address: its path and its page parameters, sorted, in one spelling. */
export function pageCacheKey(pathname: string, search: string): PageCacheKey {
  if (search === '' || search === '?') return { key: pathname, variant: false };
  const read = ownParams.find(([path]) => path.test(pathname))?.[1] ?? pageParams;
  const kept = [...new URLSearchParams(search)].filter(([name]) => read.some((p) => p.test(name)));
  if (kept.length === 0) return { key: pathname, variant: false };
  kept.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  return { key: `${pathname}?${new URLSearchParams(kept).toString()}`, variant: true };
}
