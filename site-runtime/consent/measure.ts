import type { ConsentChoice } from '../../engines/consent/choice';
import { createDispatcher } from '../../engines/consent/dispatcher';
import { recordVisit } from '../../engines/consent/visit-cookies';
import {
  contactConversion,
  conversionDelayMs,
  vendorSteps,
  type TrackingConfig,
  type Vendor,
} from '../../engines/consent/vendors';
import { readCookie, writeCookie } from './cookies';
import { runVendorSteps } from './vendors';

type Call = (...args: unknown[]) => void;
const vendorWindow = window as unknown as { gtag?: Call; fbq?: Call };

const randomId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export interface Measurement {
  /** Brings the page's vendors in line with a choice (a grant loads, a withdrawal revokes). */
  apply(choice: Pick<ConsentChoice, 'analytics' | 'marketing'>): void;
}

/**
 * Everything that happens only once something was granted (fetched then, so a page with no consent, or
 * with everything rejected, never downloads it): the vendors, the visit-source cookies, the event
 * dispatcher for sent forms, and the Ads conversion of contact links.
 */
export function createMeasurement(config: TrackingConfig): Measurement {
  const loaded = new Set<Vendor>();
  let choice: Pick<ConsentChoice, 'analytics' | 'marketing'> | null = null;
  let visitRecorded = false;
  const events = createDispatcher({
    consent: () => choice,
    now: () => performance.now(),
    sinks: [
      {
        name: 'ga4',
        category: 'analytics',
        send: (e, p) => config.ga4 && vendorWindow.gtag?.('event', e, { send_to: config.ga4, ...p }),
      },
      { name: 'pixel', category: 'marketing', send: (e, p) => vendorWindow.fbq?.('trackCustom', e, p) },
    ],
  });
  window.addEventListener('arig:form-sent', (event) =>
    events.dispatch('form_submit', { form: String((event as CustomEvent<{ form?: string }>).detail?.form ?? '') }),
  );
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    const step = link && contactConversion(config, choice, link.getAttribute('href') ?? '');
    // Sent a moment after the click, so the phone or mail app opens without waiting (spec §9).
    if (step) setTimeout(() => runVendorSteps([step], loaded), conversionDelayMs);
  });
  return {
    apply(next) {
      choice = next;
      runVendorSteps(vendorSteps(config, choice, loaded), loaded);
      // Marketing consent: the visit's source in PixelYourSite's cookies, once per page.
      if (choice.marketing && !visitRecorded) {
        visitRecorded = true;
        recordVisit(
          { get: readCookie, set: writeCookie },
          { url: location.href, referrer: document.referrer, siteHost: config.siteHost },
          { ...config.visits, externalId: Boolean(config.metaPixel) },
          randomId,
        );
      }
    },
  };
}
