import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase } from './database';
import { startTempPostgres, type TempPostgres } from './testing/temp-postgres';

/**
 * Closing a Postgres pool the way Payload leaves it: one connection checked out for good (its adapter's),
 * and whatever work a request or a hook left running.
 */
let server: TempPostgres;

beforeAll(async () => {
  server = await startTempPostgres();
});

afterAll(async () => {
  await server?.stop();
});

async function payloadLikePool() {
  const pool = new pg.Pool({ connectionString: server.url });
  const adapters = await pool.connect();
  return { pool, adapters, payload: { db: { pool }, destroy: async () => undefined } };
}

describe('closing the database', () => {
  it('lets a query still running finish, then ends the pool with the adapter’s connection', async () => {
    const { pool, payload } = await payloadLikePool();
    const running = pool.query('SELECT pg_sleep(0.3), 42 AS answer');
    await closeDatabase(payload, 5000);
    await expect(running).resolves.toMatchObject({ rows: [{ answer: 42 }] });
    expect(pool.totalCount).toBe(0);
    expect(pool.ended).toBe(true);
  });

  it('stops waiting for a query that outlasts its bound, and that query still ends without a crash', async () => {
    const { pool, payload } = await payloadLikePool();
    let settled = false;
    const running = pool.query('SELECT pg_sleep(1.5), 7 AS answer').finally(() => (settled = true));
    await closeDatabase(payload, 300);
    expect(settled).toBe(false);
    await expect(running).resolves.toMatchObject({ rows: [{ answer: 7 }] });
    expect(pool.totalCount).toBe(0);
  });

  it('leaves a borrower’s own release after closing harmless', async () => {
    const { pool, payload } = await payloadLikePool();
    const borrowed = await pool.connect();
    await closeDatabase(payload, 300);
    expect(() => borrowed.release()).not.toThrow();
    expect(pool.totalCount).toBe(0);
  });
});
