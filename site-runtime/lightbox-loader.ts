import { isGlobalLightbox, opensInLightbox } from '../engines/media/lightbox-links';
import { withTimeout } from '../engines/chunk-timeout';
import { browserTimers } from './timers';

const load = () => withTimeout(import('./lightbox/index'), browserTimers);

/**
 * Image links open in the lightbox (the site settings' switches ride on <body data-lightbox-options>); its
 * code is fetched on the first such click or `lightbox` action, never before.
 */
export function initLightboxLoader(
  register: (name: string, handler: (settings: Record<string, unknown>) => void) => void,
): void {
  const attribute = document.body.dataset.lightboxOptions;
  const globalOn = isGlobalLightbox(attribute);
  document.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = (e.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const facts = {
      href: link.getAttribute('href') ?? '',
      download: link.hasAttribute('download'),
      flag: link.dataset.lightbox,
      elementorOpen: link.dataset.elementorOpenLightbox,
    };
    if (!opensInLightbox(facts, globalOn)) return;
    e.preventDefault();
    void load().then((m) => (m ? m.openFromLink(link, attribute) : location.assign(link.href)));
  });
  register('lightbox', (settings) => {
    const opener = document.activeElement;
    void load().then((m) => m?.openFromAction(settings, attribute, opener));
  });
}
