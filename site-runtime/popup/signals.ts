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

/** The bait check comes only when an adblock trigger's delay has passed. */
const loadAdblockCheck = () => import('./adblock');

/** The page events popup triggers listen to, from the DOM. Clicks and activity inside a popup do not count. */
export const domSignals: PageSignals = {
  onScroll: (listener) => listen(window, 'scroll', () => listener(scrollPercent())),
  onElementReached(selector, listener) {
    let target: Element | null = null;
    try {
      target = document.querySelector(selector);
    } catch {
      // An invalid selector reaches nothing.
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
  detectAdblock: () => loadAdblockCheck().then((m) => m.detectAdblock()),
};
