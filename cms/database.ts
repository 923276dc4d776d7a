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

/**
 * Closes the database for good. Payload's destroy() resets the adapter but leaves a Postgres pool open, so
 * the pool is ended too, for at most `waitMs`: ending waits for checked-out connections, and a migration
 * run can leave one checked out. The pool's connections dropping as the server goes away is expected here,
 * not an error that should end the process.
 */
export async function closeDatabase(payload: { db: unknown; destroy(): Promise<void> }, waitMs = 2000): Promise<void> {
  const pool = (payload.db as { pool?: { end(): Promise<void>; on(event: 'error', listener: () => void): void } }).pool;
  pool?.on('error', () => undefined);
  await payload.destroy();
  if (pool) await Promise.race([pool.end(), new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
}
