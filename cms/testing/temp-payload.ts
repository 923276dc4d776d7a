import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Migration, Payload, TypedUser } from 'payload';
import { closeDatabase } from '../database';
import { startTempPostgres } from './temp-postgres';

/** The dialect the integration tests run on: SQLite, or Postgres in the `postgres` test project (vitest.config.ts). */
export const testDialect = (): 'sqlite' | 'postgres' =>
  process.env.ARIG_TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/**
 * A real Payload on a fresh database, schema from the committed migrations: a SQLite file, or its own
 * throwaway PostgreSQL server when the test project says so (the same tests run on both).
 * DATABASE_URL and MEDIA_DIR must be set before the config module is first imported.
 */
export async function startTempPayload(): Promise<{ payload: Payload; cleanup(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'arig-test-'));
  const postgres = testDialect() === 'postgres' ? await startTempPostgres() : null;
  process.env.DATABASE_URL = postgres?.url ?? `file:${path.join(dir, 'test.db')}`;
  process.env.MEDIA_DIR = path.join(dir, 'media');
  process.env.FORM_FILES_DIR = path.join(dir, 'form-files');
  const [{ getPayload }, { default: config }, { migrations }] = await Promise.all([
    import('payload'),
    import('../payload.config'),
    postgres ? import('../migrations/postgres') : import('../migrations/sqlite'),
  ]);
  const payload = await getPayload({ config });
  // Generated migrations type their argument precisely; the adapter's parameter type is looser.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] });
  return {
    payload,
    cleanup: async () => {
      await closeDatabase(payload);
      await postgres?.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** An editor account on a temporary Payload, as the request user of access-checked calls. */
export async function createTestEditor(payload: Payload): Promise<TypedUser> {
  const user = await payload.create({
    collection: 'users',
    data: { email: 'ed@arig.example', password: 'secret-pass-1', name: 'עורך', roles: ['editor'] },
    overrideAccess: true,
  });
  return { ...user, collection: 'users' } as TypedUser;
}

/** An admin account on a temporary Payload (the WordPress importer acts as one). */
export async function createTestAdmin(payload: Payload): Promise<TypedUser> {
  const user = await payload.create({
    collection: 'users',
    data: { email: 'owner@arig.example', password: 'owner-pass-2026', name: 'בעלת האתר', roles: ['admin'] },
    overrideAccess: true,
  });
  return { ...user, collection: 'users' } as TypedUser;
}
