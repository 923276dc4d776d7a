import { withTimeout } from '../engines/chunk-timeout';
import { browserTimers } from './timers';
import { registerAction } from './url-actions';

/** Off-canvas code is fetched only on pages that have a panel; its actions wait for it (deferred). */
export function initOffCanvasLoader(): void {
  if (!document.querySelector('[data-off-canvas]')) return;
  void withTimeout(import('./off-canvas'), browserTimers).then((m) => m?.initOffCanvas(registerAction));
}
