import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { root } from '../scripts/lib/paths.ts';
import { articles } from '../cms/seed/content/articles.ts';
import { load, type LoadResult } from './load.ts';

/** What the search load measures: the results page and the suggestions, on a site with 2,000 more posts. */
export const searchQueries = { page: 'בדיקת בדים', suggest: 'פוליא' } as const;

export interface SearchLoad {
  posts: number;
  /** The first search after a publish builds the index: that request's time, ms. */
  firstSearchMs: number;
  /**
   * A different query every request (the demo's words in turn, more of them than the page cache's
   * search share keeps): the index is searched and the page rendered each time.
   */
  page: LoadResult;
  /** One query again and again: answered from the page cache's search share. */
  pageKept: LoadResult;
  /** A different beginning of a word every request, more of them than are kept: each one searched. */
  suggest: LoadResult;
  /** One beginning again and again: a kept answer. */
  suggestKept: LoadResult;
}

/** Beginnings of the demo articles' words (3 letters and more), as a visitor types them. */
export function typedBeginnings(): string[] {
  const out = new Set<string>();
  for (const a of articles) {
    for (const word of `${a.title} ${a.excerpt}`.split(/[^\u05D0-\u05EAa-zA-Z]+/)) {
      for (let n = 3; n <= word.length; n++) out.add(word.slice(0, n));
    }
  }
  return [...out];
}

/**
 * The demo articles' distinct words (3 letters and more), each a query of its own. A counter appended to
 * one query would not do: the page cache serves an address with parameters no page reads from the page
 * without them (data/cache/page-key.ts), so every request was a kept page.
 */
export function searchWords(): string[] {
  const out = new Set<string>();
  for (const a of articles) {
    for (const word of `${a.title} ${a.excerpt}`.split(/[^\u05D0-\u05EAa-zA-Z]+/)) if (word.length >= 3) out.add(word);
  }
  return [...out];
}

/** Adds the posts to the database a stopped server used (bench/many-posts.ts, a process of its own). */
export async function addManyPosts(env: Record<string, string>): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench', 'many-posts.ts')],
    { cwd: root, env: { ...process.env, ...env }, maxBuffer: 1 << 24 },
  );
  return stdout.trim();
}

export async function loadSearch(siteUrl: string, pid: number | null, posts: number): Promise<SearchLoad> {
  const pageUrl = new URL(`/?s=${encodeURIComponent(searchQueries.page)}`, siteUrl).toString();
  const suggestUrl = new URL(
    `/wp-json/arig/v1/search?q=${encodeURIComponent(searchQueries.suggest)}`,
    siteUrl,
  ).toString();
  const started = performance.now();
  const first = await fetch(pageUrl);
  const firstSearchMs = Math.round(performance.now() - started);
  if (first.status !== 200) throw new Error(`search answered ${first.status}`);
  const check = (await (await fetch(suggestUrl)).json()) as { total: number };
  if (!(check.total > 0)) throw new Error('suggestions found nothing');
  const queries = searchWords();
  let n = 0;
  const fresh = () => `/?s=${encodeURIComponent(queries[n++ % queries.length]!)}`;
  const beginnings = typedBeginnings();
  let b = 0;
  const typed = () => `/wp-json/arig/v1/search?q=${encodeURIComponent(beginnings[b++ % beginnings.length]!)}`;
  return {
    posts,
    firstSearchMs,
    page: await load(`results page, ${queries.length} words in turn`, pageUrl, pid, { pathFor: fresh }),
    pageKept: await load('results page, repeated', pageUrl, pid),
    suggest: await load(`suggestions, ${beginnings.length} beginnings in turn`, suggestUrl, pid, { pathFor: typed }),
    suggestKept: await load('suggestions, repeated', suggestUrl, pid),
  };
}
