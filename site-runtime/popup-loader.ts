import { withTimeout } from '../engines/chunk-timeout';
import { browserTimers } from './timers';
import { registerAction } from './url-actions';

/** Popup code is fetched only on pages the server rendered popups into; their URL actions wait for it. */
export function initPopupLoader(): void {
  const config = document.querySelector<HTMLScriptElement>('script[data-popup-config]');
  if (!config) return;
  void withTimeout(import('./popup/popups'), browserTimers).then((m) => m?.initPopups(config, registerAction));
}
