import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** A relative path inside the archive: forward slashes, no `..`, no absolute or empty parts. */
export const isArchivePath = (p: string): boolean =>
  p.length > 0 &&
  p.length <= 1024 &&
  !p.startsWith('/') &&
  !p.includes('\\') &&
  p.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
const archivePath = z.string().refine(isArchivePath, { message: 'נתיב לא תקין בגיבוי' });

export const manifestSchema = z.strictObject({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  dialect: z.enum(['sqlite', 'postgres']),
  /** The migrations the database had applied when it was copied. */
  migrations: z.array(z.string().max(200)).max(10_000),
  /** Every file of the archive but the manifest, with its size and SHA-256. */
  files: z.record(
    archivePath,
    z.strictObject({ bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  ),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type Dialect = BackupManifest['dialect'];

export const manifestName = 'manifest.json';
export const databaseFile: Record<Dialect, string> = { sqlite: 'database.sqlite', postgres: 'database.pgdump' };
/** Where the two file stores go in the archive. */
export const storeFolders = { media: 'media', formFiles: 'form-files' } as const;

export function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}

/** Whether `dir` holds nothing (a folder that is not there holds nothing). */
export const isEmptyDir = async (dir: string): Promise<boolean> =>
  (await readdir(dir).catch((err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? [] : Promise.reject(err))))
    .length === 0;

/** The regular files under `dir`, as paths relative to it with forward slashes (links are not followed). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}
