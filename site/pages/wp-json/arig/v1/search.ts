import type { APIRoute } from 'astro';
import { securityHeaders } from '../../../../../config/headers';
import { makeCachedPage, pageCache } from '../../../../../data/cache/page-cache';
import { readSearchQuery } from '../../../../../data/search/search-query';
import { suggest } from '../../../../../data/search/search-site';
import { minSuggestChars } from '../../../../../engines/search/limits';

/**
 * Suggestions for the search box as the visitor types: the first matches, the last word completed.
 * Any `q` is accepted (read like the results page's query); the answer is always 200 JSON. Visitors type
 * the same beginnings ("בד", "בדי", "בדיק"), so answers are kept in the page cache's capped suggestion
 * share until the next publish, and the server sends a kept one before the site is reached.
 */
export const GET: APIRoute = async ({ url }) => {
  const generation = pageCache.generation();
  const { query } = readSearchQuery(url.searchParams.get('q'));
  const answer = [...query].length < minSuggestChars ? { total: 0, items: [] } : await suggest(query);
  const headers = {
    ...securityHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    // A minute in the browser: retyping a word does not ask again; a publish shows within a minute.
    'Cache-Control': 'public, max-age=60',
    'X-Robots-Tag': 'noindex',
  };
  const body = JSON.stringify({ query, ...answer });
  if (pageCache.enabled()) {
    pageCache.set(url.pathname + url.search, makeCachedPage(200, headers, Buffer.from(body)), generation, 'suggest');
  }
  return new Response(body, { headers });
};
