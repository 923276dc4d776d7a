import { copyFile, cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { snapshotDatabase } from '../../ops/backup/database.ts';
import { root } from './paths.ts';
import { run } from './run.ts';

/**
 * The variable naming a seeded site to copy: set by `npm test` for the journeys, so each journey's server
 * starts from a copy of one seeded database and media library instead of seeding its own (the seed's
 * pictures take most of a start). A server started without it seeds as `npm start` does.
 */
export const seedTemplateVariable = 'ARIG_TEST_SEED_TEMPLATE';

/** Seeds a fresh site once (`scripts/seed.ts`, migrations included) into a folder: arig.db and media/. */
export async function createSeedTemplate(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'arig-seed-template-'));
  const seeding = path.join(dir, 'seeding', 'arig.db');
  await mkdir(path.dirname(seeding));
  await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
    cwd: root,
    env: {
      DATABASE_URL: `file:${seeding}`,
      MEDIA_DIR: path.join(dir, 'media'),
      FORM_FILES_DIR: path.join(dir, 'form-files'),
    },
  });
  // One file, its write-ahead log folded in: what a copy needs.
  await snapshotDatabase(`file:${seeding}`, path.join(dir, 'arig.db'));
  await rm(path.dirname(seeding), { recursive: true, force: true });
  return dir;
}

/** Puts a copy of the seeded site into a server's folder (its database and media at their usual names). */
export async function copySeedTemplate(template: string, into: string): Promise<void> {
  await copyFile(path.join(template, 'arig.db'), path.join(into, 'arig.db'));
  await cp(path.join(template, 'media'), path.join(into, 'media'), { recursive: true });
}
