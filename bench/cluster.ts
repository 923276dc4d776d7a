import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startTempPostgres } from '../cms/testing/temp-postgres.ts';
import { ensurePostgres } from '../scripts/ensure-postgres.ts';
import { root } from '../scripts/lib/paths.ts';
import { startServer } from '../scripts/lib/server.ts';
import { loadHeaders } from './load.ts';
import { startTestProxy } from './test-proxy.ts';

/**
 * `npm run bench:cluster` (issue 23): two instances on one PostgreSQL behind a small proxy that retries
 * idempotent requests; 50 connections for 30 s over four pages, and one instance stopped a third of the way
 * in: killed (SIGKILL), then, on a new pair, asked to stop (SIGTERM, as a restart for an upgrade does).
 * Goal: no error and no failed answer, the survivor serving on; after SIGTERM the instance also exits 0.
 * Writes bench/cluster-report.md. Uses the current build (`npm run build` first).
 */
const seconds = 30;
const connections = 50;
const stopAtMs = 10_000;
const paths = ['/', '/articles/', '/about/', '/plain-twill-satin/'];
type Stop = 'SIGKILL' | 'SIGTERM';

async function scenario(databaseUrl: string, env: Record<string, string>, signal: Stop) {
  const a = await startServer({ databaseUrl, env });
  const b = await startServer({ databaseUrl, env });
  const proxy = await startTestProxy([a.url, b.url]);
  try {
    for (const p of paths) for (let i = 0; i < 2; i++) await fetch(new URL(p, proxy.url));
    let n = 0;
    const run = autocannon({
      url: proxy.url,
      connections,
      duration: seconds,
      headers: loadHeaders,
      requests: [{ setupRequest: (req) => ({ ...req, path: paths[n++ % paths.length]! }) }],
    });
    // SIGKILL reaches the whole process group (nothing may outlive it); SIGTERM the server, which ends the rest.
    const stopped = setTimeout(() => process.kill(signal === 'SIGKILL' ? -a.pid : a.pid, signal), stopAtMs);
    const result = await run;
    clearTimeout(stopped);
    const survivor = await fetch(new URL('/readyz', b.url));
    return {
      signal,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      latencyP99: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      retriedByProxy: proxy.retries,
      aExited: await a.exited,
      survivorReady: survivor.status,
    };
  } finally {
    await proxy.close();
    await b.stop();
    await a.stop();
  }
}

type Figures = Awaited<ReturnType<typeof scenario>>;
const passed = (f: Figures) =>
  f.errors === 0 &&
  f.non2xx === 0 &&
  f.timeouts === 0 &&
  f.survivorReady === 200 &&
  (f.signal === 'SIGKILL' || f.aExited === 'exit 0');

await ensurePostgres();
const postgres = await startTempPostgres();
const media = await mkdtemp(path.join(os.tmpdir(), 'arig-cluster-media-'));
try {
  const runs: Figures[] = [];
  for (const signal of ['SIGKILL', 'SIGTERM'] as const)
    runs.push(await scenario(postgres.url, { MEDIA_DIR: media }, signal));
  const report = [
    '# Two instances, one stopped under load (issue 23)',
    '',
    `Run ${new Date().toISOString()} by \`npm run bench:cluster\`: two production servers on one PostgreSQL (shared media directory) behind \`bench/test-proxy.ts\` (round robin; a GET that fails before any answer is retried on the other instance). ${connections} connections for ${seconds} s over ${paths.map((p) => `\`${p}\``).join(', ')}; instance A stopped after ${stopAtMs / 1000} s, killed (SIGKILL) in the first run and asked to stop (SIGTERM: it answers what it has, closes its connections and the database, and exits) in the second, each on a new pair.`,
    '',
    '| A stopped by | requests | req/s | p99 | errors | timeouts | non-2xx | retried by the proxy | A ended | B ready after | result |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...runs.map(
      (f) =>
        `| ${f.signal} | ${f.requests} | ${f.requestsPerSecond} | ${f.latencyP99} ms | ${f.errors} | ${f.timeouts} | ${f.non2xx} | ${f.retriedByProxy} | ${f.aExited} | ${f.survivorReady} | ${passed(f) ? '✅ pass' : '❌ fail'} |`,
    ),
    '',
  ].join('\n');
  await mkdir(path.join(root, 'bench', 'out'), { recursive: true });
  await writeFile(path.join(root, 'bench', 'cluster-report.md'), report);
  await writeFile(path.join(root, 'bench', 'out', 'cluster.json'), `${JSON.stringify(runs, null, 2)}\n`);
  console.log(report);
  if (!runs.every(passed)) process.exitCode = 1;
} finally {
  await postgres.stop();
  await rm(media, { recursive: true, force: true });
}
