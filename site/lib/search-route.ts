import { parseContentPath } from '../../config/routes';
import { maxResultPage, readSearchQuery, type SearchRequest } from '../../data/search/search-query';

export interface SearchRoute extends SearchRequest {
  page: number;
}

/**
 * WordPress's search addresses: `/?s={query}` (and `/page/N/?s=`), `/search/{query}/` and its pages.
 * `/search/` alone is the empty search page unless a page of that slug exists (the caller checks).
 * Anything else is not a search (null); a page number beyond the cap is not a search either (a 404).
 */
export function searchRouteOf(url: URL): SearchRoute | null {
  const parsed = parseContentPath(url.pathname);
  if (!parsed || parsed.page > maxResultPage) return null;
  const { segments, page } = parsed;
  if (segments.length === 0 && url.searchParams.has('s')) {
    return { ...readSearchQuery(url.searchParams.get('s')), page };
  }
  if (segments[0] === 'search' && segments.length === 2) return { ...readSearchQuery(segments[1]), page };
  if (segments[0] === 'search' && segments.length === 1 && page === 1) return { ...readSearchQuery(''), page };
  return null;
}
