import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Migration, Payload, TypedUser } from 'payload';

/**
 * A real Payload on a fresh SQLite file, schema from the committed migrations.
 * DATABASE_URL and MEDIA_DIR must be set before the config module is first imported.
 */
export async function startTempPayload(): Promise<{ payload: Payload; cleanup(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'arig-test-'));
  process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`;
  process.env.MEDIA_DIR = path.join(dir, 'media');
  process.env.FORM_FILES_DIR = path.join(dir, 'form-files');
  const [{ getPayload }, { default: config }, { migrations }] = await Promise.all([
    import('payload'),
    import('../payload.config'),
    import('../migrations/sqlite'),
  ]);
  const payload = await getPayload({ config });
  // Generated migrations type their argument precisely; the adapter's parameter type is looser.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] });
  return {
    payload,
    cleanup: async () => {
      await payload.destroy();
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
