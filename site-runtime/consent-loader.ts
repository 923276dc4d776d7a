import { withTimeout } from '../engines/chunk-timeout';
import { browserTimers } from './timers';

/** Consent code is fetched only where the owner configured a vendor (the page then carries its config). */
export function initConsentLoader(): void {
  const config = document.querySelector<HTMLScriptElement>('script[data-tracking-config]');
  if (!config) return;
  void withTimeout(import('./consent/gate'), browserTimers).then((m) => m?.initConsentGate(config));
}
