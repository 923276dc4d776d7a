import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../scripts/build.ts';
import { chromiumPath, ensureChromium } from '../scripts/ensure-chromium.ts';
import { root } from '../scripts/lib/paths.ts';
import { startServer, type RunningServer } from '../scripts/lib/server.ts';
import { builderBytes, builderRoutes, plainRoute, type BuilderBytes } from './builder.ts';
import { routeBytes, type RouteBytes } from './bytes.ts';
import { rawResponse, startCeiling } from './ceiling.ts';
import { lighthouseRoute, type LighthouseSummary } from './lighthouse.ts';
import { loadShop } from './shop.ts';
import { cartCookie, loadPlaceOrder } from './checkout.ts';
import { combine, load, loadHeaders, type LoadResult } from './load.ts';
import { configureVendors, consentBytes } from './consent.ts';
import { formBytes, loadFormSubmit } from './forms.ts';
import { loadRefreshLoop } from './refresh-loop.ts';
import { addManyPosts, loadSearch, searchQueries } from './search.ts';
import { manyPostSlug, manyPostsCount } from './many-posts.ts';
import { renderReport, verdicts, type BenchResults, type Machine } from './report.ts';
import { widgetBytes, type WidgetBytes } from './widget.ts';
import { fillPageCache } from './cache-memory.ts';

/** npm run bench: Lighthouse, bytes and load figures for the production build → bench/report.md (+ bench/out/). */
const started = Date.now();
const step = (s: string) => console.log(`▸ [${Math.round((Date.now() - started) / 1000)}s] ${s}`);
const outDir = path.join(root, 'bench', 'out');
const writeJson = (name: string, data: unknown) =>
  writeFile(path.join(outDir, name), `${JSON.stringify(data, null, 2)}\n`);
const slug = (route: string) => route.replace(/^\/|\/$/g, '').replace(/[^\w-]+/g, '_') || 'home';
const withoutRaw = ({ raw: _raw, ...rest }: LoadResult) => rest;

async function machine(): Promise<Machine> {
  const pkg = JSON.parse(await readFile(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as {
    version: string;
  };
  let chromium = 'Chromium';
  try {
    chromium = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .trim()
      .replace(/ built on .*/, '');
  } catch {
    // keep the generic name
  }
  return {
    cores: os.availableParallelism(),
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    chromium,
    lighthouse: pkg.version,
  };
}

const servers = new Set<{ stop(): Promise<void> }>();
const work = await mkdtemp(path.join(os.tmpdir(), 'arig-bench-'));

try {
  await mkdir(outDir, { recursive: true });
  step('Chromium');
  await ensureChromium();
  step('production build (skipped when up to date)');
  await build();

  // One database and media folder for both servers: the first start migrates and seeds it.
  // Trusted proxy: the form-submit load sends each request from its own address (X-Forwarded-For), so the
  // per-address form limit is not what it measures; requests without the header count their socket.
  const shared = {
    databaseUrl: `file:${path.join(work, 'arig.db')}`,
    env: { MEDIA_DIR: path.join(work, 'media'), ARIG_TRUST_PROXY: 'on' },
  };

  step('server with the page cache (fresh database: migrate + seed)');
  const cachedServer: RunningServer = await startServer({ ...shared, pageCache: true });
  servers.add(cachedServer);
  step(`  ${cachedServer.url} (pid ${cachedServer.pid})`);
  const sitemap = await (await fetch(new URL('/wp-sitemap-posts-post-1.xml', cachedServer.url))).text();
  const firstLoc = sitemap.match(/<loc>\s*([^<\s]+)\s*<\/loc>/)?.[1];
  if (!firstLoc) throw new Error('no <loc> in /wp-sitemap-posts-post-1.xml: cannot pick an article');
  const article = new URL(firstLoc).pathname;
  const searchRoute = `/?s=${searchQueries.page}`;
  const routes = [
    ...builderRoutes,
    '/contact/',
    '/articles/',
    article,
    plainRoute,
    searchRoute,
    '/shop/',
    '/product/fabric-sample-kit/',
  ];

  step('bytes per route (gzip -9)');
  const bytes: RouteBytes[] = [];
  for (const route of routes) {
    const b = await routeBytes(cachedServer.url, route);
    step(`  ${route}: HTML ${b.html} B, CSS ${b.css} B, JS ${b.js} B (${b.scripts} scripts)`);
    bytes.push(b);
  }
  await writeJson('bytes.json', bytes);
  let builder: BuilderBytes | null = null;
  try {
    builder = await builderBytes(bytes);
    for (const p of builder.pages) step(`  builder ${p.route}: JS ${p.js} B, ${p.overPlain} B over ${plainRoute}`);
  } catch (err) {
    step(`  builder bytes skipped: ${(err as Error).message}`);
  }
  let widget: WidgetBytes | null = null;
  try {
    widget = await widgetBytes(cachedServer.url);
  } catch (err) {
    step(`  accessibility widget bytes skipped: ${(err as Error).message}`);
  }

  step('Lighthouse mobile, 3 runs per route');
  const lighthouse: LighthouseSummary[] = [];
  for (const route of routes) {
    step(`  ${route}`);
    // A page's second reply has its smallest encoding made (data/cache/compression.ts): measure pages as a
    // site serves them once visited, not the first reply after a restart. The fragments every page fetches
    // after its paint (the chat) likewise.
    for (const path of [route, '/wp-json/arig/v1/chat'])
      for (let i = 0; i < 2; i++)
        await fetch(new URL(path, cachedServer.url), { headers: { 'accept-encoding': 'br' } });
    await new Promise((r) => setTimeout(r, 500));
    const { summary, medianLhr } = await lighthouseRoute(cachedServer.url, route, 3, (m) => step(`    ${m}`));
    lighthouse.push(summary);
    await writeJson(`lighthouse-${slug(route)}.json`, medianLhr);
  }
  await writeJson('lighthouse-summary.json', lighthouse);

  // Cached and ceiling in A-B-B-A order, each figure the mean of its two runs: on a shared 2-core
  // machine consecutive runs drift, and this keeps the drift out of the ratio.
  const articlesUrl = new URL('/articles/', cachedServer.url).toString();
  const page = await rawResponse(articlesUrl, loadHeaders);
  if (page.status !== 200) throw new Error(`/articles/ answered ${page.status}`);
  const ceilingServer = await startCeiling(page);
  servers.add(ceilingServer);
  const ceilingUrl = `${ceilingServer.url}/articles/`;
  const runs: Record<'cached' | 'ceiling', LoadResult[]> = { cached: [], ceiling: [] };
  for (const which of ['cached', 'ceiling', 'ceiling', 'cached'] as const) {
    step(
      which === 'cached'
        ? 'load: /articles/ with the page cache'
        : `load: bare Node http ceiling with the same ${page.body.length} bytes and headers`,
    );
    const r =
      which === 'cached'
        ? await load('arig, page cache', articlesUrl, cachedServer.pid)
        : await load('bare Node http (ceiling)', ceilingUrl, ceilingServer.pid);
    step(`  ${r.requestsPerSecond} req/s, ${r.cpuMsPerRequest?.toFixed(3)} ms CPU/request`);
    runs[which].push(r);
  }
  const cached = combine(runs.cached);
  const ceiling = combine(runs.ceiling);
  await writeJson('load-cached.json', cached.raw);
  await writeJson('load-ceiling.json', ceiling.raw);
  step('load: POST /wp-json/arig/v1/refresh-loop (loop grid filter, 10 connections)');
  const refreshLoop = await loadRefreshLoop(cachedServer.url, cachedServer.pid);
  step(`  ${refreshLoop.requestsPerSecond} req/s, p99 ${refreshLoop.latencyP99} ms`);
  await writeJson('load-refresh-loop.json', refreshLoop.raw);
  step('load: contact form submits (stored + mail queued, 10 connections)');
  const formSubmit = await loadFormSubmit(cachedServer.url, cachedServer.pid);
  step(`  ${formSubmit.requestsPerSecond} req/s, p99 ${formSubmit.latencyP99} ms, ${formSubmit.non2xx} non-2xx`);
  await writeJson('load-form-submit.json', formSubmit.raw);
  const forms = { bytes: await formBytes(), submit: withoutRaw(formSubmit) };
  step('load: /shop/ cached, and adds to the cart (10 connections)');
  const shopLoad = await loadShop(cachedServer.url, cachedServer.pid);
  step(`  /shop/ ${shopLoad.catalogue.requestsPerSecond} req/s; add to cart p99 ${shopLoad.addToCart.latencyP99} ms`);
  await writeJson('load-shop.json', { catalogue: shopLoad.catalogue.raw, addToCart: shopLoad.addToCart.raw });
  const shop = { catalogue: withoutRaw(shopLoad.catalogue), addToCart: withoutRaw(shopLoad.addToCart) };
  step('checkout: Lighthouse with a cart (a sample kit and a guide), then orders placed (10 connections)');
  const withCart = { Cookie: await cartCookie(cachedServer.url, ['fabric-sample-kit', 'fabric-testing-guide']) };
  for (let i = 0; i < 2; i++) await fetch(new URL('/checkout/', cachedServer.url), { headers: withCart });
  const checkoutLighthouse = await lighthouseRoute(
    cachedServer.url,
    '/checkout/',
    3,
    (m) => step(`    ${m}`),
    withCart,
  );
  await writeJson('lighthouse-checkout.json', checkoutLighthouse.medianLhr);
  const placeOrder = await loadPlaceOrder(cachedServer.url, cachedServer.pid);
  step(
    `  place order p99 ${placeOrder.latencyP99} ms, ${placeOrder.requestsPerSecond} req/s, ${placeOrder.redirects} orders`,
  );
  await writeJson('load-place-order.json', placeOrder.raw);
  const checkout = {
    lighthouse: checkoutLighthouse.summary,
    placeOrder: { ...withoutRaw(placeOrder), redirects: placeOrder.redirects },
  };

  // Issue 17: every vendor configured, no consent given (each Lighthouse run is a first visit).
  step('consent: vendors configured, Lighthouse without consent');
  await configureVendors(cachedServer.url);
  const consentLighthouse: LighthouseSummary[] = [];
  for (const route of ['/', article]) {
    step(`  ${route}`);
    const { summary } = await lighthouseRoute(cachedServer.url, route, 3, (m) => step(`    ${m}`));
    consentLighthouse.push(summary);
  }
  const consent = { bytes: await consentBytes(cachedServer.url), lighthouse: consentLighthouse };
  await ceilingServer.stop();
  servers.delete(ceilingServer);
  await cachedServer.stop();
  servers.delete(cachedServer);

  step('load: /articles/ without the page cache (ARIG_PAGE_CACHE=off: every request renders)');
  const uncachedServer = await startServer({ ...shared, pageCache: false });
  servers.add(uncachedServer);
  const uncachedUrl = new URL('/articles/', uncachedServer.url).toString();
  const uncached = await load('arig, no page cache', uncachedUrl, uncachedServer.pid);
  step(`  ${uncached.requestsPerSecond} req/s, ${uncached.cpuMsPerRequest?.toFixed(3)} ms CPU/request`);
  await writeJson('load-uncached.json', uncached.raw);
  await uncachedServer.stop();
  servers.delete(uncachedServer);

  step(`search: ${manyPostsCount} more articles, then results page and suggestions at 10 connections`);
  step(`  ${await addManyPosts({ DATABASE_URL: shared.databaseUrl, ...shared.env })}`);
  const searchServer = await startServer({ ...shared, pageCache: true });
  servers.add(searchServer);
  const search = await loadSearch(searchServer.url, searchServer.pid, manyPostsCount);
  step(`  first search (index build) ${search.firstSearchMs} ms`);
  step(`  results page: ${search.page.requestsPerSecond} req/s, p99 ${search.page.latencyP99} ms`);
  step(`  results page (kept): ${search.pageKept.requestsPerSecond} req/s, p99 ${search.pageKept.latencyP99} ms`);
  step(`  suggestions: ${search.suggest.requestsPerSecond} req/s, p99 ${search.suggest.latencyP99} ms`);
  step(`  suggestions (kept): ${search.suggestKept.requestsPerSecond} req/s, p99 ${search.suggestKept.latencyP99} ms`);
  await writeJson('load-search.json', {
    page: search.page.raw,
    pageKept: search.pageKept.raw,
    suggest: search.suggest.raw,
    suggestKept: search.suggestKept.raw,
  });
  await searchServer.stop();
  servers.delete(searchServer);

  step(`the page cache full: ${manyPostsCount} articles, then made-up query strings; resident memory`);
  const memoryServer = await startServer({ ...shared, pageCache: true });
  servers.add(memoryServer);
  const cacheMemory = await fillPageCache(
    memoryServer.url,
    Array.from({ length: manyPostsCount }, (_, i) => manyPostSlug(i)),
  );
  step(`  ${cacheMemory.entriesFull} pages, ${cacheMemory.bytesFull} B kept; resident ${cacheMemory.rssBytes} B`);
  await memoryServer.stop();
  servers.delete(memoryServer);

  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: await machine(),
    lighthouse,
    bytes,
    widget,
    builder,
    cached: withoutRaw(cached),
    uncached: withoutRaw(uncached),
    ceiling: withoutRaw(ceiling),
    refreshLoop: withoutRaw(refreshLoop),
    forms,
    shop,
    checkout,
    consent,
    search: {
      ...search,
      page: withoutRaw(search.page),
      pageKept: withoutRaw(search.pageKept),
      suggest: withoutRaw(search.suggest),
      suggestKept: withoutRaw(search.suggestKept),
    },
    cacheMemory,
  };
  await writeJson('results.json', results);
  const report = renderReport(results);
  await writeFile(path.join(root, 'bench', 'report.md'), report);
  console.log(`\n${report}`);
  const failed = verdicts(results).filter((x) => !x.ok);
  step(
    failed.length
      ? `done: ${failed.length} target(s) missed (see bench/report.md)`
      : 'done: every target met (bench/report.md)',
  );
} catch (err) {
  console.error(`✗ bench failed: ${(err as Error).stack ?? String(err)}`);
  process.exitCode = 1;
} finally {
  for (const s of servers) await s.stop().catch(() => {});
  await rm(work, { recursive: true, force: true });
}
// Lighthouse and autocannon can leave handles open; the results are written.
process.exit(process.exitCode ?? 0);
