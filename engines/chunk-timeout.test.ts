import { describe, expect, it } from 'vitest';
import { withTimeout } from './chunk-timeout';
import { fakeTimers } from './testing/fake-timers';

describe('chunk timeout', () => {
  it('abandons a load after 120 s and passes through one that arrives in time', async () => {
    const { timers, advanceAsync: advance } = fakeTimers();
    const never = withTimeout(new Promise<string>(() => undefined), timers);
    await advance(120_000);
    expect(await never).toBeNull();
    expect(await withTimeout(Promise.resolve('ok'), timers)).toBe('ok');
    expect(await withTimeout(Promise.reject(new Error('x')), timers)).toBeNull();
  });
});
