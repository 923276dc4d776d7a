import type { APIRoute } from 'astro';
import { readSearchQuery } from '../../../../../data/search/search-query';
import { suggest } from '../../../../../data/search/search-site';

/** Fewer letters than this suggest nothing: one Hebrew letter is a prefix of half the site. */
export const minSuggestChars = 2;

/**
 * Suggestions for the search box as the visitor types: the first matches, the last word completed.
 * Any `q` is accepted (read like the results page's query); the answer is always 200 JSON.
 */
export const GET: APIRoute = async ({ url }) => {
  const { query } = readSearchQuery(url.searchParams.get('q'));
  const answer = [...query].length < minSuggestChars ? { total: 0, items: [] } : await suggest(query);
  return new Response(JSON.stringify({ query, ...answer }), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      // A minute of browser cache: retyping a word does not ask again; a publish shows within a minute.
      'Cache-Control': 'public, max-age=60',
      'X-Robots-Tag': 'noindex',
    },
  });
};
