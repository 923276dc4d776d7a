import { randomBytes } from 'node:crypto';
import { pageCacheBytes } from '../data/cache/page-cache.ts';

/**
 * Issue 23: the page cache full, and what the process then holds. Every article of the bench's larger site
 * is read twice in each encoding (a page's second reply makes its brotli 11 and gzip 9 forms, which the
 * cache keeps beside the body), then a flood of made-up query strings asks to bypass the cache and push real
 * pages out; the server's own `/metrics` gives the cache's weight and the process's resident memory.
 */
export interface CacheMemory {
  pages: number;
  hostile: number;
  entriesFull: number;
  bytesFull: number;
  entriesAfterHostile: number;
  boundBytes: number;
  rssBytes: number;
  hostileStatuses: Record<string, number>;
}

const encodings = ['br', 'gzip'] as const;

async function metric(siteUrl: string, name: string): Promise<number> {
  const text = await (await fetch(new URL('/metrics', siteUrl))).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  if (!line) throw new Error(`/metrics has no ${name}`);
  return Number(line.split(' ')[1]);
}

/** Runs `task` over `items`, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

export async function fillPageCache(siteUrl: string, slugs: readonly string[], hostile = 5_000): Promise<CacheMemory> {
  await inParallel(slugs, 4, async (slug) => {
    for (const encoding of encodings)
      for (let i = 0; i < 2; i++) {
        const res = await fetch(new URL(`/${slug}/`, siteUrl), { headers: { 'accept-encoding': encoding } });
        if (res.status !== 200) throw new Error(`/${slug}/ answered ${res.status}`);
        await res.arrayBuffer();
      }
  });
  const targets = ['/articles/', '/', `/${slugs[0]}/`];
  // A made-up parameter is served from, and kept as, the page without it (data/cache/page-key.ts): the
  // targets themselves are read first, so what follows can only show whether the junk stored or evicted.
  for (const target of targets) await (await fetch(new URL(target, siteUrl))).arrayBuffer();
  // Let the pool threads finish the last recompressions before weighing.
  await new Promise((r) => setTimeout(r, 3_000));
  const entriesFull = await metric(siteUrl, 'arig_page_cache_entries');
  const bytesFull = await metric(siteUrl, 'arig_page_cache_bytes');
  const hostileStatuses: Record<string, number> = {};
  await inParallel(
    Array.from({ length: hostile }, (_, i) => i),
    8,
    async (i) => {
      const junk = randomBytes(12).toString('base64url');
      const res = await fetch(new URL(`${targets[i % targets.length]}?${junk}=${i}`, siteUrl));
      await res.arrayBuffer();
      hostileStatuses[res.status] = (hostileStatuses[res.status] ?? 0) + 1;
    },
  );
  return {
    pages: slugs.length,
    hostile,
    entriesFull,
    bytesFull,
    entriesAfterHostile: await metric(siteUrl, 'arig_page_cache_entries'),
    boundBytes: pageCacheBytes(),
    rssBytes: await metric(siteUrl, 'arig_process_resident_memory_bytes'),
    hostileStatuses,
  };
}

export const residentTargetBytes = 512 * 2 ** 20;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

export function cacheMemoryVerdicts(m: CacheMemory | null | undefined) {
  if (!m) return [];
  return [
    {
      target: `Resident memory with the page cache full ≤ ${mb(residentTargetBytes)} (issue 23 goal)`,
      measured: `${mb(m.rssBytes)}, the cache ${mb(m.bytesFull)} of its ${mb(m.boundBytes)} bound`,
      ok: m.rssBytes <= residentTargetBytes && m.bytesFull <= m.boundBytes,
    },
    {
      target: 'Made-up query strings store nothing and push no page out of the cache',
      measured: `${m.hostile} requests: ${m.entriesFull} → ${m.entriesAfterHostile} pages kept`,
      ok: m.entriesAfterHostile === m.entriesFull,
    },
  ];
}

export function renderCacheMemory(m: CacheMemory | null | undefined): string[] {
  if (!m) return [];
  const statuses = Object.entries(m.hostileStatuses)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');
  return [
    '',
    '### The page cache full (issue 23)',
    '',
    `- ${m.pages} articles read twice in brotli and twice in gzip (a page's second reply makes its brotli 11 and gzip 9 forms): the cache then kept ${m.entriesFull} pages in ${mb(m.bytesFull)} (bound ${mb(m.boundBytes)}, \`ARIG_PAGE_CACHE_MB\`).`,
    `- Then ${m.hostile} requests with made-up query strings on \`/articles/\`, \`/\` and an article (${statuses}): ${m.entriesAfterHostile} pages kept after them.`,
    `- The server's resident memory then (its own \`/metrics\`, \`arig_process_resident_memory_bytes\`): ${mb(m.rssBytes)}.`,
  ];
}
