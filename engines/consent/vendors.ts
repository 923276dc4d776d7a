import type { ConsentChoice } from './choice';

/** The configured vendors (tracking-settings), as the browser gets them; absent ids are off. */
export interface TrackingConfig {
  ga4?: string;
  ads?: string;
  adsLabelTel?: string;
  adsLabelMailto?: string;
  metaPixel?: string;
  clarity?: string;
  hotjar?: string;
  consentVersion: number;
  /** The site's own host, the only one Google's linker may decorate (spec §7). */
  siteHost: string;
  /** The visit-source cookies' settings (PixelYourSite's, spec §9). */
  visits: { cookieDays: number; sessionMinutes: number; externalIdDays: number; model: 'first_visit' | 'last_visit' };
}

export type Vendor = 'gtag' | 'meta' | 'clarity' | 'hotjar';

export const anyVendor = (c: Omit<TrackingConfig, 'consentVersion' | 'siteHost' | 'visits'>): boolean =>
  Boolean(c.ga4 || c.ads || c.metaPixel || c.clarity || c.hotjar);

/** Which vendors a page may ever load (for its Content-Security-Policy): the configured ones. */
export function configuredVendors(c: TrackingConfig): Vendor[] {
  const out: Vendor[] = [];
  if (c.ga4 || c.ads) out.push('gtag');
  if (c.metaPixel) out.push('meta');
  if (c.clarity) out.push('clarity');
  if (c.hotjar) out.push('hotjar');
  return out;
}

/** One thing the browser does for a vendor; the runtime carries these out in order. */
export type VendorStep =
  | { kind: 'gtag'; args: unknown[] }
  | { kind: 'fbq'; args: unknown[] }
  | { kind: 'clarity'; args: unknown[] }
  | { kind: 'load'; vendor: Vendor; src: string };

const granted = (yes: boolean) => (yes ? 'granted' : 'denied');

/** Google's consent-mode state for a choice (v2: ads storage, user data and personalisation with marketing). */
export function googleConsent(choice: Pick<ConsentChoice, 'analytics' | 'marketing'> | null) {
  return {
    analytics_storage: granted(Boolean(choice?.analytics)),
    ad_storage: granted(Boolean(choice?.marketing)),
    ad_user_data: granted(Boolean(choice?.marketing)),
    ad_personalization: granted(Boolean(choice?.marketing)),
  };
}

/**
 * What a page does with its vendors for a consent choice, given what it already loaded. Before any
 * choice (or after "reject all") nothing happens at all. Each grant loads only that category's vendors:
 * - analytics: GA4 (gtag), Clarity (with its consent call) or Hotjar;
 * - marketing: Google Ads (gtag) and the Meta pixel, which is told `consent revoke` before `init` and
 *   `grant` once marketing is allowed.
 * A later change sends the consent update; a withdrawn vendor stays loaded until the next page, but is
 * told it is denied (and its cookies are deleted by the caller).
 */
export function vendorSteps(
  config: TrackingConfig,
  choice: Pick<ConsentChoice, 'analytics' | 'marketing'> | null,
  loaded: ReadonlySet<Vendor>,
): VendorStep[] {
  const steps: VendorStep[] = [];
  const gtagWanted = (config.ga4 && choice?.analytics) || (config.ads && choice?.marketing);
  if (config.ga4 || config.ads) {
    if (!loaded.has('gtag')) {
      // Nothing at all until a grant, not even the page's own dataLayer (events queued there before consent
      // would be sent once gtag.js loads); then consent mode's all-denied default precedes every tag.
      if (gtagWanted) {
        steps.push({ kind: 'gtag', args: ['consent', 'default', { ...googleConsent(null), wait_for_update: 500 }] });
        steps.push({ kind: 'gtag', args: ['consent', 'update', googleConsent(choice)] });
        steps.push({ kind: 'gtag', args: ['js', 'now'] });
        if (config.ga4 && choice?.analytics)
          steps.push({ kind: 'gtag', args: ['config', config.ga4, { linker: { domains: [config.siteHost] } }] });
        if (config.ads && choice?.marketing) steps.push({ kind: 'gtag', args: ['config', config.ads] });
        const id = choice?.analytics && config.ga4 ? config.ga4 : config.ads!;
        steps.push({
          kind: 'load',
          vendor: 'gtag',
          src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
        });
      }
    } else {
      steps.push({ kind: 'gtag', args: ['consent', 'update', googleConsent(choice)] });
    }
  }
  if (config.metaPixel) {
    if (!loaded.has('meta') && choice?.marketing) {
      steps.push({ kind: 'fbq', args: ['consent', 'revoke'] });
      steps.push({ kind: 'fbq', args: ['init', config.metaPixel] });
      steps.push({ kind: 'fbq', args: ['consent', 'grant'] });
      steps.push({ kind: 'fbq', args: ['track', 'PageView'] });
      steps.push({ kind: 'load', vendor: 'meta', src: 'https://connect.facebook.net/en_US/fbevents.js' });
    } else if (loaded.has('meta')) {
      steps.push({ kind: 'fbq', args: ['consent', choice?.marketing ? 'grant' : 'revoke'] });
    }
  }
  if (config.clarity && choice?.analytics && !loaded.has('clarity')) {
    steps.push({ kind: 'clarity', args: ['consent'] });
    steps.push({
      kind: 'load',
      vendor: 'clarity',
      src: `https://www.clarity.ms/tag/${encodeURIComponent(config.clarity)}`,
    });
  }
  if (config.hotjar && choice?.analytics && !loaded.has('hotjar')) {
    steps.push({
      kind: 'load',
      vendor: 'hotjar',
      src: `https://static.hotjar.com/c/hotjar-${encodeURIComponent(config.hotjar)}.js?sv=6`,
    });
  }
  return steps;
}

/** The Ads conversion a contact link sends (spec §9), when marketing is allowed and its label is set. */
export function contactConversion(
  config: TrackingConfig,
  choice: Pick<ConsentChoice, 'marketing'> | null,
  href: string,
): VendorStep | null {
  if (!config.ads || !choice?.marketing) return null;
  const label = /^tel:/i.test(href) ? config.adsLabelTel : /^mailto:/i.test(href) ? config.adsLabelMailto : undefined;
  return label ? { kind: 'gtag', args: ['event', 'conversion', { send_to: `${config.ads}/${label}` }] } : null;
}

/** The delay before a contact conversion is sent, so the link itself is not held up (spec §9). */
export const conversionDelayMs = 50;

/** Each vendor's hosts, for the Content-Security-Policy of pages that may load it. */
export const vendorHosts: Record<Vendor, { script: string[]; connect: string[]; img: string[]; frame?: string[] }> = {
  gtag: {
    script: ['https://www.googletagmanager.com'],
    connect: [
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
      'https://googleads.g.doubleclick.net',
      'https://www.google.com',
    ],
    img: [
      'https://www.google-analytics.com',
      'https://googleads.g.doubleclick.net',
      'https://www.google.com',
      'https://www.google.co.il',
    ],
  },
  meta: {
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
    img: ['https://www.facebook.com'],
  },
  clarity: {
    script: ['https://www.clarity.ms', 'https://*.clarity.ms'],
    connect: ['https://*.clarity.ms'],
    img: ['https://*.clarity.ms', 'https://c.bing.com'],
  },
  hotjar: {
    script: ['https://static.hotjar.com', 'https://script.hotjar.com'],
    connect: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
    img: ['https://*.hotjar.com'],
    frame: ['https://vars.hotjar.com'],
  },
};
