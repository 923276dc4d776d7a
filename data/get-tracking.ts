import { systemTaskContext } from '../cms/access/system-task';
import { env } from '../config/env';
import { anyVendor, type TrackingConfig } from '../engines/consent/vendors';
import { memo } from './cache/memo';
import { payload } from './payload';

/**
 * The measurement vendors the owner configured (tracking-settings), as the browser gets them; null when
 * none is: then no page has a consent banner, a vendor host in its CSP, or any tracking code at all.
 */
export function getTracking(): Promise<TrackingConfig | null> {
  return memo('tracking', async () => {
    const p = await payload();
    const s = await p.findGlobal({
      slug: 'tracking-settings',
      depth: 0,
      overrideAccess: false,
      context: systemTaskContext('tracking'),
    });
    const id = (value: string | null | undefined) => value?.trim() || undefined;
    const ids = {
      ga4: id(s.ga4_id),
      ads: id(s.ads_id),
      adsLabelTel: id(s.ads_label_tel),
      adsLabelMailto: id(s.ads_label_mailto),
      metaPixel: id(s.meta_pixel_id),
      clarity: id(s.clarity_id),
      hotjar: id(s.hotjar_id),
    };
    if (!anyVendor(ids)) return null;
    return {
      ...ids,
      consentVersion: s.consent_version ?? 1,
      siteHost: new URL(env().SITE_URL).hostname,
      visits: {
        cookieDays: s.pys?.cookie_days ?? 7,
        sessionMinutes: s.pys?.session_minutes ?? 60,
        externalIdDays: s.pys?.external_id_days ?? 180,
        model: s.pys?.visit_model === 'last_visit' ? 'last_visit' : 'first_visit',
      },
    };
  });
}
