import { connectionAllowsPrefetch, createPrefetcher, prefetchTarget, type ConnectionFacts } from '../engines/prefetch';
import { browserTimers } from './timers';

function addPrefetch(url: string): void {
  if (HTMLScriptElement.supports?.('speculationrules')) {
    const rules = document.createElement('script');
    rules.type = 'speculationrules';
    rules.textContent = JSON.stringify({ prefetch: [{ source: 'list', urls: [url] }] });
    document.head.append(rules);
    return;
  }
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.append(link);
}

function targetOf(e: Event): string | null {
  const a = (e.target as Element | null)?.closest?.('a');
  if (!a || !(a instanceof HTMLAnchorElement)) return null;
  const d = a.dataset;
  return prefetchTarget(
    {
      href: a.getAttribute('href') ?? '',
      hasProductData: d.product_id !== undefined || d.product_sku !== undefined || d.quantity !== undefined,
      download: a.hasAttribute('download'),
    },
    { pageUrl: location.href },
  );
}

/**
 * Hover 150 ms (or touch) on a same-host link prefetches it once; never on save-data or 2g. `first` is the
 * hover or touch that loaded this code: it counts from when it happened, if the pointer is still there.
 */
export function initPrefetch(first?: Event): void {
  const connection = (navigator as Navigator & { connection?: ConnectionFacts }).connection;
  if (!connectionAllowsPrefetch(connection)) return;
  const prefetcher = createPrefetcher({ timers: browserTimers, prefetch: addPrefetch });
  let lastTouch = Number.NEGATIVE_INFINITY;
  const listen = { capture: true, passive: true };
  document.addEventListener(
    'touchstart',
    (e) => {
      lastTouch = performance.now();
      const url = targetOf(e);
      if (url) prefetcher.touch(url);
    },
    listen,
  );
  document.addEventListener(
    'mouseover',
    (e) => {
      if (performance.now() - lastTouch < 2500) return; // mouse events emulated after a touch
      const url = targetOf(e);
      if (url) prefetcher.hoverStart(url);
    },
    listen,
  );
  if (first?.type === 'touchstart') {
    lastTouch = first.timeStamp;
    const url = targetOf(first);
    if (url) prefetcher.touch(url);
  } else if (first && (first.target as Element | null)?.closest?.('a')?.matches(':hover')) {
    const url = targetOf(first);
    if (url) prefetcher.hoverStart(url, performance.now() - first.timeStamp);
  }
  document.addEventListener(
    'mouseout',
    (e) => {
      const url = targetOf(e);
      const into = (e as MouseEvent).relatedTarget as Node | null;
      const a = (e.target as Element | null)?.closest?.('a');
      if (url && !(a && into && a.contains(into))) prefetcher.hoverEnd(url);
    },
    listen,
  );
}
