import type { Page } from 'playwright-core';

/** A layout shift the browser did not put down to the visitor's input: when, how much, what moved. */
export interface LayoutShift {
  at: number;
  value: number;
  nodes: string[];
}

/** Records the page's unexpected layout shifts from its first paint, in every document it loads. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShifts: LayoutShift[] };
    w.layoutShifts = [];
    type Entry = { value: number; hadRecentInput: boolean; startTime: number; sources: { node?: Element }[] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Entry[])
        if (!e.hadRecentInput)
          w.layoutShifts.push({
            at: Math.round(e.startTime),
            value: e.value,
            nodes: e.sources.map((x) => x.node?.className || x.node?.nodeName || '?'),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far in the page's current document. */
export const layoutShifts = (page: Page): Promise<LayoutShift[]> =>
  page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
