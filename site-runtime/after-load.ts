/** What tells a page that its visitor is reading or about to move on, rather than bouncing. */
const engagement = ['scroll', 'pointerdown', 'touchstart', 'keydown', 'mouseover'] as const;
const listen = { capture: true, passive: true };

/**
 * Runs `work` once the page has loaded and its visitor has engaged with it (scrolled, pressed, typed, or moved
 * a pointer over a link). Work for the visitor's next pages waits for this: a visitor who leaves from
 * the first page never pays for it. Engagement before this code started is told by the page's loader, as
 * a scroll (site/lib/after-paint-scripts.ts).
 */
export function whenEngaged(work: () => void): void {
  const engaged = (e: Event) => {
    if (e.type === 'mouseover' && !(e.target as Element | null)?.closest?.('a[href]')) return;
    for (const type of engagement) removeEventListener(type, engaged, listen);
    afterLoad(work);
  };
  for (const type of engagement) addEventListener(type, engaged, listen);
}

/**
 * Runs work nobody is waiting for once the page has loaded and painted its content: its text, images and
 * styles are in and on screen, so the work's requests compete with none of them. (Events, not timers: a
 * timer would be one more thing for the page's clock to hold back, and journeys that set the clock would
 * hold it too.)
 */
export function afterLoad(work: () => void): void {
  if (document.readyState === 'complete') afterPaint(work);
  else addEventListener('load', () => afterPaint(work), { once: true });
}

/** After the first contentful paint (at once where the browser does not report paints). */
function afterPaint(work: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return work();
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    work();
  });
  observer.observe({ type: 'paint', buffered: true });
}
