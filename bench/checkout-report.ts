import type { LighthouseSummary } from './lighthouse.ts';
import type { LoadResult } from './load.ts';

export interface CheckoutResults {
  lighthouse: LighthouseSummary;
  placeOrder: Omit<LoadResult, 'raw'> & { redirects: number };
}

/** Issue 19's targets for the checkout. */
export function checkoutVerdicts(
  c: CheckoutResults | null | undefined,
): { target: string; measured: string; ok: boolean }[] {
  if (!c) return [];
  const { lighthouse: l, placeOrder: o } = c;
  return [
    {
      target: '`/checkout/` with a cart: Lighthouse mobile ≥ 95 (no provider scripts), accessibility 100',
      measured: `performance ${l.performance}, accessibility ${l.accessibility}, LCP ${l.lcp} ms, CLS ${l.worstCls}`,
      ok: l.performance >= 95 && l.accessibility === 100,
    },
    {
      target:
        'Orders placed at 10 connections (bank transfer): 0 errors, every answer a 303 to its order (reported: p99)',
      measured: `p99 ${o.latencyP99} ms, ${o.requestsPerSecond} req/s, ${o.redirects} orders, ${o.errors} errors, ${o.non2xx} other answers`,
      ok: o.errors === 0 && o.non2xx === 0 && o.redirects > 0,
    },
  ];
}

export function renderCheckout(c: CheckoutResults | null | undefined): string[] {
  if (!c) return [];
  const { lighthouse: l, placeOrder: o } = c;
  return [
    '',
    '### Checkout (`/checkout/` with a sample kit and a guide in the cart)',
    '',
    `- Lighthouse mobile (median of 3, the cart's cookie sent): performance ${l.performance}, accessibility ${l.accessibility}, FCP ${l.fcp} ms, LCP ${l.lcp} ms, TBT ${l.tbt} ms, CLS ${l.worstCls}.`,
    `- Orders placed at 10 connections, each from its own cart and attempt (a digital guide, bank transfer; stock read, order numbered and stored, cart emptied, two messages queued): ${o.requestsPerSecond} req/s, p50 ${o.latencyP50} ms, p99 ${o.latencyP99} ms, ${o.redirects} orders, server CPU ${o.cpuMsPerRequest?.toFixed(1) ?? '–'} ms per order.`,
  ];
}
