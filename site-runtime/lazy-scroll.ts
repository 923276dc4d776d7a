import { withTimeout } from '../engines/chunk-timeout';
import type { JumpKind } from './scroll-and-focus';
import { browserTimers } from './timers';

const load = () => withTimeout(import('./scroll-and-focus'), browserTimers);

/**
 * Smooth scrolling (with the sticky offsets) loads on the first in-page jump; pressing or focusing a hash
 * link starts fetching it before the click lands. Without it the target is still reached and focused.
 */
export function scrollToTarget(target: HTMLElement, kind: JumpKind): void {
  void load().then((m) => {
    if (m) return m.scrollAndFocus(target, kind);
    target.scrollIntoView();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  });
}

export function warmScrollOnApproach(): void {
  const events = ['pointerdown', 'focusin'] as const;
  const warm = (e: Event) => {
    if (!(e.target as Element | null)?.closest?.('a[href*="#"]')) return;
    for (const type of events) document.removeEventListener(type, warm, true);
    void load();
  };
  for (const type of events) document.addEventListener(type, warm, true);
}
