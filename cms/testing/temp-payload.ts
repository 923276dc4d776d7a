import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Migration, Payload, TypedUser } from 'payload';
import { closeDatabase } from '../database';
import { templateDatabase, templateVariables } from './migrated-template';
import { createDatabase, dropDatabase, startTempPostgres } from './temp-postgres';

/** The dialect the integration tests run on: SQLite, or Postgres in the `postgres` test project (vitest.config.ts). */
export const testDialect = (): 'sqlite' | 'postgres' =>
  process.env.ARIG_TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

let databases = 0;

/**
 * A fresh database of the test project's dialect, with its own cleanup: a copy of the project's migrated
 * template (cms/testing/migrated-template.ts) when the project made one, or else an empty SQLite file or a
 * throwaway PostgreSQL server of its own, which the migrations below then fill.
 */
async function freshDatabase(dir: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (testDialect() === 'postgres') {
    const server = process.env[templateVariables.postgres];
    if (server) {
      const name = `arig_${process.pid}_${++databases}`;
      return {
        url: await createDatabase(server, name, templateDatabase),
        drop: () => dropDatabase(server, name),
      };
    }
    const postgres = await startTempPostgres();
    return { url: postgres.url, drop: postgres.stop };
  }
  const file = path.join(dir, 'test.db');
  const template = process.env[templateVariables.sqlite];
  if (template) await copyFile(template, file);
  return { url: `file:${file}`, drop: async () => undefined };
}

/**
 * A real Payload on a fresh database of the test project's dialect (the same tests run on SQLite and
 * Postgres), schema from the committed migrations.
 * DATABASE_URL and MEDIA_DIR must be set before the config module is first imported.
 */
export async function startTempPayload(): Promise<{ payload: Payload; cleanup(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'arig-test-'));
  const database = await freshDatabase(dir);
  process.env.DATABASE_URL = database.url;
  process.env.MEDIA_DIR = path.join(dir, 'media');
  process.env.FORM_FILES_DIR = path.join(dir, 'form-files');
  const [{ getPayload }, { default: config }, { migrations }] = await Promise.all([
    import('payload'),
    import('../payload.config'),
    testDialect() === 'postgres' ? import('../migrations/postgres') : import('../migrations/sqlite'),
  ]);
  const payload = await getPayload({ config });
  // A copied template has them all already, and this checks so. Generated migrations type their argument
  // precisely; the adapter's parameter type is looser.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] });
  return {
    payload,
    cleanup: async () => {
      await closeDatabase(payload);
      await database.drop();
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
