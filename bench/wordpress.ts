import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../scripts/build.ts';
import { ensureChromium } from '../scripts/ensure-chromium.ts';
import { root } from '../scripts/lib/paths.ts';
import { startServer } from '../scripts/lib/server.ts';
import { lighthouseOnce, type LighthouseRun } from './lighthouse.ts';
import { load, type LoadResult } from './load.ts';

/**
 * `npm run bench:wordpress` (issue 24): arig beside the WordPress it replaces, in one run on one machine.
 * The peer is the kit of ../shared/anchors/wordpress (Debian's WordPress 6.1 with its default theme and 30
 * Hebrew articles with featured images), installed and started by hand as its README says; this measures
 * whatever answers at ARIG_WORDPRESS_URL (default http://127.0.0.1:8080). Lighthouse mobile runs alternate
 * between the two servers, run by run, so the machine's noise hits both; then each server's listing under
 * load. Writes bench/wordpress-report.md.
 */
const step = (message: string) => console.log(`▸ ${message}`);
const peer = (process.env.ARIG_WORDPRESS_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
/** The kit's folder (`WP_ANCHOR`): its pid files give the peer's processes for the CPU a request. */
const anchor = process.env.WP_ANCHOR ?? '';
const runs = 3;

/** The pages the kit's README pairs: WordPress's address and arig's for the same role. */
const pairs = [
  { role: 'listing', wordpress: '/category/articles/', arig: '/articles/' },
  { role: 'article', wordpress: '/article-01/', arig: '/plain-twill-satin/' },
  { role: 'accessibility statement', wordpress: '/accessibility-statement/', arig: '/accessibility-statement/' },
] as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { redirect: 'manual' })).status === 200;
  } catch {
    return false;
  }
}

async function pidFrom(file: string): Promise<number | null> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** PHP-FPM's master (its workers are its children), MariaDB and nginx, when the kit's pid files are there. */
async function peerPids(): Promise<number[]> {
  const files = ['/run/php/php8.2-fpm.pid', '/run/mysqld/probe.pid', ...(anchor ? [`${anchor}/run/nginx.pid`] : [])];
  const pids = await Promise.all(files.map(pidFrom));
  return pids.filter((p): p is number => p !== null);
}

interface Side {
  runs: LighthouseRun[];
}

const summary = (side: Side) => {
  const pick = (k: 'performance' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'benchmarkIndex') =>
    median(side.runs.map((r) => r[k]));
  const perf = pick('performance');
  const medianRun = side.runs.find((r) => r.performance === perf)!;
  return {
    performance: perf,
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    benchmarkIndex: pick('benchmarkIndex'),
    accessibility: median(side.runs.map((r) => r.accessibility)),
    total: medianRun.transfer.total,
  };
};

if (!(await answers(`${peer}/article-01/`))) {
  console.error(
    `The WordPress peer does not answer at ${peer}/article-01/. Install and start it as ../shared/anchors/wordpress/README.md says, or set ARIG_WORDPRESS_URL.`,
  );
  process.exit(2);
}

const work = await mkdtemp(path.join(os.tmpdir(), 'arig-bench-wp-'));
step('Chromium');
await ensureChromium();
step('production build (skipped when up to date)');
await build();
step('arig with the page cache (fresh database: migrate + seed)');
const server = await startServer({
  databaseUrl: `file:${path.join(work, 'arig.db')}`,
  env: { MEDIA_DIR: path.join(work, 'media') },
  pageCache: true,
});
try {
  const sides = pairs.map(() => ({ arig: { runs: [] } as Side, wordpress: { runs: [] } as Side }));
  // Both as a visited site serves them: arig's smallest encodings are made on a page's second reply, and
  // PHP's opcache and MariaDB's buffers are warm after a few requests.
  for (const pair of pairs)
    for (let i = 0; i < 3; i++) {
      await fetch(`${server.url}${pair.arig}`, { headers: { 'accept-encoding': 'br' } });
      await fetch(`${server.url}/wp-json/arig/v1/chat`, { headers: { 'accept-encoding': 'br' } });
      await fetch(`${peer}${pair.wordpress}`, { headers: { 'accept-encoding': 'gzip' } });
    }
  for (let run = 0; run < runs; run++)
    for (const [i, pair] of pairs.entries()) {
      for (const [name, url] of [
        ['arig', `${server.url}${pair.arig}`],
        ['wordpress', `${peer}${pair.wordpress}`],
      ] as const) {
        const { run: r } = await lighthouseOnce(url);
        sides[i]![name].runs.push(r);
        step(
          `${pair.role} ${name} run ${run + 1}/${runs}: performance ${r.performance}, FCP ${r.fcp} ms, LCP ${r.lcp} ms, TBT ${r.tbt} ms, ${kb(r.transfer.total)} (CPU index ${r.benchmarkIndex})`,
        );
      }
    }

  step('the listing under load, 10 connections');
  const arigLoad = await load('arig /articles/', `${server.url}/articles/`, server.pid);
  const pids = await peerPids();
  const peerLoad = await load('WordPress /category/articles/', `${peer}/category/articles/`, pids.length ? pids : null);
  for (const l of [arigLoad, peerLoad])
    step(
      `  ${l.label}: ${l.requestsPerSecond} req/s, p99 ${l.latencyP99} ms, ${l.cpuMsPerRequest?.toFixed(2) ?? '—'} ms CPU`,
    );

  const rows = pairs.flatMap((pair, i) =>
    (['arig', 'wordpress'] as const).map((name) => {
      const s = summary(sides[i]![name]);
      const address = name === 'arig' ? pair.arig : pair.wordpress;
      return `| ${pair.role} | ${name === 'arig' ? 'arig' : 'WordPress'} \`${address}\` | ${s.performance} | ${s.fcp} ms | ${s.lcp} ms | ${s.tbt} ms | ${s.cls} | ${kb(s.total)} | ${s.accessibility} | ${sides[i]![name].runs.map((r) => r.benchmarkIndex).join(', ')} |`;
    }),
  );
  const loadRow = (l: LoadResult) =>
    `| ${l.label} | ${l.requestsPerSecond} | ${l.latencyP50} ms | ${l.latencyP99} ms | ${l.non2xx} | ${l.cpuMsPerRequest === null ? '— (no pid files: set WP_ANCHOR)' : `${l.cpuMsPerRequest.toFixed(2)} ms`} |`;
  const report = [
    '# arig beside WordPress',
    '',
    `Run ${new Date().toISOString()} on ${os.cpus().length} cores, Node ${process.version}. Written by \`npm run bench:wordpress\` (bench/wordpress.ts).`,
    '',
    "The peer is the kit of `../shared/anchors/wordpress/` (Debian 12's WordPress 6.1 with its default theme, nginx, PHP-FPM 8.2 with opcache, MariaDB; 30 Hebrew articles with 1200×675 featured images). arig is this build with its seeded demo content and the page cache on. Both served from this machine; each page requested a few times first (arig's smallest encodings, PHP's opcache).",
    '',
    `## Lighthouse mobile (default throttling), median of ${runs}, runs alternating between the two`,
    '',
    '| page | server and address | performance | FCP | LCP | TBT | CLS | first visit, all bytes | accessibility | CPU index per run |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '## The listing under load (autocannon, 10 connections, 10 s after a 2 s warm-up)',
    '',
    '| request | req/s | p50 | p99 | non-2xx | server CPU per request |',
    '| --- | --- | --- | --- | --- | --- |',
    loadRow(arigLoad),
    loadRow(peerLoad),
    '',
    "- arig's CPU is its one process; WordPress's is nginx, PHP-FPM's master and workers and MariaDB together (the kit's pid files).",
    '- The article pages are not the same text: WordPress shows one of its 30 seeded articles, arig the seeded article the main bench measures.',
    '',
  ].join('\n');
  await writeFile(path.join(root, 'bench', 'wordpress-report.md'), report);
  step('wrote bench/wordpress-report.md');
} finally {
  await server.stop();
  await rm(work, { recursive: true, force: true });
}
