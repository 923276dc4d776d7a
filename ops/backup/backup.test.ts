import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@libsql/client';
import type { Payload } from 'payload';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { create as createTar, extract } from 'tar';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations as postgresMigrations } from '../../cms/migrations/postgres';
import { migrations as sqliteMigrations } from '../../cms/migrations/sqlite';
import { startTempPayload, testDialect } from '../../cms/testing/temp-payload';
import { startTempS3, type TempS3 } from '../../cms/testing/temp-s3';
import type { MediaStorage } from '../../config/media-storage';
import { archiveNameAt, createBackup, type SiteStores } from './create';
import { databaseFile, filesUnder } from './manifest';
import { restoreBackup } from './restore';

const exec = promisify(execFile);

let payload: Payload;
let cleanup: () => Promise<void>;
let site: SiteStores;
let work: string;
const known = (testDialect() === 'postgres' ? postgresMigrations : sqliteMigrations).map((m) => m.name);

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
  site = {
    databaseUrl: process.env.DATABASE_URL!,
    media: { kind: 'disk', dir: process.env.MEDIA_DIR! },
    formFilesDir: process.env.FORM_FILES_DIR!,
  };
  work = await mkdtemp(path.join(os.tmpdir(), 'arig-backup-test-'));
  // Documents of several kinds, a picture with its generated sizes, and a visitor's private form file.
  const png = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#0b5394' } })
    .png()
    .toBuffer();
  const picture = await payload.create({
    collection: 'media',
    data: { alt: 'אריג כחול' },
    file: { data: png, mimetype: 'image/png', name: 'blue-weave.png', size: png.length },
    overrideAccess: true,
  });
  await payload.create({
    collection: 'users',
    data: { email: 'owner@arig.example', password: 'secret-pass-1', name: 'בעלת האתר', roles: ['admin'] },
    overrideAccess: true,
  });
  await payload.create({
    collection: 'pages',
    data: { title: 'אודות', slug: 'about', image: picture.id, _status: 'published' },
    overrideAccess: true,
  });
  await payload.create({ collection: 'categories', data: { title: 'בדים', slug: 'fabrics' }, overrideAccess: true });
  await mkdir(path.join(site.formFilesDir, '2026', '11'), { recursive: true });
  await writeFile(path.join(site.formFilesDir, '2026', '11', 'spec.pdf'), '%PDF-1.4 מפרט');
});
afterAll(async () => {
  await cleanup?.();
  await rm(work, { recursive: true, force: true });
});

/** Every row of every table, as text: two databases with equal dumps hold the same documents. */
async function dump(databaseUrl: string): Promise<Record<string, string[]>> {
  if (testDialect() === 'postgres') {
    const psql = async (sql: string) =>
      (await exec('psql', [databaseUrl, '-tA', '-c', sql], { maxBuffer: 64 * 1024 * 1024 })).stdout
        .split('\n')
        .filter(Boolean);
    const out: Record<string, string[]> = {};
    const names = await psql("select tablename from pg_tables where schemaname = 'public' order by 1");
    for (const name of names) out[name] = [];
    // One query for every row of every table (a call per table costs a process each).
    const all = names.map((name) => `select '${name}', row_to_json(t)::text from "${name}" t`).join(' union all ');
    for (const line of await psql(all)) {
      const bar = line.indexOf('|');
      out[line.slice(0, bar)]!.push(line.slice(bar + 1));
    }
    for (const rows of Object.values(out)) rows.sort();
    return out;
  }
  const client = createClient({ url: databaseUrl });
  try {
    const tables = await client.execute(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
    );
    const out: Record<string, string[]> = {};
    for (const { name } of tables.rows) {
      const rows = await client.execute(`select * from "${String(name)}"`);
      out[String(name)] = rows.rows.map((r) => JSON.stringify(r)).sort();
    }
    return out;
  } finally {
    client.close();
  }
}

let databases = 0;
/** Empty stores to restore into: a new SQLite file, or a new database on the test's Postgres server. */
const freshStores = async (label: string): Promise<SiteStores> => {
  const dir = await mkdtemp(path.join(work, `${label}-`));
  let databaseUrl = `file:${path.join(dir, 'arig.db')}`;
  if (testDialect() === 'postgres') {
    const name = `restore_${(databases += 1)}`;
    await exec('psql', [site.databaseUrl, '-q', '-c', `create database ${name}`]);
    databaseUrl = site.databaseUrl.replace(/\/[^/]+$/, `/${name}`);
  }
  return {
    databaseUrl,
    media: { kind: 'disk', dir: path.join(dir, 'media') },
    formFilesDir: path.join(dir, 'form-files'),
  };
};

/** The media folder of stores made above. */
const mediaDirOf = (stores: SiteStores): string => {
  if (stores.media.kind !== 'disk') throw new Error('these stores keep their media in a bucket');
  return stores.media.dir;
};

const sameFiles = async (a: string, b: string) => {
  const names = await filesUnder(a);
  expect(await filesUnder(b)).toEqual(names);
  for (const name of names)
    expect((await readFile(path.join(b, name))).equals(await readFile(path.join(a, name))), name).toBe(true);
  return names.length;
};

/** Repacks an archive after `change` edits its unpacked files. */
async function tampered(archive: string, change: (dir: string) => Promise<void>): Promise<string> {
  const dir = await mkdtemp(path.join(work, 'unpacked-'));
  await extract({ file: archive, cwd: dir });
  await change(dir);
  const out = path.join(work, `tampered-${path.basename(dir)}.tar.gz`);
  await createTar({ gzip: true, file: out, cwd: dir }, await filesUnder(dir));
  return out;
}

describe('backup and restore', () => {
  let archive: string;

  it('copies the running database, the media and the form files into one dated archive', async () => {
    const at = new Date('2026-11-26T10:40:05.123Z');
    const result = await createBackup(site, path.join(work, 'backups'), at);
    archive = result.archive;
    expect(path.basename(archive)).toBe('arig-backup-2026-11-26T10-40-05Z.tar.gz');
    expect(archiveNameAt(at)).toBe(path.basename(archive));
    expect(result.manifest.dialect).toBe(testDialect());
    expect(result.manifest.migrations).toEqual([...known].sort());
    const names = Object.keys(result.manifest.files);
    expect(names).toContain(databaseFile[testDialect()]);
    expect(names).toContain('media/blue-weave.webp');
    expect(names).toContain('form-files/2026/11/spec.pdf');
    expect(names.filter((n) => n.startsWith('media/blue-weave-')).length).toBeGreaterThan(0); // generated sizes
  });

  it('restores into an empty database and empty folders every document and every file', async () => {
    const target = await freshStores('restored');
    const report = await restoreBackup(archive, target, known);
    expect(report.migrations).toBe(known.length);
    const original = await dump(site.databaseUrl);
    const restored = await dump(target.databaseUrl);
    expect(restored).toEqual(original);
    expect(restored.pages?.some((row) => row.includes('"about"'))).toBe(true);
    expect(restored.users?.some((row) => row.includes('owner@arig.example'))).toBe(true);
    expect(await sameFiles(mediaDirOf(site), mediaDirOf(target))).toBeGreaterThan(1);
    expect(await sameFiles(site.formFilesDir, target.formFilesDir)).toBe(1);

    // The restored site has data now: a second restore into it is refused, and it is left as it was.
    await expect(restoreBackup(archive, target, known)).rejects.toThrow('מסד הנתונים אינו ריק');
    expect(await dump(target.databaseUrl)).toEqual(original);
  });

  it('refuses folders that hold files, another dialect, and a backup from newer code, writing nothing', async () => {
    const busy = await freshStores('busy');
    await mkdir(mediaDirOf(busy), { recursive: true });
    await writeFile(path.join(mediaDirOf(busy), 'mine.jpg'), 'x');
    await expect(restoreBackup(archive, busy, known)).rejects.toThrow(`התיקייה ${mediaDirOf(busy)} אינה ריקה`);
    const other = testDialect() === 'postgres' ? 'file:/nowhere/arig.db' : 'postgres://arig@localhost/arig';
    const elsewhere = { ...(await freshStores('other')), databaseUrl: other };
    await expect(restoreBackup(archive, elsewhere, known)).rejects.toThrow(`הגיבוי הוא של מסד ${testDialect()}`);
    const older = await freshStores('older');
    await expect(restoreBackup(archive, older, known.slice(0, -1))).rejects.toThrow('גרסה חדשה יותר');
    for (const stores of [busy, older])
      expect(await filesUnder(path.dirname(mediaDirOf(stores)))).toEqual(stores === busy ? ['media/mine.jpg'] : []);
  });

  it('refuses an archive whose files changed, lack one, or gained one, before anything is written', async () => {
    const changed = await tampered(archive, (dir) =>
      writeFile(path.join(dir, 'media', 'blue-weave.webp'), 'not a png'),
    );
    const missing = await tampered(archive, (dir) => rm(path.join(dir, 'form-files', '2026', '11', 'spec.pdf')));
    const extra = await tampered(archive, (dir) => writeFile(path.join(dir, 'media', 'planted.html'), '<script>'));
    const noManifest = await tampered(archive, (dir) => rm(path.join(dir, 'manifest.json')));
    for (const [bad, message] of [
      [changed, 'שונה מאז שנוצר'],
      [missing, 'אינם תואמים'],
      [extra, 'אינם תואמים'],
      [noManifest, 'אין בו manifest.json'],
    ] as const) {
      const target = await freshStores('bad');
      await expect(restoreBackup(bad, target, known)).rejects.toThrow(message);
      expect(await filesUnder(path.dirname(mediaDirOf(target)))).toEqual([]);
    }
  });

  it('never writes outside its folders: climbing paths in an archive are refused', async () => {
    // Unpacked into a fresh folder under the system's temporary folder, "../name" would land beside it.
    const name = `arig-escape-${path.basename(work)}.txt`;
    const dir = await mkdtemp(path.join(work, 'hostile-'));
    await mkdir(path.join(dir, 'inner'));
    await writeFile(path.join(dir, name), 'escaped');
    const hostile = path.join(work, 'hostile.tar.gz');
    await createTar({ gzip: true, file: hostile, cwd: path.join(dir, 'inner'), preservePaths: true }, [`../${name}`]);
    const target = await freshStores('hostile');
    await expect(restoreBackup(hostile, target, known)).rejects.toThrow();
    expect(existsSync(path.join(os.tmpdir(), name))).toBe(false);
    expect(await filesUnder(path.dirname(mediaDirOf(target)))).toEqual([]);
  });
});

describe('backup and restore with the media in an S3 bucket', () => {
  const buckets: TempS3[] = [];
  afterAll(async () => {
    for (const bucket of buckets) await bucket.stop();
  });
  const bucketOf = async (name: string): Promise<{ s3: TempS3; media: MediaStorage }> => {
    const s3 = await startTempS3(name);
    buckets.push(s3);
    const { S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_ENDPOINT } = s3.env;
    const credentials = { accessKeyId: S3_ACCESS_KEY_ID!, secretAccessKey: S3_SECRET_ACCESS_KEY! };
    return {
      s3,
      media: {
        kind: 's3',
        bucket: name,
        region: 'us-east-1',
        endpoint: S3_ENDPOINT,
        forcePathStyle: true,
        credentials,
      },
    };
  };
  const bytesOf = async (s3: TempS3, key: string) => {
    const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  };

  it('copies every object of the bucket into the archive and back into an empty bucket, byte for byte', async () => {
    const source = await bucketOf('arig-media');
    const names = await filesUnder(mediaDirOf(site));
    for (const name of names)
      await source.s3.client.send(
        new PutObjectCommand({
          Bucket: source.s3.bucket,
          Key: name,
          Body: await readFile(path.join(mediaDirOf(site), name)),
        }),
      );
    const { archive, manifest } = await createBackup({ ...site, media: source.media }, path.join(work, 'from-bucket'));
    expect(Object.keys(manifest.files).filter((f) => f.startsWith('media/'))).toEqual(names.map((n) => `media/${n}`));

    const target = await bucketOf('arig-media-restored');
    const stores = { ...(await freshStores('into-bucket')), media: target.media };
    await restoreBackup(archive, stores, known);
    expect(await target.s3.keys()).toEqual(await source.s3.keys());
    for (const name of names)
      expect((await bytesOf(target.s3, name)).equals(await bytesOf(source.s3, name)), name).toBe(true);
    expect(await dump(stores.databaseUrl)).toEqual(await dump(site.databaseUrl));

    // The bucket holds files now: another restore into it is refused before the database is touched.
    const again = { ...(await freshStores('into-full-bucket')), media: target.media };
    await expect(restoreBackup(archive, again, known)).rejects.toThrow('הדלי arig-media-restored אינו ריק');
    expect(Object.values(await dump(again.databaseUrl)).flat()).toEqual([]);
  });
});
