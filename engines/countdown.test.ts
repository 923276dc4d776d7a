import { describe, expect, it } from 'vitest';
import { evergreenEnd, pad, remaining, zonedTimeToInstant } from './countdown';

describe('zonedTimeToInstant (Asia/Jerusalem)', () => {
  it('reads winter time as UTC+2 and summer time as UTC+3', () => {
    expect(new Date(zonedTimeToInstant('2026-12-31T20:00')!).toISOString()).toBe('2026-12-31T18:00:00.000Z');
    expect(new Date(zonedTimeToInstant('2026-07-01T09:30')!).toISOString()).toBe('2026-07-01T06:30:00.000Z');
  });

  it('is right on both sides of the clock changes, and reads the gap and the repeated hour one defined way', () => {
    const iso = (local: string) => new Date(zonedTimeToInstant(local)!).toISOString();
    // Autumn (2026-10-25): 02:00 summer time becomes 01:00; 01:00-02:00 happens twice.
    expect(iso('2026-10-25T00:30')).toBe('2026-10-24T21:30:00.000Z');
    expect(iso('2026-10-25T03:00')).toBe('2026-10-25T01:00:00.000Z');
    expect(iso('2026-10-25T01:30')).toBe('2026-10-24T23:30:00.000Z');
    // Spring (2026-03-27): 02:00 winter time becomes 03:00; 02:30 does not exist.
    expect(iso('2026-03-27T01:30')).toBe('2026-03-26T23:30:00.000Z');
    expect(iso('2026-03-27T03:30')).toBe('2026-03-27T00:30:00.000Z');
    expect(iso('2026-03-27T02:30')).toBe('2026-03-27T00:30:00.000Z');
  });

  it('refuses what is not a real date-time', () => {
    for (const bad of ['', '2026-02-30T10:00', '2026-13-01T10:00', '2026-01-01T24:00', '2026-01-01 10:00', 'x'])
      expect(zonedTimeToInstant(bad), bad).toBeNull();
  });
});

describe('remaining', () => {
  const end = Date.UTC(2026, 0, 10, 12, 0, 0);
  const before = (ms: number) => end - ms;

  it('splits into days, hours, minutes and seconds', () => {
    const r = remaining(end, before(((2 * 24 + 3) * 60 + 4) * 60_000 + 5000), ['days', 'hours', 'minutes', 'seconds']);
    expect(r).toEqual({ values: { days: 2, hours: 3, minutes: 4, seconds: 5 }, done: false });
  });

  it('carries a hidden larger unit into the next one shown', () => {
    const r = remaining(end, before((2 * 24 + 3) * 3_600_000), ['hours', 'minutes']);
    expect(r.values).toEqual({ hours: 51, minutes: 0 });
  });

  it('rounds part of a second up, and shows all units when none is chosen', () => {
    expect(remaining(end, before(1500), []).values).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 2 });
  });

  it('ends at zero and stays there', () => {
    expect(remaining(end, end, ['minutes', 'seconds'])).toEqual({ values: { minutes: 0, seconds: 0 }, done: true });
    expect(remaining(end, end + 90_000, ['seconds'])).toEqual({ values: { seconds: 0 }, done: true });
  });

  it('pads to two digits', () => {
    expect([pad(0), pad(7), pad(42), pad(123)]).toEqual(['00', '07', '42', '123']);
  });
});

describe('evergreenEnd', () => {
  const memory = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
  };

  it('starts at the first view and keeps that start on later views', () => {
    const store = memory();
    expect(evergreenEnd(store, 'k', 1000, 60_000)).toBe(61_000);
    expect(evergreenEnd(store, 'k', 50_000, 60_000)).toBe(61_000);
  });

  it('replaces a stored start that is missing, garbage or in the future', () => {
    for (const stored of ['abc', '-5', '0', '999999999999999']) {
      const store = memory();
      store.setItem('k', stored);
      expect(evergreenEnd(store, 'k', 10_000, 1000), stored).toBe(11_000);
      expect(store.m.get('k')).toBe('10000');
    }
  });

  it('still answers when storage refuses to write', () => {
    const store = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(evergreenEnd(store, 'k', 5, 10)).toBe(15);
  });
});
