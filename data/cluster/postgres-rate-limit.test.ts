import { describe, expect, it } from 'vitest';
import { useTwoInstances } from './two-instances.testing';
import { postgresRateLimiters } from './postgres-rate-limit';

/** Two pools on one database stand for two instances of arig. */
const instances = useTwoInstances();

describe('rate limits shared by the instances on one Postgres', () => {
  it('holds a limit reached through one instance on the other, per scope and per client', async () => {
    const a = await postgresRateLimiters(instances.a);
    const b = await postgresRateLimiters(instances.b);
    const rule = { limit: 3, windowMs: 60_000 };
    const onA = a.limiters('forgot-password', rule);
    const onB = b.limiters('forgot-password', rule);
    expect((await onA.take('203.0.113.7')).ok).toBe(true);
    expect((await onB.take('203.0.113.7')).ok).toBe(true);
    expect((await onA.peek('203.0.113.7')).ok).toBe(true);
    expect((await onA.take('203.0.113.7')).ok).toBe(true);
    const over = await onB.take('203.0.113.7');
    expect(over).toMatchObject({ ok: false });
    expect(over.retryAfterSeconds).toBeGreaterThan(50);
    expect((await onA.peek('203.0.113.7')).ok).toBe(false);
    // Another client, and another kind of request, have counts of their own.
    expect((await onB.take('198.51.100.1')).ok).toBe(true);
    expect((await b.limiters('form-posts', rule).take('203.0.113.7')).ok).toBe(true);
    a.stop();
    b.stop();
  });

  it('counts concurrent requests from both instances exactly', async () => {
    const a = await postgresRateLimiters(instances.a);
    const b = await postgresRateLimiters(instances.b);
    const rule = { limit: 10, windowMs: 60_000 };
    const verdicts = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).limiters('burst', rule).take('192.0.2.9')),
    );
    expect(verdicts.filter((v) => v.ok)).toHaveLength(10);
    a.stop();
    b.stop();
  });

  it('opens a new window once the last has ended', async () => {
    const { limiters, stop } = await postgresRateLimiters(instances.a);
    const limiter = limiters('short', { limit: 1, windowMs: 300 });
    expect((await limiter.take('192.0.2.1')).ok).toBe(true);
    expect((await limiter.take('192.0.2.1')).ok).toBe(false);
    await new Promise((r) => setTimeout(r, 400));
    expect((await limiter.take('192.0.2.1')).ok).toBe(true);
    stop();
  });

  it("falls back to this instance's own count when the database cannot answer, never letting requests through uncounted", async () => {
    const broken = { query: async () => Promise.reject(new Error('connection refused')) };
    const logged: string[] = [];
    const healthy = await postgresRateLimiters(instances.a);
    // Built while the table exists; then the database goes away.
    let down = false;
    const flaky = {
      query: <R extends object>(text: string, params?: unknown[]) =>
        down ? broken.query() : (instances.a.query(text, params) as Promise<{ rows: R[] }>),
    };
    const { limiters, stop } = await postgresRateLimiters(flaky, (m) => logged.push(m));
    down = true;
    const limiter = limiters('outage', { limit: 2, windowMs: 60_000 });
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push((await limiter.take('192.0.2.2')).ok);
    expect(verdicts).toEqual([true, true, false, false]);
    expect(logged).toHaveLength(1);
    healthy.stop();
    stop();
  });
});
