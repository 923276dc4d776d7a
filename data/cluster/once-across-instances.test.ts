import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPostgres, type TempPostgres } from '../../cms/testing/temp-postgres';
import { onceAcrossInstances } from './once-across-instances';

let postgres: TempPostgres;
let poolA: pg.Pool;
let poolB: pg.Pool;

beforeAll(async () => {
  postgres = await startTempPostgres();
  poolA = new pg.Pool({ connectionString: postgres.url, max: 2 });
  poolB = new pg.Pool({ connectionString: postgres.url, max: 2 });
});
afterAll(async () => {
  await poolA?.end();
  await poolB?.end();
  await postgres?.stop();
});

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
      onceAcrossInstances(poolA, 'sweep-carts', job),
      onceAcrossInstances(poolB, 'sweep-carts', job),
      onceAcrossInstances(poolB, 'sweep-carts', job),
    ]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    expect(most).toBe(1);
    // Once it has finished, the next round runs again, on either instance; another job is not held up.
    expect(await onceAcrossInstances(poolB, 'sweep-carts', job)).toBe(true);
    const [other] = await Promise.all([
      onceAcrossInstances(poolA, 'expire-orders', async () => pause(50)),
      onceAcrossInstances(poolB, 'sweep-carts', job),
    ]);
    expect(other).toBe(true);
  });

  it('releases the lock when the job fails', async () => {
    await expect(
      onceAcrossInstances(poolA, 'roll-up', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await onceAcrossInstances(poolB, 'roll-up', async () => undefined)).toBe(true);
  });

  it('just runs without a pool (SQLite: one process)', async () => {
    let runs = 0;
    expect(await onceAcrossInstances(null, 'sweep-carts', async () => void (runs += 1))).toBe(true);
    expect(runs).toBe(1);
  });
});
