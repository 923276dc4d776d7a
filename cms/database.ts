import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import type { DatabaseAdapterObj } from 'payload';
import { env, isPostgres } from '../config/env';
import { migrations as postgresMigrations } from './migrations/postgres';
import { migrations as sqliteMigrations } from './migrations/sqlite';

/**
 * SQLite by default, Postgres when DATABASE_URL says so. The schema comes only from the committed
 * migrations of each dialect (never from Payload's dev-time push), applied on connect.
 */
export function databaseAdapter(): DatabaseAdapterObj {
  const url = env().DATABASE_URL;
  if (isPostgres(url)) {
    return postgresAdapter({
      pool: { connectionString: url },
      push: false,
      prodMigrations: postgresMigrations,
      migrationDir: new URL('./migrations/postgres', import.meta.url).pathname,
    });
  }
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
