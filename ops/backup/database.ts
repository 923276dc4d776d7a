import { spawn } from 'node:child_process';
import { copyFile, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { BackupError } from './errors';
import type { Dialect } from './manifest';

export const dialectOf = (databaseUrl: string): Dialect =>
  /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite';

/** The file of a `file:` database URL. */
export const sqliteFileOf = (databaseUrl: string): string =>
  path.resolve(databaseUrl.replace(/^file:/, '').split('?')[0]!);

function run(command: string, args: string[], missing: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (e: NodeJS.ErrnoException) => reject(e.code === 'ENOENT' ? new BackupError(missing) : e));
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new BackupError(`${command} נכשל (קוד ${code}): ${err.trim().slice(0, 500)}`)),
    );
  });
}

const postgresTools = 'כלי Postgres (pg_dump, pg_restore, psql) לא נמצאו: התקינו את החבילה postgresql-client.';

/**
 * A consistent copy of the database at one moment, taken while the site runs: SQLite's `VACUUM INTO` (one
 * read transaction, WAL included) or `pg_dump`. Returns the migrations the copy has applied.
 */
export async function snapshotDatabase(databaseUrl: string, target: string): Promise<string[]> {
  if (dialectOf(databaseUrl) === 'postgres') {
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, databaseUrl],
      postgresTools,
    );
    const names = await run(
      'psql',
      ['-tA', '-c', 'select name from payload_migrations order by name', databaseUrl],
      postgresTools,
    );
    return names.split('\n').filter(Boolean);
  }
  const source = createClient({ url: databaseUrl });
  try {
    await source.execute({ sql: 'VACUUM INTO ?', args: [target] });
  } finally {
    source.close();
  }
  const copy = createClient({ url: `file:${target}` });
  try {
    const rows = await copy.execute('select name from payload_migrations order by name');
    return rows.rows.map((r) => String(r.name));
  } finally {
    copy.close();
  }
}

/** True when the database holds no tables at all (a file that does not exist yet counts as empty). */
export async function isEmptyDatabase(databaseUrl: string): Promise<boolean> {
  if (dialectOf(databaseUrl) === 'postgres') {
    const count = await run(
      'psql',
      ['-tA', '-c', "select count(*) from information_schema.tables where table_schema = 'public'", databaseUrl],
      postgresTools,
    );
    return Number(count.trim()) === 0;
  }
  const file = sqliteFileOf(databaseUrl);
  const exists = await stat(file).then(
    (s) => s.size > 0,
    () => false,
  );
  if (!exists) return true;
  const client = createClient({ url: `file:${file}` });
  try {
    const rows = await client.execute("select count(*) as n from sqlite_master where type = 'table'");
    return Number(rows.rows[0]?.n ?? 0) === 0;
  } finally {
    client.close();
  }
}

/** Puts the copied database in place (the target was checked to be empty). */
export async function restoreDatabase(databaseUrl: string, source: string): Promise<void> {
  if (dialectOf(databaseUrl) === 'postgres') {
    await run(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${databaseUrl}`, source],
      postgresTools,
    );
    return;
  }
  const file = sqliteFileOf(databaseUrl);
  await mkdir(path.dirname(file), { recursive: true });
  // A journal left beside an empty file would be replayed onto the copy.
  await Promise.all([rm(`${file}-wal`, { force: true }), rm(`${file}-shm`, { force: true })]);
  await copyFile(source, file);
}
