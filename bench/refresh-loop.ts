import { load, type LoadResult } from './load.ts';

/**
 * The loop grid's refresh call as a visitor's browser makes it on /articles/ (two categories, OR), for the
 * issue 5 target: p99 ≤ 20 ms with 0 errors at 10 connections.
 */
export const refreshLoopBody = JSON.stringify({
  post_id: 0,
  widget_id: 'archive-grid',
  widget_filters: {
    'archive-filter': {
      filterType: 'taxonomy',
      filterData: { selectedTaxonomy: 'category', terms: ['fabrics', 'testing'], logicalJoin: 'OR' },
    },
  },
  pagination_base_url: '/articles/?e-filter-archive-grid-category=fabrics~testing',
});

export async function loadRefreshLoop(siteUrl: string, pid: number | null): Promise<LoadResult> {
  const url = new URL('/wp-json/arig/v1/refresh-loop', siteUrl).toString();
  const check = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: refreshLoopBody,
  });
  if (check.status !== 200) throw new Error(`refresh-loop answered ${check.status}`);
  return load('refresh-loop POST', url, pid, {
    method: 'POST',
    body: refreshLoopBody,
    headers: { 'content-type': 'application/json' },
  });
}

// `node --import tsx bench/refresh-loop.ts <site url> [pid]`: this scenario alone, against a running server.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [siteUrl, pid] = process.argv.slice(2);
  if (!siteUrl) throw new Error('usage: bench/refresh-loop.ts <site url> [pid]');
  const { raw: _raw, ...result } = await loadRefreshLoop(siteUrl, pid ? Number(pid) : null);
  console.log(JSON.stringify(result, null, 2));
}
