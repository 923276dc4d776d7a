import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../scripts/build.ts';
import { ensureChromium } from '../scripts/ensure-chromium.ts';
import { root } from '../scripts/lib/paths.ts';
import { startServer } from '../scripts/lib/server.ts';
import { routeBytes } from './bytes.ts';
import { rawResponse, startCeiling } from './ceiling.ts';
import { lighthouseRoute } from './lighthouse.ts';
import { load, loadHeaders } from './load.ts';
import { widgetBytes } from './widget.ts';
import { renderReport, type BenchResults } from './report.ts';

const step = (s: string) => console.log(`▸ ${s}`);

await ensureChromium();
step('production build');
await build();

step('server with the page cache (fresh seeded database)');
const cachedServer = await startServer({ pageCache: true });
const sitemap = await (await fetch(new URL('/wp-sitemap-posts-post-1.xml', cachedServer.url))).text();
const article = new URL(sitemap.match(/<loc>([^<]+)<\/loc>/)![1]!).pathname;
const routes = ['/', '/articles/', article, '/accessibility-statement/'];

step('bytes per route');
const bytes = await Promise.all(routes.map((r) => routeBytes(cachedServer.url, r)));
const widget = await widgetBytes(cachedServer.url);

step('Lighthouse mobile, 3 runs per route');
const lighthouse = [];
for (const route of routes) {
  step(`  ${route}`);
  lighthouse.push(await lighthouseRoute(cachedServer.url, route));
}

step('load: cached /articles/');
const articlesUrl = new URL('/articles/', cachedServer.url).toString();
const page = await rawResponse(articlesUrl, loadHeaders);
const cached = await load('arig, page cache', articlesUrl, cachedServer.pid);
await cachedServer.stop();

step('load: bare Node ceiling with the same bytes');
const ceilingServer = await startCeiling(page.body, page.headers);
const ceiling = await load('bare Node http (ceiling)', `${ceilingServer.url}/articles/`, ceilingServer.pid);
ceilingServer.stop();

step('load: uncached /articles/ (every request renders)');
const uncachedServer = await startServer({ pageCache: false });
const uncached = await load(
  'arig, no page cache',
  new URL('/articles/', uncachedServer.url).toString(),
  uncachedServer.pid,
);
await uncachedServer.stop();

const results: BenchResults = { date: new Date().toISOString(), lighthouse, bytes, widget, cached, uncached, ceiling };
await mkdir(path.join(root, 'bench', 'out'), { recursive: true });
await writeFile(path.join(root, 'bench', 'out', 'results.json'), JSON.stringify(results, null, 2));
const report = renderReport(results);
await writeFile(path.join(root, 'bench', 'report.md'), report);
console.log(`\n${report}`);
process.exit(0);
