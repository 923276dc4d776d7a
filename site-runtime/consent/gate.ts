import { withTimeout } from '../../engines/chunk-timeout';
import { consentCookieName, parseConsent, type ConsentChoice } from '../../engines/consent/stored-choice';
import type { TrackingConfig } from '../../engines/consent/vendors';
import { browserTimers } from '../timers';
import { readCookie } from './read-cookie';
import type { ConsentBanner } from './consent';
import type { Measurement } from './measure';

const loadMeasure = () => import('./measure');
const loadBannerCode = () => import('./consent');

const loadMeasurement = (config: TrackingConfig, choice: ConsentChoice): Promise<Measurement> =>
  loadMeasure().then((m) => {
    const measurement = m.createMeasurement(config);
    measurement.apply(choice);
    return measurement;
  });

/**
 * What a page with vendors configured fetches first: it reads the stored choice and fetches only what that
 * choice needs. No choice yet: the banner's code. Something granted: the measurement code. A choice
 * stored, whatever it is: the banner's code waits for the footer's "הגדרות עוגיות", so a visitor who
 * rejected everything downloads nothing more on later pages.
 */
export function initConsentGate(configScript: HTMLScriptElement): void {
  let config: TrackingConfig;
  try {
    config = JSON.parse(configScript.textContent ?? '') as TrackingConfig;
  } catch {
    return;
  }
  const stored = parseConsent(readCookie(consentCookieName), config.consentVersion);
  const measurement = stored?.analytics || stored?.marketing ? loadMeasurement(config, stored) : null;
  let banner: Promise<ConsentBanner | undefined> | null = null;
  const loadBanner = () =>
    (banner ??= withTimeout(loadBannerCode(), browserTimers).then((m) => m?.initConsent(config, stored, measurement)));
  if (!stored) void loadBanner();
  document.addEventListener('click', (event) => {
    const opener = (event.target as Element | null)?.closest?.<HTMLElement>('[data-consent-open]');
    if (!opener) return;
    event.preventDefault();
    void loadBanner().then((b) => b?.open(opener));
  });
}
