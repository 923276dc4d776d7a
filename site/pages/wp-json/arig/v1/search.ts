import type { APIRoute } from 'astro';
import { pageBody } from '../../../../../data/cache/page-cache';
import { pageCacheKey } from '../../../../../data/cache/page-key';
import { suggestionAnswer } from '../../../../../data/search/suggestion-answer';

/**
 * Suggestions for the search box as the visitor types: the first matches, the last word completed.
 * Visitors type the same beginnings ("בד", "בדי", "בדיק"), so answers are kept in the page cache's capped
 * suggestion share until the next publish. In production the Node server answers this address itself
 * (server/create-server.ts); this route serves the dev server and anything that reaches the site.
 */
export const GET: APIRoute = async ({ url }) => {
  const page = await suggestionAnswer(url.searchParams, pageCacheKey(url.pathname, url.search).key);
  return new Response(new Uint8Array(pageBody(page)), { headers: page.headers });
};
