import { root } from './lib/paths.ts';

process.env.ARIG_ROOT ??= root;

/**
 * `npm run restore -- archive.tar.gz`: brings a backup into an empty database (DATABASE_URL) and empty
 * media folders; the archive is checked in full first, and nothing that holds data is overwritten.
 */
const archive = process.argv[2];
if (!archive) {
  console.error('▸ ציינו את קובץ הגיבוי: npm run restore -- var/backups/arig-backup-….tar.gz');
  process.exit(2);
}
const { env, isPostgres } = await import('../config/env.ts');
const { restoreBackup } = await import('../ops/backup/restore.ts');
const { BackupError } = await import('../ops/backup/errors.ts');
const config = env();
const { migrations } = isPostgres(config.DATABASE_URL)
  ? await import('../cms/migrations/postgres/index.ts')
  : await import('../cms/migrations/sqlite/index.ts');
try {
  const report = await restoreBackup(
    archive,
    { databaseUrl: config.DATABASE_URL, media: config.mediaStorage, formFilesDir: config.FORM_FILES_DIR },
    migrations.map((m) => m.name),
  );
  console.log(`▸ שוחזר הגיבוי מ-${report.createdAt}: ${report.files} קבצים. הפעלת האתר תחיל את העדכונים החסרים.`);
} catch (err) {
  console.error(`▸ השחזור נכשל: ${err instanceof BackupError ? err.message : String(err)}`);
  process.exit(1);
}
