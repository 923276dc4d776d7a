import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { extract } from 'tar';
import { dialectOf, isEmptyDatabase, restoreDatabase } from './database';
import { BackupError } from './errors';
import {
  databaseFile,
  filesUnder,
  isEmptyDir,
  manifestName,
  manifestSchema,
  sha256Of,
  storeFolders,
  type BackupManifest,
} from './manifest';
import type { SiteStores } from './create';
import { copyMediaIn, isMediaEmpty } from './media-copy';

/** Reads and checks an unpacked archive: a valid manifest, and exactly its files, each with its checksum. */
async function verified(dir: string): Promise<BackupManifest> {
  const raw = await readFile(path.join(dir, manifestName), 'utf8').catch(() => {
    throw new BackupError('זה אינו גיבוי של אריג: אין בו manifest.json.');
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new BackupError('קובץ ה-manifest.json שבגיבוי פגום.');
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success)
    throw new BackupError(`קובץ ה-manifest.json שבגיבוי אינו תקין: ${result.error.issues[0]?.message}`);
  const manifest = result.data;
  const present = (await filesUnder(dir)).filter((f) => f !== manifestName);
  const listed = Object.keys(manifest.files).sort();
  if (present.join('\n') !== listed.join('\n'))
    throw new BackupError('קבצי הגיבוי אינם תואמים את הרשימה שבו: הגיבוי חלקי או ששונה.');
  for (const [name, { bytes, sha256 }] of Object.entries(manifest.files)) {
    const full = path.join(dir, name);
    if ((await stat(full)).size !== bytes || (await sha256Of(full)) !== sha256)
      throw new BackupError(`הקובץ ${name} שבגיבוי שונה מאז שנוצר (גודל או חתימה), ולכן הגיבוי לא שוחזר.`);
  }
  if (!listed.includes(databaseFile[manifest.dialect])) throw new BackupError('אין בגיבוי עותק של מסד הנתונים.');
  return manifest;
}

export interface RestoreReport {
  createdAt: string;
  files: number;
  migrations: number;
}

/**
 * Brings an archive of createBackup back into an empty database and empty file stores (the media folder or
 * bucket, whichever the archive came from): the archive is
 * checked in full (manifest, every file's checksum, the database's dialect, migrations this code knows)
 * before anything is written, and nothing that holds data is ever overwritten.
 */
export async function restoreBackup(
  archive: string,
  into: SiteStores,
  knownMigrations: readonly string[],
): Promise<RestoreReport> {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'arig-restore-'));
  try {
    await extract({
      file: archive,
      cwd: staging,
      strict: true,
      // Only files and folders: a link could point anywhere on the machine.
      filter: (_, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    }).catch((err: unknown) => {
      throw err instanceof BackupError
        ? err
        : new BackupError(`לא ניתן לפתוח את קובץ הגיבוי: ${(err as Error).message}`);
    });
    const manifest = await verified(staging);
    const dialect = dialectOf(into.databaseUrl);
    if (manifest.dialect !== dialect)
      throw new BackupError(`הגיבוי הוא של מסד ${manifest.dialect} וה-DATABASE_URL מצביע על ${dialect}.`);
    const unknown = manifest.migrations.filter((m) => !knownMigrations.includes(m));
    if (unknown.length)
      throw new BackupError(`הגיבוי נוצר בגרסה חדשה יותר של אריג (${unknown[0]}): עדכנו את הקוד ואז שחזרו.`);
    if (!(await isEmptyDatabase(into.databaseUrl)))
      throw new BackupError(
        'מסד הנתונים אינו ריק. שחזור נעשה רק למסד ריק, כדי שלא יימחק דבר: הגדירו DATABASE_URL חדש.',
      );
    if (!(await isMediaEmpty(into.media)))
      throw new BackupError(
        into.media.kind === 's3'
          ? `הדלי ${into.media.bucket} אינו ריק. שחזור נעשה רק לדלי ריק.`
          : `התיקייה ${into.media.dir} אינה ריקה. שחזור נעשה רק לתיקיות ריקות.`,
      );
    if (!(await isEmptyDir(into.formFilesDir)))
      throw new BackupError(`התיקייה ${into.formFilesDir} אינה ריקה. שחזור נעשה רק לתיקיות ריקות.`);

    await restoreDatabase(into.databaseUrl, path.join(staging, databaseFile[manifest.dialect]));
    const present = (folder: string) =>
      stat(path.join(staging, folder)).then(
        () => true,
        () => false,
      );
    if (await present(storeFolders.media)) await copyMediaIn(path.join(staging, storeFolders.media), into.media);
    if (await present(storeFolders.formFiles))
      await cp(path.join(staging, storeFolders.formFiles), into.formFilesDir, { recursive: true });
    return {
      createdAt: manifest.createdAt,
      files: Object.keys(manifest.files).length,
      migrations: manifest.migrations.length,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
