import { groupCaps } from '../data/cache/page-cache.ts';
import { searchQueries } from './search.ts';
import { plainRoute, renderBuilderBytes, type BuilderBytes } from './builder.ts';
import type { RouteBytes } from './bytes.ts';
import type { LighthouseSummary } from './lighthouse.ts';
import type { LoadResult } from './load.ts';
import type { ConsentBytes } from './consent.ts';
import type { FormBytes } from './forms.ts';
import { renderShop, shopVerdicts } from './shop.ts';
import { checkoutVerdicts, renderCheckout, type CheckoutResults } from './checkout-report.ts';
import type { WidgetBytes } from './widget.ts';
import { cacheMemoryVerdicts, renderCacheMemory, type CacheMemory } from './cache-memory.ts';

export interface Machine {
  cores: number;
  cpu: string;
  memoryGiB: number;
  node: string;
  chromium: string;
  lighthouse: string;
}

export interface BenchResults {
  date: string;
  machine: Machine;
  lighthouse: LighthouseSummary[];
  bytes: RouteBytes[];
  widget: WidgetBytes | null;
  /** Optional so older results files still render. */
  builder?: BuilderBytes | null;
  cached: Omit<LoadResult, 'raw'>;
  uncached: Omit<LoadResult, 'raw'>;
  ceiling: Omit<LoadResult, 'raw'>;
  /** POST /wp-json/arig/v1/refresh-loop (issue 5); optional so older results files still render. */
  refreshLoop?: Omit<LoadResult, 'raw'> | null;
  /** Issue 17: Lighthouse with every vendor configured and no consent; the consent layer's bytes. */
  consent?: { bytes: ConsentBytes; lighthouse: LighthouseSummary[] } | null;
  /** Issue 16: the form island's bytes and contact-form submits under load. */
  forms?: { bytes: FormBytes; submit: Omit<LoadResult, 'raw'> } | null;
  /** Issue 18: the cached catalogue and adds to the cart under load. */
  shop?: { catalogue: Omit<LoadResult, 'raw'>; addToCart: Omit<LoadResult, 'raw'> } | null;
  /** Issue 19: the checkout with a cart in Lighthouse, and orders placed under load. */
  checkout?: CheckoutResults | null;
  /** Issue 20: the site search with 2,000 more articles. */
  search?: {
    posts: number;
    firstSearchMs: number;
    page: Omit<LoadResult, 'raw'>;
    pageKept: Omit<LoadResult, 'raw'>;
    suggest: Omit<LoadResult, 'raw'>;
    suggestKept?: Omit<LoadResult, 'raw'>;
  } | null;
  /** Issue 23: the page cache full, and the server's resident memory then. */
  cacheMemory?: CacheMemory | null;
}

export const targets = {
  performance: 98,
  accessibility: 100,
  tbt: 50,
  cls: 0,
  articlesJsBytes: 15 * 1024,
  runtimeBytes: 4 * 1024,
  cachedShareOfCeiling: 0.5,
  uncachedCpuMs: 10,
  refreshLoopP99Ms: 20,
  searchP99Ms: 20,
  popupEngineBytes: 5 * 1024,
  formIslandBytes: 3 * 1024,
  consentBannerBytes: 4 * 1024,
};

const mark = (ok: boolean) => (ok ? '✅ pass' : '❌ fail');
const tick = (ok: boolean) => (ok ? '✅' : '❌');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number | null) => (n === null ? '—' : `${n.toFixed(2)} ms`);

export interface Verdict {
  target: string;
  measured: string;
  ok: boolean;
}

/** Every target with what was measured and whether it holds. */
export function verdicts(r: BenchResults): Verdict[] {
  const lh = r.lighthouse;
  const worst = (k: 'performance' | 'accessibility' | 'tbt' | 'cls', highest: boolean) =>
    lh.reduce((w, l) => ((highest ? l[k] > w[k] : l[k] < w[k]) ? l : w), lh[0]!);
  const minPerf = worst('performance', false);
  const minA11y = worst('accessibility', false);
  const maxTbt = worst('tbt', true);
  const maxCls = worst('cls', true);
  const articlesJs = r.bytes.find((b) => b.route === '/articles/')?.js ?? NaN;
  // The page without builder widgets or chat fetches only the site runtime's script files.
  const plain = r.bytes.find((b) => b.route === plainRoute);
  const runtime = plain ? plain.files.filter((f) => f.kind === 'js').reduce((sum, f) => sum + f.gzip, 0) : NaN;
  const share = r.cached.requestsPerSecond / r.ceiling.requestsPerSecond;
  const cpu = r.uncached.cpuMsPerRequest;
  return [
    {
      target: `Lighthouse performance ≥ ${targets.performance} (every route)`,
      measured: `lowest ${minPerf.performance} on \`${minPerf.route}\``,
      ok: minPerf.performance >= targets.performance,
    },
    {
      target: `Lighthouse accessibility = ${targets.accessibility} (every route)`,
      measured: `lowest ${minA11y.accessibility} on \`${minA11y.route}\``,
      ok: minA11y.accessibility >= targets.accessibility,
    },
    {
      target: `TBT ≤ ${targets.tbt} ms (every route)`,
      measured: `highest ${maxTbt.tbt} ms on \`${maxTbt.route}\``,
      ok: maxTbt.tbt <= targets.tbt,
    },
    {
      target: `CLS = ${targets.cls} (every route)`,
      measured: `highest ${maxCls.cls} on \`${maxCls.route}\``,
      ok: maxCls.cls <= targets.cls,
    },
    {
      target: `JavaScript on \`/articles/\` ≤ ${kb(targets.articlesJsBytes)} gzip`,
      measured: kb(articlesJs),
      ok: articlesJs <= targets.articlesJsBytes,
    },
    {
      target: `Site runtime (the script files of \`${plainRoute}\`) ≤ ${kb(targets.runtimeBytes)} gzip`,
      measured: `${kb(runtime)} in ${plain?.files.filter((f) => f.kind === 'js').length ?? 0} file(s)`,
      ok: runtime <= targets.runtimeBytes,
    },
    {
      target: `Cached \`/articles/\` ≥ ${targets.cachedShareOfCeiling * 100}% of the bare-Node ceiling`,
      measured: `${(share * 100).toFixed(0)}% (${r.cached.requestsPerSecond} ÷ ${r.ceiling.requestsPerSecond} req/s)`,
      ok: share >= targets.cachedShareOfCeiling,
    },
    {
      target: `Uncached render ≤ ${targets.uncachedCpuMs} ms server CPU per request`,
      measured: ms(cpu),
      ok: cpu !== null && cpu <= targets.uncachedCpuMs,
    },
    ...(r.widget?.popup
      ? [
          {
            target: `Popup engine (what a page with popups fetches before any can open) ≤ ${kb(targets.popupEngineBytes)} gzip`,
            measured: kb(r.widget.popup.engine),
            ok: r.widget.popup.engine <= targets.popupEngineBytes,
          },
        ]
      : []),
    ...(r.refreshLoop
      ? [
          {
            target: `refresh-loop p99 ≤ ${targets.refreshLoopP99Ms} ms, 0 errors and 0 non-2xx at 10 connections`,
            measured: `p99 ${r.refreshLoop.latencyP99} ms, ${r.refreshLoop.requestsPerSecond} req/s, ${r.refreshLoop.errors} errors, ${r.refreshLoop.non2xx} non-2xx`,
            ok:
              r.refreshLoop.latencyP99 <= targets.refreshLoopP99Ms &&
              r.refreshLoop.errors === 0 &&
              r.refreshLoop.non2xx === 0,
          },
        ]
      : []),
    ...(r.search
      ? [r.search.suggest].map((l) => ({
          target: `${l.label} p99 ≤ ${targets.searchP99Ms} ms, 0 errors and 0 non-2xx at 10 connections (${r.search!.posts} more articles)`,
          measured: `p99 ${l.latencyP99} ms, ${l.requestsPerSecond} req/s, ${l.errors} errors, ${l.non2xx} non-2xx`,
          ok: l.latencyP99 <= targets.searchP99Ms && l.errors === 0 && l.non2xx === 0,
        }))
      : []),
    ...(r.forms
      ? [
          {
            target: `Form JavaScript before interaction ≤ ${kb(targets.formIslandBytes)} gzip`,
            measured: `${kb(r.forms.bytes.island)} (the island, fetched when a form comes near)`,
            ok: r.forms.bytes.island <= targets.formIslandBytes,
          },
          {
            target: 'Contact-form submits at 10 connections: 0 errors, every answer 2xx (reported: p99)',
            measured: `p99 ${r.forms.submit.latencyP99} ms, ${r.forms.submit.requestsPerSecond} req/s, ${r.forms.submit.errors} errors, ${r.forms.submit.non2xx} non-2xx`,
            ok: r.forms.submit.errors === 0 && r.forms.submit.non2xx === 0,
          },
        ]
      : []),
    ...shopVerdicts(r),
    ...checkoutVerdicts(r.checkout),
    ...cacheMemoryVerdicts(r.cacheMemory),
    ...(r.consent
      ? [
          {
            target: `With every vendor configured and no consent: Lighthouse ≥ ${targets.performance}, nothing from a vendor`,
            measured: r.consent.lighthouse.map((l) => `\`${l.route}\` ${l.performance}`).join(', '),
            ok: r.consent.lighthouse.every((l) => l.performance >= targets.performance),
          },
          {
            target: `Consent banner before interaction ≤ ${kb(targets.consentBannerBytes)} gzip`,
            measured: `${kb(r.consent.bytes.gate + r.consent.bytes.chunk + r.consent.bytes.markup)} (code ${kb(r.consent.bytes.gate)} + ${kb(r.consent.bytes.chunk)}, markup ${kb(r.consent.bytes.markup)})`,
            ok: r.consent.bytes.gate + r.consent.bytes.chunk + r.consent.bytes.markup <= targets.consentBannerBytes,
          },
          {
            target: 'Consent code per page once a choice is stored ≤ 1.0 KB gzip (issue 17 goal)',
            measured: `${kb(r.consent.bytes.gate)} (the gate; the banner's code only when reopened); a grant adds the measurement it allowed, ${kb(r.consent.bytes.afterGrant)}, before the vendors' own scripts`,
            ok: r.consent.bytes.gate <= 1024,
          },
        ]
      : []),
  ];
}

export function renderReport(r: BenchResults): string {
  const v = verdicts(r);
  const m = r.machine;
  const lines = [
    '# arig benchmark',
    '',
    `Run ${r.date} on ${m.cores} cores (${m.cpu}), ${m.memoryGiB} GiB, Node ${m.node}, ${m.chromium}, Lighthouse ${m.lighthouse}.`,
    'Production build, SQLite with the seeded demo content; server, browser and load generator share the machine.',
    'Written by `npm run bench`; raw results in `bench/out/`.',
    '',
    `## Targets: ${v.filter((x) => x.ok).length} of ${v.length} pass`,
    '',
    '| target | measured | result |',
    '| --- | --- | --- |',
    ...v.map((x) => `| ${x.target} | ${x.measured} | ${mark(x.ok)} |`),
    '',
    `## Lighthouse, mobile (default config), median of ${r.lighthouse[0]?.runs.length ?? 0} runs`,
    '',
    'Each route (and the chat fragment every page fetches after its paint) is requested twice before its first run, as a visited page is served: in its smallest encoding (brotli 11, made on its second reply; `data/cache/compression.ts`).',
    '',
    '| route | performance | accessibility | TBT | CLS (worst) | LCP | FCP | benchmarkIndex | runs (perf) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...r.lighthouse.map(
      (l) =>
        `| \`${l.route}\` | ${l.performance} ${tick(l.performance >= targets.performance)} | ${l.accessibility} ${tick(l.accessibility >= targets.accessibility)} | ${l.tbt} ms ${tick(l.tbt <= targets.tbt)} | ${l.cls} (${l.worstCls}) ${tick(l.cls <= targets.cls)} | ${l.lcp} ms | ${l.fcp} ms | ${l.benchmarkIndex} | ${l.runs.map((x) => x.performance).join(', ')} |`,
    ),
    ...(r.lighthouse.some((l) => l.a11yFailures.length)
      ? [
          '',
          'Failed accessibility audits: ' +
            r.lighthouse
              .filter((l) => l.a11yFailures.length)
              .map((l) => `\`${l.route}\`: ${l.a11yFailures.join(', ')}`)
              .join('; '),
        ]
      : []),
    '',
    '## Everything a first visit transfers (Lighthouse mobile, the median run; images and fonts included)',
    '',
    '| route | total | document | scripts | stylesheets | fonts | images | other |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...r.lighthouse.map(
      ({ route, transfer: t }) =>
        `| \`${route}\` | ${kb(t.total)} | ${kb(t.document)} | ${kb(t.script)} | ${kb(t.stylesheet)} | ${kb(t.font)} | ${kb(t.image)} | ${kb(t.other)} |`,
    ),
    '',
    '## Bytes a first visit downloads (gzip -9; images and fonts excluded)',
    '',
    'CSS and JS count linked files, modulepreloads and their static imports, plus inline `<style>`/`<script>` (which the HTML column includes too).',
    '',
    '| route | HTML | CSS | JS | scripts |',
    '| --- | --- | --- | --- | --- |',
    ...r.bytes.map((b) => `| \`${b.route}\` | ${kb(b.html)} | ${kb(b.css)} | ${kb(b.js)} | ${b.scripts} |`),
    ...(r.builder ? renderBuilderBytes(r.builder) : []),
    ...renderMediaPage(r),
    ...(r.widget
      ? [
          '',
          '### Accessibility widget',
          '',
          `- Before use: preference bootstrap ${r.widget.bootstrap} B + launcher markup ${r.widget.launcherMarkup} B gzip (goal ≤ 1 KB) ${tick(r.widget.bootstrap + r.widget.launcherMarkup <= 1024)}; its tool styles are part of the page CSS above.`,
          `- On first use only: panel code ${kb(r.widget.panelCode)} + panel markup ${kb(r.widget.panelFragment)} gzip.`,
        ]
      : []),
    ...(r.widget?.chat
      ? [
          '',
          '### WhatsApp chat button',
          '',
          `- Before interaction on every page: code ${kb(r.widget.chat.code)} with its styles (fetched once the page has loaded) + markup ${kb(r.widget.chat.markup)} = ${kb(r.widget.chat.code + r.widget.chat.markup)} gzip (goal ≤ 8 KB) ${tick(r.widget.chat.code + r.widget.chat.markup <= 8192)}.`,
          `- Only when the QR code is first shown (desktop, QR on): ${kb(r.widget.chat.qrCode)} gzip.`,
        ]
      : []),
    ...(r.widget?.popup
      ? [
          '',
          '### Popups',
          '',
          `- Only on pages with a popup: the engine ${kb(r.widget.popup.engine)} gzip (goal ≤ 5 KB) ${tick(r.widget.popup.engine <= targets.popupEngineBytes)}; styles ${kb(r.widget.popup.styles)} (inside the page CSS above).`,
          `- Only when needed: the dialogs' code ${kb(r.widget.popup.view)} (a visit where a popup may open; a capped or converted visitor never fetches it), page-event triggers ${kb(r.widget.popup.signals)} (scroll, element, click, inactivity, exit intent, adblock), the adblock bait ${kb(r.widget.popup.adblock)}, the signed-in check ${kb(r.widget.popup.session)}, the conversion listeners ${kb(r.widget.popup.conversions)}. All of it at once: ${kb(r.widget.popup.engine + r.widget.popup.view + r.widget.popup.signals + r.widget.popup.adblock + r.widget.popup.session + r.widget.popup.conversions)}.`,
          `- Lighthouse on an article carries the seeded newsletter popup (the article route above).`,
          `- Editors only (\`#popup-explain\`): explainer panel ${kb(r.widget.popup.explainer)} gzip.`,
        ]
      : []),
    ...(r.forms
      ? [
          '',
          '### Forms (`/contact/`)',
          '',
          `- The form works as a plain POST; its island (in-place errors, one-time key) is ${kb(r.forms.bytes.island)} gzip, fetched when a form comes within 200 px.`,
          `- Submits at 10 connections (each stored, two messages queued, no SMTP): ${r.forms.submit.requestsPerSecond} req/s, p50 ${r.forms.submit.latencyP50} ms, p99 ${r.forms.submit.latencyP99} ms, ${r.forms.submit.completed} submissions, server CPU ${ms(r.forms.submit.cpuMsPerRequest)} per submit.`,
        ]
      : []),
    ...renderSearch(r),
    ...renderShop(r),
    ...renderCheckout(r.checkout),
    ...renderCacheMemory(r.cacheMemory),
    '',
    '## Server: autocannon 10 s × 10 connections on `/articles/` (each run after a 2 s warm-up)',
    '',
    '| server | runs | req/s | p50 | p99 | requests | non-2xx | errors | server CPU per request |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...[r.ceiling, r.cached, r.uncached].map(
      (l) =>
        `| ${l.label} | ${l.runs} | ${l.requestsPerSecond} | ${l.latencyP50} ms | ${l.latencyP99} ms | ${l.completed} | ${l.non2xx} | ${l.errors + l.timeouts} | ${ms(l.cpuMsPerRequest)} |`,
    ),
    '',
    'The ceiling is a bare Node `http` server in its own process answering with the exact bytes and headers arig sent for `/articles/`.',
    'Cached and ceiling ran in the order cached, ceiling, ceiling, cached; their req/s are the means of their runs.',
    ...(r.cached.cpuMsPerRequest && r.ceiling.cpuMsPerRequest
      ? [
          `Per request the cached server spends ${(r.cached.cpuMsPerRequest / r.ceiling.cpuMsPerRequest).toFixed(2)}× the bare server's CPU; on 2 cores the load generator (one core) is usually what limits both req/s figures.`,
        ]
      : []),
    'Server CPU is user + system time of the server process and its descendants from `/proc/<pid>/stat`, read just before and after the measured run.',
    '',
  ];
  return lines.join('\n');
}

/** Issue 4: the media page (carousel, gallery, video, audio) loads no lightbox or video-player code up front. */
function renderMediaPage(r: BenchResults): string[] {
  const route = '/about/';
  const bytes = r.bytes.find((b) => b.route === route);
  const lh = r.lighthouse.find((l) => l.route === route);
  if (!bytes || !lh) return [];
  const media = bytes.files.filter((f) => f.kind === 'js' && /lightbox|video|vimeo|youtube/i.test(f.url));
  const before = media.reduce((sum, f) => sum + f.gzip, 0);
  return [
    '',
    '### Media widgets (`/about/`: carousel, gallery, video, audio)',
    '',
    `- Lightbox and video-player code before interaction: ${before} B ${tick(before === 0)} (the lightbox loads on the first image click, the provider's player on play, the carousel island on approach).`,
    `- Lighthouse mobile: performance ${lh.performance} ${tick(lh.performance >= targets.performance)}, CLS ${lh.cls} ${tick(lh.cls <= targets.cls)}.`,
  ];
}

/** Issue 20: the site search on a site with 2,000 more articles. */
function renderSearch(r: BenchResults): string[] {
  if (!r.search) return [];
  const { posts, firstSearchMs, page, pageKept, suggest, suggestKept } = r.search;
  return [
    '',
    `### Site search (${posts} more articles, 10 connections, 10 s after a 2 s warm-up)`,
    '',
    '| request | req/s | p50 | p99 | non-2xx | errors | server CPU per request |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...[suggest, suggestKept, page, pageKept]
      .flatMap((l) => (l ? [l] : []))
      .map(
        (l) =>
          `| ${l.label} | ${l.requestsPerSecond} | ${l.latencyP50} ms | ${l.latencyP99} ms | ${l.non2xx} | ${l.errors + l.timeouts} | ${ms(l.cpuMsPerRequest)} |`,
      ),
    '',
    `- Queries: the results page asks \`${searchQueries.page}\`; suggestions ask \`${searchQueries.suggest}\` (repeated) or every beginning (3 letters and more) of the demo articles' title and excerpt words in turn.`,
    `- The first search after a publish reads every article and builds the index: ${firstSearchMs} ms for that one request; every search until the next publish uses it.`,
    `- "Words in turn" asks each of the demo articles' words (3 letters and more) as a query, more of them than the page cache's search share keeps, in order, so every request searches the index and renders the page (the page's share of this is the same as any uncached page; see \`/articles/\` without the page cache below). Benches before 2026-12-06 appended a counter to one query instead, which the page cache serves from the page without it: those rows measured kept pages. "Repeated" is a query asked again: results pages are kept in a share of the page cache capped at ${groupCaps.search} addresses, so a run of distinct queries cannot push the site's pages out; suggestions likewise, in a share of ${groupCaps.suggest}. "In turn" asks more distinct beginnings than that share holds, in order, so each is searched.`,
    '- The search form and its suggestions add no JavaScript before interaction: the combobox (and its code) loads on the first focus of a search box.',
  ];
}
