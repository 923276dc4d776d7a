import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTempPostgres } from '../cms/testing/temp-postgres.ts';
import { build } from '../scripts/build.ts';
import { ensurePostgres } from '../scripts/ensure-postgres.ts';
import { root } from '../scripts/lib/paths.ts';
import { startServer, type StartOptions } from '../scripts/lib/server.ts';
import { load, loadSettings, type LoadResult } from './load.ts';

/**
 * `npm run bench:databases` (issue 23): `/articles/` with and without the page cache on SQLite and on
 * PostgreSQL, one after the other on the same machine and build: requests per second, p99, and CPU per
 * request. On PostgreSQL the CPU counts the database server's processes too, since SQLite's work is inside
 * the arig process. Writes bench/databases-report.md.
 */
const step = (message: string) => console.log(`▸ ${message}`);

/** The PostgreSQL server listening on `port` (its postmaster: the backends are its children). */
async function postmasterPid(port: number): Promise<number> {
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const args = (await readFile(`/proc/${name}/cmdline`, 'utf8').catch(() => '')).split('\0');
    if (path.basename(args[0] ?? '') === 'postgres' && args.includes(`-p`) && args.includes(String(port)))
      return Number(name);
  }
  throw new Error(`no PostgreSQL server found on port ${port}`);
}

interface DatabaseFigures {
  database: string;
  cached: LoadResult;
  uncached: LoadResult;
}

async function measure(database: string, options: StartOptions, extraPids: number[]): Promise<DatabaseFigures> {
  const url = (origin: string) => new URL('/articles/', origin).toString();
  step(`${database}: the server with the page cache (a fresh database: migrated and seeded on start)`);
  const cachedServer = await startServer({ ...options, pageCache: true });
  let cached: LoadResult;
  try {
    cached = await load(`${database}, page cache`, url(cachedServer.url), [cachedServer.pid, ...extraPids]);
  } finally {
    await cachedServer.stop();
  }
  step(`  ${cached.requestsPerSecond} req/s, ${cached.cpuMsPerRequest?.toFixed(3)} ms CPU a request`);
  step(`${database}: the server without the page cache`);
  const uncachedServer = await startServer({ ...options, pageCache: false });
  let uncached: LoadResult;
  try {
    uncached = await load(`${database}, no page cache`, url(uncachedServer.url), [uncachedServer.pid, ...extraPids]);
  } finally {
    await uncachedServer.stop();
  }
  step(`  ${uncached.requestsPerSecond} req/s, ${uncached.cpuMsPerRequest?.toFixed(3)} ms CPU a request`);
  return { database, cached, uncached };
}

const row = (f: DatabaseFigures, which: 'cached' | 'uncached') => {
  const r = f[which];
  return `| ${f.database} | ${which === 'cached' ? 'with the page cache' : 'rendered each time'} | ${r.requestsPerSecond} | ${r.latencyP99} ms | ${r.cpuMsPerRequest?.toFixed(2)} ms | ${r.errors + r.timeouts + r.non2xx} |`;
};

step('production build (skipped when up to date)');
await build();
await ensurePostgres();
const work = await mkdtemp(path.join(os.tmpdir(), 'arig-bench-db-'));
const postgres = await startTempPostgres();
try {
  const sqlite = await measure(
    'SQLite',
    { databaseUrl: `file:${path.join(work, 'arig.db')}`, env: { MEDIA_DIR: path.join(work, 'media-sqlite') } },
    [],
  );
  const pg = await measure(
    'PostgreSQL',
    { databaseUrl: postgres.url, env: { MEDIA_DIR: path.join(work, 'media-postgres') } },
    [await postmasterPid(Number(new URL(postgres.url).port))],
  );
  const { connections, seconds, warmupSeconds } = loadSettings;
  const report = [
    '# `/articles/` on SQLite and on PostgreSQL (issue 23)',
    '',
    `Run ${new Date().toISOString()} by \`npm run bench:databases\` on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}: the production build with the seeded demo content, ${connections} connections for ${seconds} s after ${warmupSeconds} s of warm-up, compressed answers. Each database on a fresh server; PostgreSQL is a local throwaway server (durability off, as in the tests), and its processes' CPU is counted with arig's.`,
    '',
    '| database | `/articles/` | req/s | p99 | CPU a request | errors |',
    '| --- | --- | --- | --- | --- | --- |',
    row(sqlite, 'cached'),
    row(pg, 'cached'),
    row(sqlite, 'uncached'),
    row(pg, 'uncached'),
    '',
  ].join('\n');
  await mkdir(path.join(root, 'bench', 'out'), { recursive: true });
  await writeFile(path.join(root, 'bench', 'databases-report.md'), report);
  const raw = [sqlite, pg].map((f) => ({
    ...f,
    cached: { ...f.cached, raw: undefined },
    uncached: { ...f.uncached, raw: undefined },
  }));
  await writeFile(path.join(root, 'bench', 'out', 'databases.json'), `${JSON.stringify(raw, null, 2)}\n`);
  console.log(report);
} finally {
  await postgres.stop();
  await rm(work, { recursive: true, force: true });
}
