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

/** The parts of node-postgres's pool and client that closing uses; the underscored fields are their own. */
interface PostgresClient {
  release?: () => void;
  activeQuery?: unknown;
  queryQueue?: unknown[];
}
interface PostgresPool {
  end(): Promise<void>;
  on(event: 'error', listener: () => void): void;
  _clients?: PostgresClient[];
  _idle?: { client: unknown }[];
}

const checkedOut = (pool: PostgresPool): PostgresClient[] => {
  const idle = new Set(pool._idle?.map((item) => item.client));
  return (pool._clients ?? []).filter((client) => !idle.has(client));
};
const isQuerying = (client: PostgresClient): boolean =>
  client.activeQuery != null || (client.queryQueue?.length ?? 0) > 0;

/**
 * Closes the database for good. Payload's destroy() resets the adapter but leaves a Postgres pool open, so
 * the pool is ended too. Ending waits for every checked-out connection, and Payload's Postgres adapter
 * checks one out when it connects and never gives it back (db-postgres's connect.js): so the connections
 * still out are released here. A query still running (work a request or a hook left behind) is given
 * until `waitMs` to finish first; a connection released here is released once only, since its borrower
 * releasing it again would throw from node-postgres's pool, out of anyone's reach (CI caught one).
 * The pool's connections dropping as the server goes away is expected here, not an error that should end
 * the process.
 */
export async function closeDatabase(payload: { db: unknown; destroy(): Promise<void> }, waitMs = 2000): Promise<void> {
  const pool = (payload.db as { pool?: PostgresPool }).pool;
  pool?.on('error', () => undefined);
  await payload.destroy();
  if (!pool) return;
  const deadline = Date.now() + waitMs;
  while (checkedOut(pool).some(isQuerying) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 10));
  const ended = pool.end();
  for (const client of checkedOut(pool)) {
    const release = client.release;
    client.release = () => undefined;
    release?.call(client);
  }
  await Promise.race([
    ended,
    new Promise((resolve) => setTimeout(resolve, Math.max(deadline - Date.now(), 100)).unref()),
  ]);
}
