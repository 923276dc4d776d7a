import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from '../scripts/ensure-chromium.ts';
import { root } from '../scripts/lib/paths.ts';
import { startServer } from '../scripts/lib/server.ts';
import { wordpressFixture } from '../scripts/lib/wordpress-fixture.ts';
import { importRunRows, measureGeneratedImport, measureImport } from './import-scale.ts';
import { lighthouseRoute, type LighthouseSummary } from './lighthouse.ts';

/**
 * `npm run bench:imported`: the fixture WordPress site imported into arig (issue 22), then Lighthouse mobile
 * (median of 3) on the imported pages that the fixture's README measured on the original, written to
 * bench/imported-report.md beside those figures, with the import's time and peak memory for the fixture and
 * for a made-up export of 5,000 articles. Uses the current build (`npm run build` first).
 */
/** The original's figures (fixture README: Lighthouse 12.8.2 mobile, one run each on a shared machine). */
const pages = [
  { route: '/articles/', was: '/category/articles/', perf: 95, fcp: 1850, lcp: 1990, tbt: 191, kb: 208 },
  { route: '/landing-page-guide/', was: '/landing-page-guide/', perf: 98, fcp: 1480, lcp: 1600, tbt: 131, kb: 132 },
  { route: '/about/', was: '/about/', perf: 100, fcp: 1250, lcp: 1460, tbt: 48, kb: 25 },
];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)}`;

const dir = await mkdtemp(path.join(os.tmpdir(), 'arig-imported-'));
const env = { MEDIA_DIR: path.join(dir, 'media') };
const databaseUrl = `file:${path.join(dir, 'arig.db')}`;
try {
  await ensureChromium();
  let server = await startServer({ databaseUrl, env });
  await server.stop();
  const fixtureRun = await measureImport(
    'the fixture (`../shared/fixtures/wordpress`, with its uploads)',
    databaseUrl,
    env,
    {
      exportFile: path.join(wordpressFixture, 'site-export.xml'),
      uploads: path.join(wordpressFixture, 'uploads'),
    },
  );
  server = await startServer({ databaseUrl, env });
  const rows: string[] = [];
  const results: Record<string, LighthouseSummary> = {};
  for (const o of pages) {
    for (const p of [o.route, '/wp-json/arig/v1/chat'])
      for (let i = 0; i < 2; i++) await fetch(new URL(p, server.url), { headers: { 'accept-encoding': 'br' } });
    const { summary } = await lighthouseRoute(server.url, o.route, 3, (m) => console.log(`▸ ${o.route} ${m}`));
    results[o.route] = summary;
    rows.push(
      `| \`${o.was}\` → \`${o.route}\` | ${o.perf} / ${summary.performance} | ${summary.accessibility} | ` +
        `${seconds(o.fcp)} / ${seconds(summary.fcp)} s | ${seconds(o.lcp)} / ${seconds(summary.lcp)} s | ` +
        `${o.tbt} / ${summary.tbt} ms | ${summary.cls} | ${o.kb} / ${Math.round(summary.transfer.total / 1024)} KB |`,
    );
  }
  await server.stop();
  console.log('▸ the import of a generated export');
  const runs = [fixtureRun, await measureGeneratedImport()];
  const report = [
    '# The fixture WordPress site, imported into arig (issue 22)',
    '',
    `Run ${new Date().toISOString()} by \`npm run bench:imported\`: the fixture export and uploads imported with \`npm run import\`, then Lighthouse 12 mobile (default simulated throttling), median of 3, each page requested twice first as a visited site serves it. The original's figures are the fixture README's (one run each, on a shared machine).`,
    '',
    '| page (WordPress → arig) | performance (WP / arig) | arig accessibility | FCP | LCP | TBT | arig CLS | first visit, all bytes |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '## The import itself',
    '',
    "Each export imported into a fresh demo site with `npm run import` (SQLite, one process), timed from the command's start to its exit; peak memory is the process's maximum resident set.",
    '',
    ...importRunRows(runs),
    '',
  ].join('\n');
  await writeFile(path.join(root, 'bench', 'imported-report.md'), report);
  const imports = runs.map(({ report: r, ...run }) => ({ ...run, counts: r.counts, errors: r.errors.length }));
  await writeFile(
    path.join(root, 'bench', 'out', 'imported.json'),
    `${JSON.stringify({ results, imports }, null, 2)}\n`,
  );
  console.log(report);
} finally {
  await rm(dir, { recursive: true, force: true });
}
