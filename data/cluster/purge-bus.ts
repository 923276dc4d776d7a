import { randomUUID } from 'node:crypto';
import type { Payload } from 'payload';
// The types of the `pg` driver that Payload's Postgres adapter runs on (its pool hands out these clients).
import type { PoolClient } from 'pg';
import { pageCache } from '../cache/page-cache';
import { postgresPool } from './database-lock';

/** The channel every instance listens on; a notification's payload names the instance that purged. */
export const purgeChannel = 'arig_purge';

export interface PurgeBus {
  stop(): Promise<void>;
}

/**
 * Several instances on one Postgres (issue 23): a change published through any of them empties the page
 * cache and the memos of all. Each purge here is sent with `pg_notify`; each instance listens on a
 * connection of its own and purges when another instance's notice arrives. A dropped connection is
 * reopened (after a second, then longer), and the cache is purged on reopening, since notices sent while
 * it was down are lost. On SQLite there is one process, and nothing to tell.
 */
export async function startPurgeBus(
  p: Payload,
  log: (message: string) => void = console.warn,
): Promise<PurgeBus | null> {
  const pool = postgresPool(p);
  if (!pool) return null;
  const instance = randomUUID();
  let client: PoolClient | null = null;
  let stopped = false;
  let retryMs = 1000;

  const listen = async (): Promise<void> => {
    if (stopped) return;
    try {
      const c = await pool.connect();
      c.on('notification', (message) => {
        if (message.channel === purgeChannel && message.payload !== instance) pageCache.purgeAll('elsewhere');
      });
      const reopen = () => {
        if (client !== c) return;
        client = null;
        c.release(true);
        if (!stopped) setTimeout(() => void listen(), retryMs).unref();
      };
      c.on('error', reopen);
      c.on('end', reopen);
      await c.query(`LISTEN ${purgeChannel}`);
      client = c;
      retryMs = 1000;
      pageCache.purgeAll('elsewhere');
    } catch (error) {
      log(`▸ ערוץ הניקוי בין השרתים לא נפתח, ננסה שוב: ${String(error)}`);
      retryMs = Math.min(retryMs * 2, 30_000);
      if (!stopped) setTimeout(() => void listen(), retryMs).unref();
    }
  };

  const unsubscribe = pageCache.onPurge(() => {
    pool
      .connect()
      .then(async (c) => {
        try {
          await c.query('SELECT pg_notify($1, $2)', [purgeChannel, instance]);
        } finally {
          c.release();
        }
      })
      .catch((error: unknown) => log(`▸ הודעת הניקוי לשרתים האחרים לא נשלחה: ${String(error)}`));
  });

  await listen();
  return {
    async stop() {
      stopped = true;
      unsubscribe();
      const c = client;
      client = null;
      if (c) {
        await c.query(`UNLISTEN ${purgeChannel}`).catch(() => undefined);
        c.release();
      }
    },
  };
}
