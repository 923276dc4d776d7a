import { withTimeout } from '../engines/chunk-timeout';
import { keptPress } from './kept-press';
import { browserTimers } from './timers';
import { registerAction } from './url-actions';

/**
 * Off-canvas code is fetched only on pages that have a panel; its actions wait for it (deferred). A panel's
 * button pressed before the code came (the last press the after-paint loader keeps) is
 * pressed again once it has: opening is idempotent, so a press the loader also gives again does no harm.
 */
export function initOffCanvasLoader(): void {
  if (!document.querySelector('[data-off-canvas]')) return;
  void withTimeout(import('./off-canvas'), browserTimers).then((m) => {
    m?.initOffCanvas(registerAction);
    keptPress('[data-off-canvas-open]')?.click();
  });
}
