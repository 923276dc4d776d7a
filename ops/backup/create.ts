import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { MediaStorage } from '../../config/media-storage';
import os from 'node:os';
import path from 'node:path';
import { create as createTar } from 'tar';
import { dialectOf, snapshotDatabase } from './database';
import { databaseFile, filesUnder, manifestName, sha256Of, storeFolders, type BackupManifest } from './manifest';
import { copyFolderIfPresent, copyMediaOut } from './media-copy';

/** Where a site keeps what a backup must hold. */
export interface SiteStores {
  databaseUrl: string;
  /** The media library: MEDIA_DIR, or the S3 bucket (config/media-storage.ts). */
  media: MediaStorage;
  /** Files visitors attached to forms (private). */
  formFilesDir: string;
}

/** `arig-backup-2026-11-26T10-40-05Z.tar.gz`: sorts by time, safe in every file system. */
export const archiveNameAt = (at: Date) =>
  `arig-backup-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;

/**
 * Writes one dated archive: a consistent copy of the database, the media library (from the folder or the
 * bucket) and the forms' files,
 * and a manifest with every file's size and SHA-256 (checked again on restore). The archive appears only
 * when complete (written aside, then renamed).
 */
export async function createBackup(
  stores: SiteStores,
  outDir: string,
  at = new Date(),
): Promise<{ archive: string; manifest: BackupManifest }> {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'arig-backup-'));
  try {
    const dialect = dialectOf(stores.databaseUrl);
    const migrations = await snapshotDatabase(stores.databaseUrl, path.join(staging, databaseFile[dialect]));
    // Media after the database: a file the copied database names was written before its document.
    await copyMediaOut(stores.media, path.join(staging, storeFolders.media));
    await copyFolderIfPresent(stores.formFilesDir, path.join(staging, storeFolders.formFiles));
    const files: BackupManifest['files'] = {};
    for (const name of await filesUnder(staging)) {
      const full = path.join(staging, name);
      files[name] = { bytes: (await stat(full)).size, sha256: await sha256Of(full) };
    }
    const manifest: BackupManifest = { format: 1, createdAt: at.toISOString(), dialect, migrations, files };
    await writeFile(path.join(staging, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(outDir, { recursive: true });
    const archive = path.join(outDir, archiveNameAt(at));
    const partial = `${archive}.partial`;
    await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, [manifestName, ...Object.keys(files)]);
    await rename(partial, archive);
    return { archive, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
