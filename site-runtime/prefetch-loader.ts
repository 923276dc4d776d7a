import { withTimeout } from '../engines/chunk-timeout';
import { browserTimers } from './timers';

const triggers = ['mouseover', 'touchstart'] as const;
const listen = { capture: true, passive: true };

/** The prefetch code loads on the first hover or touch of a link, and takes that event over. */
export function initPrefetchLoader(): void {
  const start = (e: Event) => {
    if (!(e.target as Element | null)?.closest?.('a[href]')) return;
    for (const type of triggers) document.removeEventListener(type, start, listen);
    void withTimeout(import('./prefetch'), browserTimers).then((m) => m?.initPrefetch(e));
  };
  for (const type of triggers) document.addEventListener(type, start, listen);
}
