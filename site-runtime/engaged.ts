/** What tells a page that its visitor is reading or about to move on, rather than bouncing. */
const engagement = ['scroll', 'pointerdown', 'touchstart', 'keydown', 'mouseover'] as const;
const listen = { capture: true, passive: true };

/**
 * Runs `work` once the page has loaded and its visitor has engaged with it (scrolled, pressed, typed, or moved
 * a pointer over a link), at idle. Work for the visitor's next pages waits for this: a visitor who leaves from
 * the first page never pays for it.
 */
export function whenEngaged(work: () => void): void {
  const engaged = (e: Event) => {
    if (e.type === 'mouseover' && !(e.target as Element | null)?.closest?.('a[href]')) return;
    for (const type of engagement) removeEventListener(type, engaged, listen);
    afterLoad(work);
  };
  for (const type of engagement) addEventListener(type, engaged, listen);
}

/** Runs work nobody is waiting for after the load event, when the main thread is idle. */
function afterLoad(work: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(() => work()) : setTimeout(work, 200));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
