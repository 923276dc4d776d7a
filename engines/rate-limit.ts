/** At most `limit` events per key in each window of `windowMs` (a fixed window that starts at a key's first event). */
export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one event for the key; false when it goes over the limit of the key's current window. */
  take(key: string): boolean;
  /** Whether the key has used up its window, without counting anything. */
  exhausted(key: string): boolean;
  /** Whole seconds until the key's window ends (for Retry-After); 0 for a key with no open window. */
  retryAfterSeconds(key: string): number;
}

interface Window {
  start: number;
  count: number;
}

/**
 * In-memory and bounded: once `maxKeys` keys are held, ended windows are dropped, then the oldest, so a
 * flood of new keys cannot grow memory without limit.
 */
export function createRateLimiter(rule: RateRule, now: () => number, maxKeys = 10_000): RateLimiter {
  const windows = new Map<string, Window>();
  const open = (key: string): Window | undefined => {
    const window = windows.get(key);
    if (window && now() - window.start < rule.windowMs) return window;
    if (window) windows.delete(key);
    return undefined;
  };
  const makeRoom = () => {
    if (windows.size < maxKeys) return;
    for (const [key, window] of windows) if (now() - window.start >= rule.windowMs) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  };
  return {
    take(key) {
      const window = open(key);
      if (window) return ++window.count <= rule.limit;
      makeRoom();
      windows.set(key, { start: now(), count: 1 });
      return rule.limit >= 1;
    },
    exhausted: (key) => (open(key)?.count ?? 0) >= rule.limit,
    retryAfterSeconds(key) {
      const window = open(key);
      return window ? Math.ceil((window.start + rule.windowMs - now()) / 1000) : 0;
    },
  };
}

/** What a limiter answers: whether the event may go ahead, and how long until the key's window ends. */
export interface RateVerdict {
  ok: boolean;
  retryAfterSeconds: number;
}

/**
 * A limiter that may be shared by several instances (data/cluster/postgres-rate-limit.ts), so it answers
 * asynchronously: `take` counts one event, `peek` only asks whether the window is used up.
 */
export interface SharedRateLimiter {
  take(key: string): Promise<RateVerdict>;
  peek(key: string): Promise<RateVerdict>;
}

/** Makes a limiter for one scope (a kind of request) and its rule. */
export type RateLimiterFactory = (scope: string, rule: RateRule) => SharedRateLimiter;

/** The one-process limiter behind the shared interface: what a single instance (and SQLite) uses. */
export const localRateLimiters =
  (now: () => number = Date.now): RateLimiterFactory =>
  (_scope, rule) => {
    const limiter = createRateLimiter(rule, now);
    const verdict = (ok: boolean, key: string): RateVerdict => ({
      ok,
      retryAfterSeconds: limiter.retryAfterSeconds(key),
    });
    return {
      take: async (key) => verdict(limiter.take(key), key),
      peek: async (key) => verdict(!limiter.exhausted(key), key),
    };
  };
