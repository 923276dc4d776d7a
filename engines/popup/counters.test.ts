import { describe, expect, it } from 'vitest';
import { createExpiringStore } from '../expiring-store';
import {
  countTimesShown,
  disablePopup,
  isDisabled,
  popupKeys,
  readConversions,
  readTimesShown,
  readVisits,
  recordVisit,
  rememberConversion,
  rememberSeconds,
  timesPeriodSeconds,
  type PopupStores,
} from './counters';
import { memoryStorage } from '../testing/memory-storage';

function setup() {
  let now = 1_000_000;
  const local = memoryStorage();
  let session = memoryStorage();
  const clock = () => now;
  const stores: PopupStores = {
    now: clock,
    store: createExpiringStore(local, clock),
    sessionStore: createExpiringStore(
      {
        getItem: (k) => session.getItem(k),
        setItem: (k, v) => session.setItem(k, v),
        removeItem: (k) => session.removeItem(k),
      },
      clock,
    ),
  };
  return {
    stores,
    local,
    advanceSeconds: (s: number) => void (now += s * 1000),
    /** A new browser session: sessionStorage starts empty. */
    newSession: () => void (session = memoryStorage()),
  };
}

describe('time frames', () => {
  it('are the spec constants', () => {
    expect(timesPeriodSeconds).toEqual({ day: 86400, week: 604800, month: 2628288 });
  });
});

describe('page views and sessions since first seen', () => {
  it('starts at zero and counts each page view', () => {
    const { stores } = setup();
    expect(readVisits(stores)).toEqual({ pageViews: 0, sessions: 0 });
    expect(recordVisit(stores)).toEqual({ pageViews: 1, sessions: 1 });
    expect(recordVisit(stores)).toEqual({ pageViews: 2, sessions: 1 });
    expect(readVisits(stores)).toEqual({ pageViews: 2, sessions: 1 });
  });

  it('counts a session once per browser session', () => {
    const { stores, newSession } = setup();
    recordVisit(stores);
    recordVisit(stores);
    newSession();
    expect(recordVisit(stores)).toEqual({ pageViews: 3, sessions: 2 });
  });

  it('stores the counts with a lifetime, so they are forgotten after a year of absence', () => {
    const { stores, advanceSeconds } = setup();
    recordVisit(stores);
    advanceSeconds(rememberSeconds - 1);
    expect(readVisits(stores).pageViews).toBe(1);
    advanceSeconds(1);
    expect(readVisits(stores)).toEqual({ pageViews: 0, sessions: 0 });
  });

  it('ignores tampered values', () => {
    const { stores } = setup();
    stores.store.set(popupKeys.pageViews, 'lots');
    stores.store.set(popupKeys.sessions, -4);
    expect(readVisits(stores)).toEqual({ pageViews: 0, sessions: 0 });
  });
});

describe('times counter per period', () => {
  it.each(['day', 'week', 'month'] as const)('resets when the %s since the first count has passed', (period) => {
    const { stores, advanceSeconds } = setup();
    countTimesShown(stores, 'p1', period);
    advanceSeconds(timesPeriodSeconds[period] - 10);
    countTimesShown(stores, 'p1', period);
    expect(readTimesShown(stores, 'p1', period)).toBe(2);
    advanceSeconds(9);
    expect(readTimesShown(stores, 'p1', period)).toBe(2);
    advanceSeconds(1);
    expect(readTimesShown(stores, 'p1', period)).toBe(0);
  });

  it('keeps the frame end fixed as later counts come in', () => {
    const { stores, local, advanceSeconds } = setup();
    countTimesShown(stores, 'p1', 'day');
    const firstExpiry = JSON.parse(local.data.get(popupKeys.times('p1')) ?? '{}').e;
    advanceSeconds(3600);
    countTimesShown(stores, 'p1', 'day');
    expect(JSON.parse(local.data.get(popupKeys.times('p1')) ?? '{}').e).toBe(firstExpiry);
  });

  it('is purged from storage by its lifetime', () => {
    const { stores, local, advanceSeconds } = setup();
    countTimesShown(stores, 'p1', 'day');
    advanceSeconds(86400);
    expect(readTimesShown(stores, 'p1', 'day')).toBe(0);
    expect(local.data.has(popupKeys.times('p1'))).toBe(false);
  });

  it('takes a shortened period into account at once', () => {
    const { stores, advanceSeconds } = setup();
    countTimesShown(stores, 'p1', 'month');
    advanceSeconds(86400);
    expect(readTimesShown(stores, 'p1', 'month')).toBe(1);
    expect(readTimesShown(stores, 'p1', 'day')).toBe(0);
  });

  it('counts per session in session storage, reset by a new session', () => {
    const { stores, local, newSession, advanceSeconds } = setup();
    countTimesShown(stores, 'p1', 'session');
    countTimesShown(stores, 'p1', 'session');
    advanceSeconds(10 * 86400);
    expect(readTimesShown(stores, 'p1', 'session')).toBe(2);
    expect(local.data.has(popupKeys.times('p1'))).toBe(false);
    newSession();
    expect(readTimesShown(stores, 'p1', 'session')).toBe(0);
  });

  it('keeps popups apart', () => {
    const { stores } = setup();
    countTimesShown(stores, 'p1', 'day');
    expect(readTimesShown(stores, 'p2', 'day')).toBe(0);
  });
});

describe('flags', () => {
  it('disables one popup for a year', () => {
    const { stores, advanceSeconds } = setup();
    expect(isDisabled(stores, 'p1')).toBe(false);
    disablePopup(stores, 'p1');
    expect(isDisabled(stores, 'p1')).toBe(true);
    expect(isDisabled(stores, 'p2')).toBe(false);
    advanceSeconds(rememberSeconds);
    expect(isDisabled(stores, 'p1')).toBe(false);
  });

  it('remembers each kind of conversion once', () => {
    const { stores } = setup();
    expect(readConversions(stores)).toEqual([]);
    rememberConversion(stores, 'form');
    rememberConversion(stores, 'form');
    rememberConversion(stores, 'contact');
    expect(readConversions(stores)).toEqual(['contact', 'form']);
  });

  it('ignores unknown stored conversion kinds', () => {
    const { stores } = setup();
    stores.store.set(popupKeys.conversions, ['chat', 'hack']);
    expect(readConversions(stores)).toEqual(['chat']);
    stores.store.set(popupKeys.conversions, 'chat');
    expect(readConversions(stores)).toEqual([]);
  });
});
