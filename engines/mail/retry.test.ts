import { describe, expect, it } from 'vitest';
import { maxSendAttempts, retryDelayAfter } from './retry';

describe('outbox retries', () => {
  it('wait longer after each failure', () => {
    const delays = Array.from({ length: maxSendAttempts - 1 }, (_, i) => retryDelayAfter(i + 1)!);
    expect(delays[0]).toBe(30_000);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThan(delays[i - 1]!);
  });

  it('keep trying for more than a day, then stop', () => {
    const total = Array.from({ length: maxSendAttempts - 1 }, (_, i) => retryDelayAfter(i + 1)!).reduce(
      (a, b) => a + b,
    );
    expect(total).toBeGreaterThan(24 * 3_600_000);
    expect(retryDelayAfter(maxSendAttempts)).toBeNull();
    expect(retryDelayAfter(0)).toBeNull();
  });
});
