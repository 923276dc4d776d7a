import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '../e2e/harness.ts';
import { chromiumPath } from '../scripts/ensure-chromium.ts';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  tbt: number;
  cls: number;
  lcp: number;
  fcp: number;
  benchmarkIndex: number;
}

export interface LighthouseSummary extends LighthouseRun {
  route: string;
  runs: LighthouseRun[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function once(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, '--headless=new'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result!.lhr;
    const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      tbt: Math.round(num('total-blocking-time')),
      cls: Number(num('cumulative-layout-shift').toFixed(3)),
      lcp: Math.round(num('largest-contentful-paint')),
      fcp: Math.round(num('first-contentful-paint')),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse mobile (its default config), 3 runs; the run with the median performance score stands for the route. */
export async function lighthouseRoute(base: string, route: string, runs = 3): Promise<LighthouseSummary> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await once(new URL(route, base).toString()));
  const mid = median(results.map((r) => r.performance));
  const chosen = results.find((r) => r.performance === mid)!;
  return {
    route,
    ...chosen,
    tbt: median(results.map((r) => r.tbt)),
    cls: Math.max(...results.map((r) => r.cls)),
    runs: results,
  };
}
