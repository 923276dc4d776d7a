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
 * idempotent requests; 50 connections for 30 s over four pages, and one instance killed (SIGKILL) a third
 * of the way in. Goal: no error and no failed answer, the survivor serving on. Writes
 * bench/cluster-report.md. Uses the current build (`npm run build` first).
 */
const seconds = 30;
const connections = 50;
const killAtMs = 10_000;
const paths = ['/', '/articles/', '/about/', '/plain-twill-satin/'];

await ensurePostgres();
const postgres = await startTempPostgres();
const media = await mkdtemp(path.join(os.tmpdir(), 'arig-cluster-media-'));
const env = { MEDIA_DIR: media };
try {
  const a = await startServer({ databaseUrl: postgres.url, env });
  const b = await startServer({ databaseUrl: postgres.url, env });
  const proxy = await startTestProxy([a.url, b.url]);
  for (const p of paths) for (let i = 0; i < 2; i++) await fetch(new URL(p, proxy.url));
  let n = 0;
  const run = autocannon({
    url: proxy.url,
    connections,
    duration: seconds,
    headers: loadHeaders,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[n++ % paths.length]! }) }],
  });
  const killed = new Promise<string>((resolve) =>
    setTimeout(() => {
      process.kill(-a.pid, 'SIGKILL');
      resolve(new Date().toISOString());
    }, killAtMs),
  );
  const result = await run;
  const killedAt = await killed;
  const survivor = await fetch(new URL('/readyz', b.url));
  const page = await fetch(new URL('/articles/', proxy.url));
  const figures = {
    seconds,
    connections,
    killAfterSeconds: killAtMs / 1000,
    killedAt,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    retriedByProxy: proxy.retries,
    aExited: await a.exited,
    survivorReady: survivor.status,
    afterwards: page.status,
  };
  await proxy.close();
  await b.stop();
  await a.stop();
  const pass = figures.errors === 0 && figures.non2xx === 0 && figures.timeouts === 0 && figures.survivorReady === 200;
  const report = [
    '# Two instances, one killed under load (issue 23)',
    '',
    `Run ${new Date().toISOString()} by \`npm run bench:cluster\`: two production servers on one PostgreSQL (shared media directory) behind \`bench/test-proxy.ts\` (round robin; a GET that fails before any answer is retried on the other instance). ${connections} connections for ${seconds} s over ${paths.map((p) => `\`${p}\``).join(', ')}; instance A killed with SIGKILL after ${killAtMs / 1000} s.`,
    '',
    '| requests | req/s | p99 | errors | timeouts | non-2xx | retried by the proxy | A ended | B ready after | result |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    `| ${figures.requests} | ${figures.requestsPerSecond} | ${figures.latencyP99} ms | ${figures.errors} | ${figures.timeouts} | ${figures.non2xx} | ${figures.retriedByProxy} | ${figures.aExited} | ${figures.survivorReady} | ${pass ? '✅ pass' : '❌ fail'} |`,
    '',
  ].join('\n');
  await mkdir(path.join(root, 'bench', 'out'), { recursive: true });
  await writeFile(path.join(root, 'bench', 'cluster-report.md'), report);
  await writeFile(path.join(root, 'bench', 'out', 'cluster.json'), `${JSON.stringify(figures, null, 2)}\n`);
  console.log(report);
  if (!pass) process.exitCode = 1;
} finally {
  await postgres.stop();
  await rm(media, { recursive: true, force: true });
}
