import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '../e2e/harness.ts';
import { chromiumPath } from '../scripts/ensure-chromium.ts';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  /** ms */
  tbt: number;
  cls: number;
  /** ms */
  lcp: number;
  /** ms */
  fcp: number;
  benchmarkIndex: number;
  /** Failed accessibility audits, if any (their ids). */
  a11yFailures: string[];
  /** Bytes transferred by the visit, every resource (images and fonts included), by Lighthouse's types. */
  transfer: TransferBytes;
}

export interface TransferBytes {
  total: number;
  document: number;
  script: number;
  stylesheet: number;
  font: number;
  image: number;
  other: number;
}

const transferTypes = ['total', 'document', 'script', 'stylesheet', 'font', 'image', 'other'] as const;

/** Lighthouse's resource summary (transfer sizes as the throttled visit downloaded them). */
function transferOf(audit: unknown): TransferBytes {
  const items = (audit as { details?: { items?: { resourceType?: string; transferSize?: number }[] } } | undefined)
    ?.details?.items;
  const bytes = Object.fromEntries(transferTypes.map((t) => [t, 0])) as unknown as TransferBytes;
  for (const item of items ?? []) {
    const type = item.resourceType as keyof TransferBytes;
    if (transferTypes.includes(type) && typeof item.transferSize === 'number') bytes[type] = item.transferSize;
  }
  return bytes;
}

export interface LighthouseSummary extends Omit<LighthouseRun, 'a11yFailures'> {
  route: string;
  /** The worst CLS of the runs (the reported `cls` is the median). */
  worstCls: number;
  a11yFailures: string[];
  runs: LighthouseRun[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One Lighthouse run, mobile default config (simulated throttling), in a fresh Chromium. */
export async function lighthouseOnce(
  url: string,
  extraHeaders?: Record<string, string>,
): Promise<{ run: LighthouseRun; lhr: unknown }> {
  process.env.CHROME_PATH = chromiumPath;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // A visitor's own page (the checkout with a cart) is measured with their cookie.
      ...(extraHeaders ? { extraHeaders } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const a11yFailures = (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id);
    return {
      run: {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        tbt: Math.round(num('total-blocking-time')),
        cls: Number(num('cumulative-layout-shift').toFixed(3)),
        lcp: Math.round(num('largest-contentful-paint')),
        fcp: Math.round(num('first-contentful-paint')),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        a11yFailures,
        transfer: transferOf(lhr.audits['resource-summary']),
      },
      lhr,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse mobile, `runs` times (3 by default) one after another; every figure is the median of the runs.
 * Returns the summary and the full report of the run whose performance score is the median.
 */
export async function lighthouseRoute(
  base: string,
  route: string,
  runs = 3,
  progress: (msg: string) => void = () => {},
  extraHeaders?: Record<string, string>,
): Promise<{ summary: LighthouseSummary; medianLhr: unknown }> {
  const url = new URL(route, base).toString();
  const results: { run: LighthouseRun; lhr: unknown }[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await lighthouseOnce(url, extraHeaders);
    progress(
      `run ${i + 1}/${runs}: performance ${r.run.performance}, a11y ${r.run.accessibility}, TBT ${r.run.tbt} ms, CLS ${r.run.cls}, LCP ${r.run.lcp} ms`,
    );
    results.push(r);
  }
  const all = results.map((r) => r.run);
  const pick = (k: keyof Omit<LighthouseRun, 'a11yFailures' | 'transfer'>) => median(all.map((r) => r[k]));
  const perf = pick('performance');
  return {
    summary: {
      route,
      performance: perf,
      accessibility: pick('accessibility'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      worstCls: Math.max(...all.map((r) => r.cls)),
      lcp: pick('lcp'),
      fcp: pick('fcp'),
      benchmarkIndex: pick('benchmarkIndex'),
      transfer: results.find((r) => r.run.performance === perf)!.run.transfer,
      a11yFailures: [...new Set(all.flatMap((r) => r.a11yFailures))],
      runs: all,
    },
    medianLhr: results.find((r) => r.run.performance === perf)!.lhr,
  };
}
