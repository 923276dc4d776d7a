import { pageCache } from './page-cache';

/**
 * Shared reads (settings, menus, categories, media) memoised until the next content change: the same
 * purge that empties the page cache (a new generation) empties this too, so nothing stale survives a
 * publish. Lives on globalThis for the same reason as the page cache.
 */
interface Store {
  generation: number;
  entries: Map<string, Promise<unknown>>;
}

const storeKey = Symbol.for('arig.data-memo');
type GlobalWithStore = typeof globalThis & { [storeKey]?: Store };
const maxEntries = 5000;

function store(): Store {
  const g = globalThis as GlobalWithStore;
  const generation = pageCache.generation();
  if (!g[storeKey] || g[storeKey].generation !== generation) g[storeKey] = { generation, entries: new Map() };
  return g[storeKey];
}

export function memo<T>(key: string, load: () => Promise<T>): Promise<T> {
  const s = store();
  const hit = s.entries.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const pending = load().catch((err: unknown) => {
    s.entries.delete(key);
    throw err;
  });
  if (s.entries.size < maxEntries) s.entries.set(key, pending);
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
