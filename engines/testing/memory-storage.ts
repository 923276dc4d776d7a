import type { KeyValueStorage } from '../expiring-store';

/** Web Storage for engine tests: a Map the test can inspect (`data`) behind getItem/setItem/removeItem. */
export function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}
