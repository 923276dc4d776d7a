import {
  consentCookieDays,
  consentCookieName,
  cookiesToDelete,
  parseConsent,
  serializeConsent,
  type ConsentChoice,
} from '../../engines/consent/choice';
import {
  contactConversion,
  conversionDelayMs,
  vendorSteps,
  type TrackingConfig,
  type Vendor,
} from '../../engines/consent/vendors';
import { createDispatcher } from '../../engines/consent/dispatcher';
import { recordVisit } from '../../engines/consent/visit-cookies';
import { cookieNames, deleteCookie, readCookie, writeCookie } from './cookies';
import { runVendorSteps } from './vendors';

type Call = (...args: unknown[]) => void;
const vendorWindow = window as unknown as { gtag?: Call; fbq?: Call };

type Action = 'accept-all' | 'reject-all' | 'choose';

const randomId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The consent banner and what follows a choice (issue 17): nothing from any vendor before a choice; the
 * choice kept 365 days with the consent version; vendors of the granted categories loaded; a withdrawal
 * deletes the cookies it had allowed; each choice sent as first-party proof (no IP, no user agent). The
 * footer's "הגדרות עוגיות" reopens the banner with the categories shown.
 */
export function initConsent(configScript: HTMLScriptElement): void {
  let config: TrackingConfig;
  try {
    config = JSON.parse(configScript.textContent ?? '') as TrackingConfig;
  } catch {
    return;
  }
  const banner = document.querySelector<HTMLElement>('[data-consent]');
  const choices = banner?.querySelector<HTMLFieldSetElement>('[data-consent-choices]');
  const chooseButton = banner?.querySelector<HTMLButtonElement>('[data-consent-choose]');
  const status = document.querySelector<HTMLElement>('[data-consent-status]');
  const box = (name: 'analytics' | 'marketing') => banner?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const loaded = new Set<Vendor>();
  let choice: ConsentChoice | null = parseConsent(readCookie(consentCookieName), config.consentVersion);
  let returnFocus: HTMLElement | null = null;

  // Marketing consent: the visit's source in PixelYourSite's cookies, once per page.
  let visitRecorded = false;
  const recordVisitOnce = () => {
    if (visitRecorded || !choice?.marketing) return;
    visitRecorded = true;
    recordVisit(
      { get: readCookie, set: writeCookie },
      { url: location.href, referrer: document.referrer, siteHost: config.siteHost },
      { ...config.visits, externalId: Boolean(config.metaPixel) },
      randomId,
    );
  };
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

  runVendorSteps(vendorSteps(config, choice, loaded), loaded);
  recordVisitOnce();

  const showChoices = (open: boolean) => {
    if (!choices || !chooseButton) return;
    choices.hidden = !open;
    chooseButton.setAttribute('aria-expanded', String(open));
    for (const name of ['analytics', 'marketing'] as const) {
      const input = box(name);
      if (input) input.checked = Boolean(choice?.[name]);
    }
  };
  const open = (withChoices: boolean, from: HTMLElement | null) => {
    if (!banner) return;
    returnFocus = from;
    banner.hidden = false;
    showChoices(withChoices);
    if (from) (banner.querySelector<HTMLElement>(withChoices ? 'input:not([disabled])' : 'button') ?? banner).focus();
  };

  const decide = (analytics: boolean, marketing: boolean, action: Action) => {
    const before = choice;
    choice = { id: before?.id ?? randomId(), version: config.consentVersion, analytics, marketing, at: Date.now() };
    writeCookie(consentCookieName, serializeConsent(choice), consentCookieDays * 86_400);
    for (const name of cookiesToDelete(cookieNames(), before, choice)) deleteCookie(name);
    runVendorSteps(vendorSteps(config, choice, loaded), loaded);
    recordVisitOnce();
    const proof = JSON.stringify({ id: choice.id, version: choice.version, analytics, marketing, action });
    const blob = new Blob([proof], { type: 'application/json' });
    if (!navigator.sendBeacon?.('/wp-json/arig/v1/consent', blob))
      void fetch('/wp-json/arig/v1/consent', { method: 'POST', body: blob, keepalive: true }).catch(() => undefined);
    if (!banner) return;
    if (status) status.textContent = status.dataset.saved ?? '';
    banner.hidden = true;
    (returnFocus ?? document.getElementById('main'))?.focus();
    returnFocus = null;
  };

  if (banner) {
    banner.querySelector('[data-consent-accept]')?.addEventListener('click', () => decide(true, true, 'accept-all'));
    banner.querySelector('[data-consent-reject]')?.addEventListener('click', () => decide(false, false, 'reject-all'));
    chooseButton?.addEventListener('click', () => showChoices(choices?.hidden ?? false));
    banner
      .querySelector('[data-consent-save]')
      ?.addEventListener('click', () =>
        decide(Boolean(box('analytics')?.checked), Boolean(box('marketing')?.checked), 'choose'),
      );
    if (!choice) open(false, null);
  }
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const opener = target?.closest?.<HTMLElement>('[data-consent-open]');
    if (opener) {
      event.preventDefault();
      open(true, opener);
      return;
    }
    const link = target?.closest?.<HTMLAnchorElement>('a[href]');
    const step = link && contactConversion(config, choice, link.getAttribute('href') ?? '');
    // Sent a moment after the click, so the phone or mail app opens without waiting (spec §9).
    if (step) setTimeout(() => runVendorSteps([step], loaded), conversionDelayMs);
  });
}
