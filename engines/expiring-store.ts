/** Local-storage entries with an optional lifetime in seconds, purged once expired (spec §3 "Stored entries"). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createExpiringStore(storage: KeyValueStorage, now: () => number) {
  return {
    get<T>(key: string): T | null {
      try {
        const raw = storage.getItem(key);
        if (raw === null) return null;
        const entry = JSON.parse(raw) as { v: T; e?: number };
        if (entry.e !== undefined && entry.e <= now()) {
          storage.removeItem(key);
          return null;
        }
        return entry.v;
      } catch {
        return null;
      }
    },
    set<T>(key: string, value: T, lifetimeSeconds?: number): void {
      try {
        const entry = lifetimeSeconds === undefined ? { v: value } : { v: value, e: now() + lifetimeSeconds * 1000 };
        storage.setItem(key, JSON.stringify(entry));
      } catch {
        // Blocked or full storage: the visitor just sees the widget as new next time.
      }
    },
  };
}

export type ExpiringStore = ReturnType<typeof createExpiringStore>;
