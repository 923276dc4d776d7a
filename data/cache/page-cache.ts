import { createHash } from 'node:crypto';
import { compressedBody, identityBody, minCompressBytes, type Compressible, type Encoding } from './compression';

/**
 * The rendered-page cache. Studio (Next) and site (Astro) are separate bundles in one process,
 * so the store hangs on globalThis: every bundle must see the same one for invalidation to work.
 */
export interface CachedPage extends Compressible {
  /** When it was rendered (ms): entries are served for at most `maxAgeMs`. */
  renderedAt?: number;
  status: number;
  headers: Record<string, string>;
  etag: string;
}

export type { Encoding };

interface Store {
  pages: Map<string, CachedPage>;
  /** Keys of capped groups, oldest first (see `groupCaps`). */
  groups: Map<PageGroup, Set<string>>;
  generation: number;
  /** Told of each purge made in this process (the purge bus, which tells the other instances). */
  listeners: Set<() => void>;
}

/**
 * Pages whose addresses are endless in variety (a search's query is anything a visitor types, a filter or
 * page parameter can carry any widget id: data/cache/page-key.ts) are kept in a capped share of the cache,
 * so a run of distinct queries cannot push the site's pages out.
 */
export const groupCaps = { search: 200, suggest: 500, variants: 500 } as const;
export type PageGroup = keyof typeof groupCaps;

const storeKey = Symbol.for('arig.page-cache');
type GlobalWithStore = typeof globalThis & { [storeKey]?: Store };

function store(): Store {
  const g = globalThis as GlobalWithStore;
  g[storeKey] ??= { pages: new Map(), groups: new Map(), generation: 0, listeners: new Set() };
  return g[storeKey];
}

/** Bounded so a crawler walking every URL variant cannot grow memory without limit. */
const maxEntries = 2000;

/**
 * And bounded in bytes (ARIG_PAGE_CACHE_MB): a page's body (until its smallest encodings are made,
 * data/cache/compression.ts) and the compressed forms it has been sent in so far. Checked on each store,
 * oldest out first. 32 MB by default: a page sent more than once weighs its brotli and gzip forms alone
 * (about 26 KB for an article), so that keeps some 1,200 articles, more than 64 MB kept with their bodies.
 */
const defaultPageCacheMb = 32;
export function pageCacheBytes(): number {
  const mb = Number(process.env.ARIG_PAGE_CACHE_MB ?? defaultPageCacheMb);
  return (Number.isFinite(mb) && mb > 0 ? mb : defaultPageCacheMb) * 1024 * 1024;
}

const weight = (page: CachedPage) =>
  (page.body?.length ?? 0) + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0);

function totalWeight(pages: Iterable<CachedPage>): number {
  let total = 0;
  for (const page of pages) total += weight(page);
  return total;
}

/**
 * Every page carries a signed, timed form token (the footer's newsletter sign-up; engines/forms/spam.ts),
 * so a kept page is served for at most an hour and a visitor's token is never older than that at load.
 */
export const maxAgeMs = 3_600_000;

export const pageCache = {
  enabled(): boolean {
    return process.env.ARIG_PAGE_CACHE !== 'off';
  },
  get(key: string, now = Date.now()): CachedPage | undefined {
    const s = store();
    const page = s.pages.get(key);
    if (page?.renderedAt !== undefined && now - page.renderedAt > maxAgeMs) {
      s.pages.delete(key);
      return undefined;
    }
    return page;
  },
  /**
   * Stores only if nothing was invalidated while the page rendered (generation unchanged). A page of a
   * group replaces the group's oldest once the group is at its cap.
   */
  set(key: string, page: CachedPage, renderGeneration: number, group?: PageGroup): void {
    const s = store();
    if (renderGeneration !== s.generation) return;
    if (group) {
      let keys = s.groups.get(group);
      if (!keys) s.groups.set(group, (keys = new Set()));
      keys.delete(key);
      if (keys.size >= groupCaps[group]) {
        const oldest = keys.values().next().value;
        if (oldest !== undefined) {
          keys.delete(oldest);
          s.pages.delete(oldest);
        }
      }
      keys.add(key);
    }
    if (s.pages.size >= maxEntries) {
      const oldest = s.pages.keys().next().value;
      if (oldest !== undefined) s.pages.delete(oldest);
    }
    s.pages.delete(key);
    s.pages.set(key, page);
    let total = totalWeight(s.pages.values());
    for (const [oldKey, oldPage] of s.pages) {
      if (total <= pageCacheBytes() || oldKey === key) break;
      total -= weight(oldPage);
      s.pages.delete(oldKey);
    }
  },
  /** What the kept pages weigh now (bodies and their compressed forms). */
  bytes(): number {
    return totalWeight(store().pages.values());
  },
  generation(): number {
    return store().generation;
  },
  /**
   * Content changed: any page may show it (menus, listings, settings), so drop them all. A change made
   * here is also told to the other instances (data/cluster/purge-bus.ts); one they tell us is not told on.
   */
  purgeAll(origin: 'here' | 'elsewhere' = 'here'): void {
    const s = store();
    s.pages.clear();
    s.groups.clear();
    s.generation += 1;
    if (origin === 'here') for (const listener of s.listeners) listener();
  },
  /** Called after each purge made in this process; returns the way to stop listening. */
  onPurge(listener: () => void): () => void {
    const s = store();
    s.listeners.add(listener);
    return () => s.listeners.delete(listener);
  },
  size(): number {
    return store().pages.size;
  },
};

export function makeCachedPage(
  status: number,
  headers: Record<string, string>,
  body: Buffer,
  now = Date.now(),
): CachedPage {
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  return { renderedAt: now, status, headers, body, size: body.length, etag, encoded: {} };
}

/** A kept page's bytes as they are (a JSON answer read back, a client that takes no encoding). */
export const pageBody = (page: CachedPage): Buffer => identityBody(page);

export function pickEncoding(acceptEncoding: string | null | undefined): Encoding {
  const accept = acceptEncoding ?? '';
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return 'identity';
}

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** The bytes and headers to send for a request, honouring Accept-Encoding and If-None-Match. */
export function replyFor(
  page: CachedPage,
  acceptEncoding: string | null | undefined,
  ifNoneMatch: string | null | undefined,
): Reply {
  const headers: Record<string, string> = { ...page.headers, ETag: page.etag, Vary: 'Accept-Encoding' };
  if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === page.etag)) {
    return { status: 304, headers, body: null };
  }
  const encoding = page.size < minCompressBytes ? 'identity' : pickEncoding(acceptEncoding);
  const body = compressedBody(page, encoding);
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.length);
  return { status: page.status, headers, body };
}
