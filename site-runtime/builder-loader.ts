import { withTimeout } from '../engines/chunk-timeout';
import { browserTimers } from './timers';

/**
 * The builder's common element behaviours are fetched only on pages that use them: entrance animations
 * where an element has `data-animation`, sticky elements where one has `data-sticky`.
 */
export function initBuilderRuntime(): void {
  if (document.querySelector('.w--anim[data-animation]')) {
    void withTimeout(import('./entrance'), browserTimers).then((m) => m?.initEntranceAnimations());
  }
  if (document.querySelector('[data-sticky]')) {
    void withTimeout(import('./sticky'), browserTimers).then((m) => m?.initSticky());
  }
}
