import path from 'node:path';
import { root } from './lib/paths.ts';

process.env.ARIG_ROOT ??= root;

/**
 * `npm run backup [-- folder]`: one dated archive of the database, the media (folder or bucket) and the forms' files, written
 * to the folder (default var/backups) while the site keeps running. docs/backups.md says how to schedule it.
 */
const { env } = await import('../config/env.ts');
const { createBackup } = await import('../ops/backup/create.ts');
const { BackupError } = await import('../ops/backup/errors.ts');
const config = env();
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'var', 'backups'));
try {
  const { archive, manifest } = await createBackup(
    { databaseUrl: config.DATABASE_URL, media: config.mediaStorage, formFilesDir: config.FORM_FILES_DIR },
    outDir,
  );
  console.log(`▸ הגיבוי נשמר: ${archive} (${Object.keys(manifest.files).length} קבצים)`);
} catch (err) {
  console.error(`▸ הגיבוי נכשל: ${err instanceof BackupError ? err.message : String(err)}`);
  process.exit(1);
}
