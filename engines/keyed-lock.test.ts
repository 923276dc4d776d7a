import { describe, expect, it } from 'vitest';
import { keyedLock } from './keyed-lock';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('keyedLock', () => {
  it('never interleaves a read-change-write on one key', async () => {
    const withLock = keyedLock();
    let value = 0;
    const bump = () =>
      withLock('a', async () => {
        const read = value;
        await tick();
        value = read + 1;
      });
    await Promise.all(Array.from({ length: 20 }, bump));
    expect(value).toBe(20);
  });

  it('runs other keys side by side and goes on after a failure', async () => {
    const withLock = keyedLock();
    const order: string[] = [];
    const slow = withLock('a', async () => {
      await tick();
      await tick();
      order.push('a');
    });
    const fast = withLock('b', async () => {
      order.push('b');
    });
    await Promise.all([slow, fast]);
    expect(order).toEqual(['b', 'a']);
    await expect(withLock('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(withLock('a', async () => 7)).resolves.toBe(7);
  });
});
