import { describe, expect, it } from 'vitest';
import { useTwoInstances } from './two-instances.testing';
import { onceAcrossInstances } from './once-across-instances';

/** Two pools on one database stand for two instances of arig. */
const instances = useTwoInstances();

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a timed job on several instances', () => {
  it('runs on one instance at a time: the other skips the round while it runs', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const job = async () => {
      running += 1;
      most = Math.max(most, running);
      runs += 1;
      await pause(150);
      running -= 1;
    };
    const ran = await Promise.all([
      onceAcrossInstances(instances.a, 'sweep-carts', job),
      onceAcrossInstances(instances.b, 'sweep-carts', job),
      onceAcrossInstances(instances.b, 'sweep-carts', job),
    ]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    expect(most).toBe(1);
    // Once it has finished, the next round runs again, on either instance; another job is not held up.
    expect(await onceAcrossInstances(instances.b, 'sweep-carts', job)).toBe(true);
    const [other] = await Promise.all([
      onceAcrossInstances(instances.a, 'expire-orders', async () => pause(50)),
      onceAcrossInstances(instances.b, 'sweep-carts', job),
    ]);
    expect(other).toBe(true);
  });

  it('releases the lock when the job fails', async () => {
    await expect(
      onceAcrossInstances(instances.a, 'roll-up', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await onceAcrossInstances(instances.b, 'roll-up', async () => undefined)).toBe(true);
  });

  it('just runs without a pool (SQLite: one process)', async () => {
    let runs = 0;
    expect(await onceAcrossInstances(null, 'sweep-carts', async () => void (runs += 1))).toBe(true);
    expect(runs).toBe(1);
  });
});
