import os from 'node:os';
import type { RouteBytes } from './bytes.ts';
import type { LighthouseSummary } from './lighthouse.ts';
import type { LoadResult } from './load.ts';
import type { WidgetBytes } from './widget.ts';

export interface BenchResults {
  date: string;
  lighthouse: LighthouseSummary[];
  bytes: RouteBytes[];
  widget: WidgetBytes;
  cached: LoadResult;
  uncached: LoadResult;
  ceiling: LoadResult;
}

export const targets = {
  performance: 98,
  accessibility: 100,
  tbt: 50,
  cls: 0,
  articlesJsBytes: 15 * 1024,
  cachedShareOfCeiling: 0.5,
  uncachedCpuMs: 10,
};

const mark = (ok: boolean) => (ok ? '✅' : '❌');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function renderReport(r: BenchResults): string {
  const share = r.cached.requestsPerSecond / r.ceiling.requestsPerSecond;
  const articlesJs = r.bytes.find((b) => b.route === '/articles/')?.js ?? NaN;
  const lines = [
    '# arig benchmark',
    '',
    `Run ${r.date} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, production build, SQLite with the seeded demo content. Written by \`npm run bench\`.`,
    '',
    '## Lighthouse, mobile (default config), median of 3',
    '',
    '| route | performance | accessibility | TBT | CLS | LCP | FCP | benchmarkIndex | runs (perf) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...r.lighthouse.map(
      (l) =>
        `| \`${l.route}\` | ${l.performance} ${mark(l.performance >= targets.performance)} | ${l.accessibility} ${mark(l.accessibility >= targets.accessibility)} | ${l.tbt} ms ${mark(l.tbt <= targets.tbt)} | ${l.cls} ${mark(l.cls <= targets.cls)} | ${l.lcp} ms | ${l.fcp} ms | ${l.benchmarkIndex} | ${l.runs.map((x) => x.performance).join(', ')} |`,
    ),
    '',
    '## Bytes a first visit downloads (gzip -9; images and fonts excluded)',
    '',
    '| route | HTML | CSS | JS | scripts |',
    '| --- | --- | --- | --- | --- |',
    ...r.bytes.map((b) => `| \`${b.route}\` | ${kb(b.html)} | ${kb(b.css)} | ${kb(b.js)} | ${b.scripts} |`),
    '',
    `JavaScript on \`/articles/\`: ${kb(articlesJs)} (target ≤ ${kb(targets.articlesJsBytes)}) ${mark(articlesJs <= targets.articlesJsBytes)}`,
    '',
    '### Accessibility widget',
    '',
    `- Before use: preference bootstrap ${r.widget.bootstrap} B + launcher markup ${r.widget.launcherMarkup} B gzip (goal ≤ 1 KB) ${mark(r.widget.bootstrap + r.widget.launcherMarkup <= 1024)}; its tool styles are part of the page CSS above.`,
    `- On first use only: panel code ${kb(r.widget.panelCode)} + panel markup ${kb(r.widget.panelFragment)} gzip.`,
    '',
    '## Server: autocannon 10 s × 10 connections on `/articles/` (load generator on the same 2 cores)',
    '',
    '| server | req/s | p50 | p99 | requests | non-2xx | errors | server CPU per request |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...[r.ceiling, r.cached, r.uncached].map(
      (l) =>
        `| ${l.label} | ${l.requestsPerSecond} | ${l.latencyP50} ms | ${l.latencyP99} ms | ${l.completed} | ${l.non2xx} | ${l.errors} | ${l.cpuMsPerRequest === null ? '—' : `${l.cpuMsPerRequest.toFixed(2)} ms`} |`,
    ),
    '',
    `- Cached \`/articles/\` reaches ${(share * 100).toFixed(0)}% of the bare-Node ceiling (target ≥ 50%) ${mark(share >= targets.cachedShareOfCeiling)}`,
    `- An uncached render costs ${r.uncached.cpuMsPerRequest?.toFixed(2)} ms of server CPU (target ≤ ${targets.uncachedCpuMs} ms) ${mark((r.uncached.cpuMsPerRequest ?? Infinity) <= targets.uncachedCpuMs)}`,
    '',
  ];
  return lines.join('\n');
}
