import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { startTempPostgres, type TempPostgres } from '../../cms/testing/temp-postgres';

/**
 * A throwaway Postgres for the test file and two pools on it, standing for two instances of arig behind a
 * load balancer. The pools are read after the file's setup has run.
 */
export function useTwoInstances(): { readonly a: pg.Pool; readonly b: pg.Pool } {
  let postgres: TempPostgres | undefined;
  const pools: pg.Pool[] = [];
  beforeAll(async () => {
    postgres = await startTempPostgres();
    for (let i = 0; i < 2; i++) pools.push(new pg.Pool({ connectionString: postgres.url, max: 2 }));
  });
  afterAll(async () => {
    for (const pool of pools) await pool.end();
    await postgres?.stop();
  });
  return {
    get a() {
      return pools[0]!;
    },
    get b() {
      return pools[1]!;
    },
  };
}
