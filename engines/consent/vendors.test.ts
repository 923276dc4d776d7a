import { describe, expect, it } from 'vitest';
import { contactConversion, vendorSteps, type TrackingConfig } from './vendors';

const all: TrackingConfig = {
  ga4: 'G-TEST1234',
  ads: 'AW-123456789',
  adsLabelTel: 'telLabel',
  adsLabelMailto: 'mailLabel',
  metaPixel: '123456789012345',
  clarity: 'abcd1234ef',
  hotjar: '1234567',
  consentVersion: 1,
  siteHost: 'arig.example',
  visits: { cookieDays: 7, sessionMinutes: 60, externalIdDays: 180, model: 'first_visit' },
};
const none = new Set<never>();
const loads = (steps: ReturnType<typeof vendorSteps>) =>
  steps.filter((s) => s.kind === 'load').map((s) => (s as { vendor: string }).vendor);

describe('what consent lets a page load', () => {
  it('before any choice: nothing at all, not even a dataLayer', () => {
    expect(vendorSteps(all, null, none)).toEqual([]);
  });

  it('after "reject all": the same', () => {
    expect(loads(vendorSteps(all, { analytics: false, marketing: false }, none))).toEqual([]);
  });

  it('analytics only: GA4 configured with the linker on the own domain, Clarity with consent, Hotjar; no Ads, no pixel', () => {
    const steps = vendorSteps(all, { analytics: true, marketing: false }, none);
    expect(loads(steps)).toEqual(['gtag', 'clarity', 'hotjar']);
    expect(steps).toContainEqual({
      kind: 'gtag',
      args: ['config', 'G-TEST1234', { linker: { domains: ['arig.example'] } }],
    });
    expect(steps).not.toContainEqual({ kind: 'gtag', args: ['config', 'AW-123456789'] });
    expect(steps).toContainEqual({ kind: 'clarity', args: ['consent'] });
    expect(steps.some((s) => s.kind === 'fbq')).toBe(false);
    expect(steps[0]).toEqual({
      kind: 'gtag',
      args: [
        'consent',
        'default',
        {
          analytics_storage: 'denied',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          wait_for_update: 500,
        },
      ],
    });
    expect(steps[1]).toEqual({
      kind: 'gtag',
      args: [
        'consent',
        'update',
        { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
      ],
    });
  });

  it('marketing: Ads, and the Meta pixel told revoke before init and grant after', () => {
    const steps = vendorSteps(all, { analytics: false, marketing: true }, none);
    expect(loads(steps)).toEqual(['gtag', 'meta']);
    expect(steps.filter((s) => s.kind === 'fbq').map((s) => s.args)).toEqual([
      ['consent', 'revoke'],
      ['init', '123456789012345'],
      ['consent', 'grant'],
      ['track', 'PageView'],
    ]);
    const gtag = steps.find((s) => s.kind === 'load' && s.vendor === 'gtag');
    expect(gtag).toEqual({
      kind: 'load',
      vendor: 'gtag',
      src: 'https://www.googletagmanager.com/gtag/js?id=AW-123456789',
    });
  });

  it('a later change on the same page updates consent instead of loading again; a withdrawal revokes', () => {
    const loaded = new Set(['gtag', 'meta'] as const);
    expect(vendorSteps(all, { analytics: false, marketing: false }, loaded)).toEqual([
      {
        kind: 'gtag',
        args: [
          'consent',
          'update',
          { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
        ],
      },
      { kind: 'fbq', args: ['consent', 'revoke'] },
    ]);
  });

  it('loads nothing for vendors that are not configured', () => {
    expect(
      vendorSteps(
        { consentVersion: 1, siteHost: 'x', visits: all.visits, clarity: 'abcd1234ef' },
        { analytics: true, marketing: true },
        none,
      ),
    ).toEqual([
      { kind: 'clarity', args: ['consent'] },
      { kind: 'load', vendor: 'clarity', src: 'https://www.clarity.ms/tag/abcd1234ef' },
    ]);
  });
});

describe('contact conversions', () => {
  it('send the label of the link kind, only with marketing consent', () => {
    expect(contactConversion(all, { marketing: true }, 'tel:+97235550123')).toEqual({
      kind: 'gtag',
      args: ['event', 'conversion', { send_to: 'AW-123456789/telLabel' }],
    });
    expect(contactConversion(all, { marketing: true }, 'MAILTO:info@arig.example')).toEqual({
      kind: 'gtag',
      args: ['event', 'conversion', { send_to: 'AW-123456789/mailLabel' }],
    });
    expect(contactConversion(all, { marketing: false }, 'tel:1')).toBeNull();
    expect(contactConversion(all, null, 'tel:1')).toBeNull();
    expect(contactConversion(all, { marketing: true }, 'https://wa.me/972')).toBeNull();
    expect(contactConversion({ ...all, adsLabelTel: undefined }, { marketing: true }, 'tel:1')).toBeNull();
  });
});
