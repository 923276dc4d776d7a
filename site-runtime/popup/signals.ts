import type { PageSignals, Unsubscribe } from '../../engines/popup/machine';

const listen = <K extends keyof DocumentEventMap>(
  target: Document | Window,
  type: K,
  fn: (e: DocumentEventMap[K]) => void,
): Unsubscribe => {
  const handler = fn as EventListener;
  target.addEventListener(type, handler, { passive: true, capture: true });
  return () => target.removeEventListener(type, handler, { capture: true });
};

const insidePopup = (e: Event) => (e.target as Element | null)?.closest?.('[data-popup]') != null;

function scrollPercent(): number {
  const max = document.documentElement.scrollHeight - window.innerHeight;
  return max <= 0 ? 100 : Math.min(100, (window.scrollY / max) * 100);
}

/**
 * Ads are blocked when a bait element with ad-like class names is hidden by the blocker's cosmetic rules.
 * Nothing is fetched: the check is local, so no request leaves the page.
 */
function detectAdblock(): Promise<boolean> {
  const bait = document.createElement('div');
  bait.className = 'adsbox ad-banner ad-placement pub_300x250 textads';
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:absolute;inset-inline-start:-9999px;inline-size:1px;block-size:1px';
  document.body.append(bait);
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const hidden = bait.offsetHeight === 0 || getComputedStyle(bait).display === 'none';
      bait.remove();
      resolve(hidden);
    }),
  );
}

/** The page events popup triggers listen to, from the DOM. Clicks and activity inside a popup do not count. */
export const domSignals: PageSignals = {
  onScroll: (listener) => listen(window, 'scroll', () => listener(scrollPercent())),
  onElementReached(selector, listener) {
    let target: Element | null = null;
    try {
      target = document.querySelector(selector);
    } catch {
      target = null;
    }
    if (!target) return () => undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && listener());
    observer.observe(target);
    return () => observer.disconnect();
  },
  onClick: (listener) => listen(document, 'click', (e) => !insidePopup(e) && listener()),
  onActivity(listener) {
    const stops = (['pointermove', 'pointerdown', 'keydown', 'scroll', 'touchstart'] as const).map((type) =>
      listen(document, type, listener),
    );
    return () => stops.forEach((stop) => stop());
  },
  onPointerLeave: (listener) =>
    listen(document, 'mouseout', (e) => {
      if (e.relatedTarget === null) listener(e.clientY);
    }),
  detectAdblock,
};
