import { describe, expect, it } from 'vitest';
import { createExpiringStore } from './expiring-store';

describe('stored entries with a lifetime', () => {
  it('returns a value until its lifetime passes, then purges it', () => {
    const data = new Map<string, string>();
    let now = 0;
    const store = createExpiringStore(
      {
        getItem: (k) => data.get(k) ?? null,
        setItem: (k, v) => void data.set(k, v),
        removeItem: (k) => void data.delete(k),
      },
      () => now,
    );
    store.set('popup-1-disabled', true, 60);
    store.set('forever', 'x');
    now = 59_999;
    expect(store.get('popup-1-disabled')).toBe(true);
    now = 60_000;
    expect(store.get('popup-1-disabled')).toBeNull();
    expect(data.has('popup-1-disabled')).toBe(false);
    expect(store.get('forever')).toBe('x');
  });

  it('treats unreadable entries and blocked storage as empty', () => {
    const store = createExpiringStore(
      {
        getItem: () => '{broken',
        setItem: () => {
          throw new Error('full');
        },
        removeItem: () => undefined,
      },
      () => 0,
    );
    expect(store.get('x')).toBeNull();
    expect(() => store.set('x', 1)).not.toThrow();
  });
});
