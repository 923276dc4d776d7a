import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** Debian's PostgreSQL server programs (package `postgresql`), newest version first. */
export function postgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export interface TempPostgres {
  /** `postgres://arig@127.0.0.1:PORT/arig`, an empty database. */
  url: string;
  /** The server's own `postgres` database, from which others are created and dropped. */
  serverUrl: string;
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL server on loopback for one test file: its own cluster in a temporary folder
 * (about a second to create), trust authentication on 127.0.0.1 only, durability off (a test's data
 * need not survive a crash). PostgreSQL refuses to run as root, so as root it runs as the `postgres`
 * user the Debian package creates. scripts/ensure-postgres.ts installs the package when it is missing.
 */
export async function startTempPostgres(): Promise<TempPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed: npm test installs it (scripts/ensure-postgres.ts).');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'arig-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await exec('id', ['-u', 'postgres']);
    const { stdout: gid } = await exec('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const as = (program: string, args: string[]) =>
    asRoot
      ? exec('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args])
      : exec(path.join(bin, program), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await as('initdb', ['-D', data, '-U', 'arig', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  await as('pg_ctl', ['-D', data, '-o', settings, '-l', path.join(dir, 'log'), '-w', 'start']);
  const serverUrl = `postgres://arig@127.0.0.1:${port}/postgres`;
  return {
    url: await createDatabase(serverUrl, 'arig'),
    serverUrl,
    async stop() {
      await as('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A new, empty database on a running server (its `postgres` database's address), or a copy of `template`:
 * PostgreSQL copies a database file by file, far faster than applying the migrations again.
 */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed: npm test installs it (scripts/ensure-postgres.ts).');
  const from = template ? ` template "${template}"` : '';
  await exec(path.join(bin, 'psql'), [serverUrl, '-q', '-c', `create database "${name}"${from}`]);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database made by createDatabase, closing any connection still open to it. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const bin = postgresBin();
  if (!bin) return;
  await exec(path.join(bin, 'psql'), [serverUrl, '-q', '-c', `drop database if exists "${name}" with (force)`]);
}
