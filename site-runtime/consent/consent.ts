import {
  consentCookieDays,
  consentCookieName,
  cookiesToDelete,
  serializeConsent,
  type ConsentChoice,
} from '../../engines/consent/choice';
import type { TrackingConfig } from '../../engines/consent/vendors';
import { cookieNames, deleteCookie, writeCookie } from './cookies';
import type { Measurement } from './measure';

type Action = 'accept-all' | 'reject-all' | 'choose';

const randomId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

const loadMeasure = () => import('./measure');

export interface ConsentBanner {
  /** Shows the banner with its categories and the current choice, focus on the first one (the footer link). */
  open(from: HTMLElement): void;
}

/**
 * The consent banner and the choice (issue 17): nothing from any vendor before a choice; the choice kept
 * 365 days with the consent version; a withdrawal deletes the cookies it had allowed; each choice sent as
 * first-party proof (no IP, no user agent); the footer's "הגדרות עוגיות" reopens the banner (through
 * `open`). What a grant starts (vendors, visit cookies, events) is a separate chunk, fetched only once
 * something is granted; `measurement` is that chunk when the gate already started it for a stored grant.
 */
export function initConsent(
  config: TrackingConfig,
  stored: ConsentChoice | null,
  started: Promise<Measurement> | null,
): ConsentBanner {
  const banner = document.querySelector<HTMLElement>('[data-consent]');
  const choices = banner?.querySelector<HTMLFieldSetElement>('[data-consent-choices]');
  const chooseButton = banner?.querySelector<HTMLButtonElement>('[data-consent-choose]');
  const status = document.querySelector<HTMLElement>('[data-consent-status]');
  const box = (name: 'analytics' | 'marketing') => banner?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  let choice = stored;
  let measurement = started;
  let returnFocus: HTMLElement | null = null;

  const apply = () => {
    if (!choice || (!measurement && !choice.analytics && !choice.marketing)) return;
    const current = choice;
    measurement ??= loadMeasure().then((m) => m.createMeasurement(config));
    void measurement.then((m) => m.apply(current));
  };

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
    apply();
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
  return { open: (from) => open(true, from) };
}
