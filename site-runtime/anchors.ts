import { isValidAnchor } from '../engines/page-scroll';
import { scrollToTarget, warmScrollOnApproach } from './lazy-scroll';

/**
 * In-page links to a valid anchor scroll smoothly below the sticky header (and the anchor-link offset of a
 * builder sticky element before the target) and move focus there.
 */
export function initAnchors(): void {
  warmScrollOnApproach();
  document.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = (e.target as Element | null)?.closest<HTMLAnchorElement>('a[href*="#"]');
    if (!link || link.hasAttribute('data-skip-link')) return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || url.pathname !== location.pathname || url.search !== location.search) return;
    if (!isValidAnchor(url.hash)) return;
    const target = document.getElementById(url.hash.slice(1));
    if (!target) return;
    e.preventDefault();
    history.pushState(null, '', url.hash);
    scrollToTarget(target, 'anchor');
  });
}
