import type { Segment } from '../../engines/search/highlight';
import { highlight, snippet } from '../../engines/search/highlight';
import type { SearchDoc } from '../../engines/search/search-index';
import { getSearchIndex } from './get-search-index';
import { resultsPerPage } from './search-query';

export interface SearchResultView {
  url: string;
  kind: SearchDoc['kind'];
  date: string;
  title: Segment[];
  snippet: Segment[];
}

export interface SearchPage {
  query: string;
  page: number;
  total: number;
  totalPages: number;
  results: SearchResultView[];
}

/** One page of highlighted results for a visitor's query (already read with `readSearchQuery`). */
export async function searchSite(query: string, page: number, perPage = resultsPerPage): Promise<SearchPage> {
  const index = await getSearchIndex();
  const { total, hits } = index.search(query, { offset: (page - 1) * perPage, limit: perPage });
  // One matcher for the page: every hit's terms come from the same query, and the words it has
  // looked at once are remembered across the page's titles and snippets.
  const isMatch = index.matcher(new Set(hits.flatMap((hit) => [...hit.terms])));
  return {
    query,
    page,
    total,
    totalPages: Math.max(1, Math.ceil(total / perPage)),
    results: hits.map((hit) => ({
      url: hit.doc.url,
      kind: hit.doc.kind,
      date: hit.doc.date,
      title: highlight(hit.doc.title, isMatch),
      snippet: snippet(hit.doc.body || hit.doc.headings, isMatch),
    })),
  };
}

type Suggestions = { total: number; items: { url: string; title: string; kind: SearchDoc['kind'] }[] };

/** The first few matches for the suggestions box: the last word may be unfinished. */
export async function suggest(query: string, limit = 6): Promise<Suggestions> {
  const index = await getSearchIndex();
  const { total, hits } = index.search(query, { limit, prefixLastWord: true });
  return { total, items: hits.map((h) => ({ url: h.doc.url, title: h.doc.title, kind: h.doc.kind })) };
}
