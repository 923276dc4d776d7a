import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('rate limiter', () => {
  it('allows the limit in a window, refuses beyond it, and opens a new window after it ends', () => {
    let now = 1_000;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 }, () => now);
    expect([1, 2, 3].map(() => limiter.take('a'))).toEqual([true, true, true]);
    expect(limiter.exhausted('a')).toBe(true);
    expect(limiter.take('a')).toBe(false);
    expect(limiter.take('b'), 'keys are counted apart').toBe(true);
    now += 59_001;
    expect(limiter.retryAfterSeconds('a')).toBe(1);
    expect(limiter.take('a')).toBe(false);
    now += 1_000;
    expect(limiter.exhausted('a')).toBe(false);
    expect(limiter.retryAfterSeconds('a')).toBe(0);
    expect(limiter.take('a')).toBe(true);
  });

  it('counts only through take: exhausted and retryAfterSeconds change nothing', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 }, () => 0);
    for (let i = 0; i < 5; i++) expect(limiter.exhausted('a')).toBe(false);
    expect(limiter.retryAfterSeconds('a')).toBe(0);
    expect(limiter.take('a')).toBe(true);
    expect(limiter.exhausted('a')).toBe(true);
    expect(limiter.retryAfterSeconds('a')).toBe(1);
  });

  it('holds at most maxKeys keys, dropping ended windows first, then the oldest', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 100 }, () => now, 3);
    limiter.take('old');
    now = 150;
    limiter.take('a');
    limiter.take('b');
    limiter.take('c'); // 'old' has ended: dropped to make room
    expect(limiter.exhausted('a') && limiter.exhausted('b') && limiter.exhausted('c')).toBe(true);
    limiter.take('d'); // full of open windows: the oldest ('a') goes
    expect(limiter.exhausted('a')).toBe(false);
    expect(limiter.exhausted('d')).toBe(true);
  });

  it('refuses everything with a limit of 0', () => {
    const limiter = createRateLimiter({ limit: 0, windowMs: 1000 }, () => 0);
    expect(limiter.take('a')).toBe(false);
    expect(limiter.exhausted('a')).toBe(true);
  });
});
