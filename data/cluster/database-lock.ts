import type { PostgresAdapter } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import { keyedLock } from '../../engines/keyed-lock';

type Pool = PostgresAdapter['pool'];

/** The Postgres pool under Payload's adapter, or null on SQLite (one process owns the file). */
export const postgresPool = (p: Payload): Pool | null =>
  p.db.name === 'postgres' ? ((p.db as { pool?: Pool }).pool ?? null) : null;

/**
 * Runs tasks with the same key one at a time across every instance that shares the database: in this
 * process through a keyed lock (so it holds at most one connection per key while it waits), and on
 * Postgres through a session advisory lock on a connection of its own, which the server releases by
 * itself if this process dies holding it. On SQLite the process lock is the whole of it.
 */
export function databaseLock(namespace: string, database: () => Promise<Payload>) {
  const local = keyedLock();
  return function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
    return local(key, async () => {
      const pool = postgresPool(await database());
      if (!pool) return task();
      const client = await pool.connect();
      let healthy = true;
      try {
        // Two 32-bit keys: the namespace's and the key's, each hashed by Postgres itself.
        await client.query('SELECT pg_advisory_lock(hashtext($1), hashtext($2))', [namespace, key]);
        return await task();
      } finally {
        await client
          .query('SELECT pg_advisory_unlock(hashtext($1), hashtext($2))', [namespace, key])
          .catch(() => (healthy = false));
        // A connection that could not unlock may still hold the lock: it is closed, not reused.
        client.release(!healthy);
      }
    });
  };
}
