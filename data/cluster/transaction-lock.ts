import type { PostgresAdapter } from '@payloadcms/db-postgres';
import type { Payload, PayloadRequest } from 'payload';

/**
 * Holds a Postgres advisory lock until the request's transaction ends (commit or rollback), taken on that
 * transaction's own connection. A waiter holds only the connection its transaction uses anyway, so many
 * keys locked at once cannot starve the pool, as a session lock on a second connection did. Without a
 * transaction (SQLite, where one process owns the file) there is nothing to take.
 */
export async function lockUntilTransactionEnds(
  p: Payload,
  req: Partial<PayloadRequest>,
  namespace: string,
  key: string,
): Promise<void> {
  if (p.db.name !== 'postgres' || req.transactionID === undefined) return;
  const session = p.db.sessions?.[await req.transactionID];
  if (!session) throw new Error(`No open transaction to hold the ${namespace} lock in.`);
  const transaction = session.db as PostgresAdapter['sessions'][string]['db'];
  const { sql } = await import('@payloadcms/db-postgres');
  // Two 32-bit keys: the namespace's and the key's, each hashed by Postgres itself.
  await transaction.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${namespace}), hashtext(${key}))`);
}
