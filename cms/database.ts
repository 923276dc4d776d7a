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
