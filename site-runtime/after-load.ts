/** What tells a page that its visitor is reading or about to move on, rather than bouncing. */
const engagement = ['scroll', 'pointerdown', 'touchstart', 'keydown', 'mouseover'] as const;
const listen = { capture: true, passive: true };

/**
 * Runs `work` once the page has loaded and its visitor has engaged with it (scrolled, pressed, typed, or moved
 * a pointer over a link). Work for the visitor's next pages waits for this: a visitor who leaves from
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

/**
 * Runs work nobody is waiting for once the page has loaded: its images and styles are in, so the work's
 * requests compete with none of them. (The load event itself, not a timer: a timer would be one more
 * thing for the page's clock to hold back.)
 */
export function afterLoad(work: () => void): void {
  if (document.readyState === 'complete') work();
  else addEventListener('load', () => work(), { once: true });
}
