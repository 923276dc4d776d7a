import type { DatabaseAdapterObj } from 'payload';
import { env, isPostgres } from '../config/env';

/**
 * SQLite by default, Postgres when DATABASE_URL says so. The schema comes only from the committed
 * migrations of each dialect (never from Payload's dev-time push), applied on connect.
 * Only the chosen dialect's adapter and migrations are loaded: the other's cost every process about half
 * a second of start and its modules' memory for nothing (the generated migrations import their adapter).
 */
export async function databaseAdapter(): Promise<DatabaseAdapterObj> {
  const url = env().DATABASE_URL;
  if (isPostgres(url)) {
    const [{ postgresAdapter }, { migrations: postgresMigrations }] = await Promise.all([
      import('@payloadcms/db-postgres'),
      import('./migrations/postgres'),
    ]);
    return postgresAdapter({
      pool: { connectionString: url },
      push: false,
      prodMigrations: postgresMigrations,
      migrationDir: new URL('./migrations/postgres', import.meta.url).pathname,
    });
  }
  const [{ sqliteAdapter }, { migrations: sqliteMigrations }] = await Promise.all([
    import('@payloadcms/db-sqlite'),
    import('./migrations/sqlite'),
  ]);
  return sqliteAdapter({
    client: { url },
    push: false,
    wal: { synchronous: 'FULL' },
    busyTimeout: 5000,
    prodMigrations: sqliteMigrations,
    migrationDir: new URL('./migrations/sqlite', import.meta.url).pathname,
  });
}

/** The parts of node-postgres's pool that closing uses; `_clients` and `_idle` are its own fields. */
interface PostgresPool {
  end(): Promise<void>;
  on(event: 'error', listener: () => void): void;
  _clients?: { release?: () => void }[];
  _idle?: { client: unknown }[];
}

/**
 * Closes the database for good. Payload's destroy() resets the adapter but leaves a Postgres pool open, so
 * the pool is ended too. Ending waits for every checked-out connection, and Payload's Postgres adapter
 * checks one out when it connects and never gives it back (db-postgres's connect.js): so the connections
 * still out are released here, since every caller has finished its work first (the server drains its
 * requests and jobs; a test has run). `waitMs` bounds the end should anything else hold on. The pool's
 * connections dropping as the server goes away is expected here, not an error that should end the process.
 */
export async function closeDatabase(payload: { db: unknown; destroy(): Promise<void> }, waitMs = 2000): Promise<void> {
  const pool = (payload.db as { pool?: PostgresPool }).pool;
  pool?.on('error', () => undefined);
  await payload.destroy();
  if (!pool) return;
  const idle = new Set(pool._idle?.map((item) => item.client));
  const ended = pool.end();
  for (const client of pool._clients ?? []) if (!idle.has(client)) client.release?.();
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
}
