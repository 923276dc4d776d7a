import { pageCache } from './page-cache';

/**
 * Shared reads (settings, menus, categories, media) memoised until the next content change: the same
 * purge that empties the page cache (a new generation) empties this too, so nothing stale survives a
 * publish. Lives on globalThis for the same reason as the page cache.
 *
 * One document's view (an article, a page, a project) is memoised apart, in a short most-recently-used
 * list: there is one per document, each as large as its text, and its rendered page is what the page cache
 * keeps. Kept with the shared reads, every article a crawler asked for stayed until the next publish
 * (2,000 articles: about 90 MB of views; bench/memory.ts).
 */
interface Store {
  generation: number;
  entries: Map<string, Promise<unknown>>;
  /** Oldest first: a hit moves its document to the end, and the first goes when the list is full. */
  documents: Map<string, Promise<unknown>>;
}

const storeKey = Symbol.for('arig.data-memo');
type GlobalWithStore = typeof globalThis & { [storeKey]?: Store };
const maxEntries = 5000;
export const maxDocumentEntries = 200;

function store(): Store {
  const g = globalThis as GlobalWithStore;
  const generation = pageCache.generation();
  if (!g[storeKey] || g[storeKey].generation !== generation)
    g[storeKey] = { generation, entries: new Map(), documents: new Map() };
  return g[storeKey];
}

/** A failed load is forgotten, so the next read tries again. */
function loadInto<T>(entries: Map<string, Promise<unknown>>, key: string, load: () => Promise<T>): Promise<T> {
  const pending = load().catch((err: unknown) => {
    if (entries.get(key) === pending) entries.delete(key);
    throw err;
  });
  return pending;
}

export function memo<T>(key: string, load: () => Promise<T>): Promise<T> {
  const s = store();
  const hit = s.entries.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const pending = loadInto(s.entries, key, load);
  if (s.entries.size < maxEntries) s.entries.set(key, pending);
  return pending;
}

/** One document's view, read once per content generation while it is among the recently read. */
export function memoDocument<T>(key: string, load: () => Promise<T>): Promise<T> {
  const { documents } = store();
  const hit = documents.get(key) as Promise<T> | undefined;
  if (hit) {
    documents.delete(key);
    documents.set(key, hit);
    return hit;
  }
  const pending = loadInto(documents, key, load);
  if (documents.size >= maxDocumentEntries) documents.delete(documents.keys().next().value!);
  documents.set(key, pending);
  return pending;
}

/** Reads many keys at once: only the missing ones are loaded, in one batch. */
export async function memoMany<K extends string | number, V>(
  prefix: string,
  keys: K[],
  loadMissing: (missing: K[]) => Promise<Map<K, V>>,
): Promise<Map<K, V | null>> {
  const s = store();
  const out = new Map<K, V | null>();
  const missing: K[] = [];
  for (const k of new Set(keys)) {
    const hit = s.entries.get(`${prefix}:${k}`) as Promise<V | null> | undefined;
    if (hit) out.set(k, await hit);
    else missing.push(k);
  }
  if (missing.length) {
    const loaded = await loadMissing(missing);
    for (const k of missing) {
      const value = loaded.get(k) ?? null;
      out.set(k, value);
      if (s.entries.size < maxEntries) s.entries.set(`${prefix}:${k}`, Promise.resolve(value));
    }
  }
  return out;
}
