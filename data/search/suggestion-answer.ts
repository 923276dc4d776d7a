import { securityHeaders } from '../../config/headers';
import { minSuggestChars } from '../../engines/search/limits';
import { makeCachedPage, pageCache, type CachedPage } from '../cache/page-cache';
import { readSearchQuery } from './search-query';
import { suggest } from './search-site';

/** The suggestions endpoint's address (the search box's combobox asks it). */
export const suggestPath = '/wp-json/arig/v1/search';

/**
 * One answer of the suggestions endpoint for a query string, kept in the page cache's capped suggestion
 * share under `cacheKey` (its address). Any `q` is accepted (read like the results page's query); the
 * answer is always 200 JSON. The Node server sends it before the site is reached; the Astro endpoint
 * (the dev server's path) sends the same bytes.
 */
export async function suggestionAnswer(params: URLSearchParams, cacheKey: string): Promise<CachedPage> {
  const generation = pageCache.generation();
  const { query } = readSearchQuery(params.get('q'));
  const answer = [...query].length < minSuggestChars ? { total: 0, items: [] } : await suggest(query);
  const headers = {
    ...securityHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    // A minute in the browser: retyping a word does not ask again; a publish shows within a minute.
    'Cache-Control': 'public, max-age=60',
    'X-Robots-Tag': 'noindex',
  };
  const page = makeCachedPage(200, headers, Buffer.from(JSON.stringify({ query, ...answer })));
  if (pageCache.enabled()) pageCache.set(cacheKey, page, generation, 'suggest');
  return page;
}
