import { effectiveBrand } from '../engines/colour/brand';
import { usableColours } from '../engines/colour/custom-colours';
import { effectiveFonts } from '../engines/design/fonts';
import { siteDesignCss } from '../engines/design/site-design-css';
import type { ContactView } from '../builder/context';
import type { SiteSetting } from '../cms/payload-types';
import { defaultLightboxOptions, serializeLightboxOptions } from '../engines/media/lightbox-options';
import { memo } from './cache/memo';
import { toImageView } from './map/image';
import { asVisitor, payload } from './payload';
import type { SiteSettingsView } from './types';

/** The business's phone, e-mail and WhatsApp: the one source the contact buttons read. */
export const contactOf = (s: SiteSettingsView): ContactView => ({
  phone: s.phone,
  email: s.email,
  whatsapp: s.whatsapp,
});

export function getSiteSettings(): Promise<SiteSettingsView> {
  return memo('site-settings', readSiteSettings);
}

async function readSiteSettings(): Promise<SiteSettingsView> {
  const p = await payload();
  const s: SiteSetting = await p.findGlobal({ slug: 'site-settings', depth: 1, ...asVisitor });
  const home = s.homePage;
  return {
    businessName: s.businessName || 'אריג',
    legalName: s.legalName ?? null,
    companyId: s.companyId ?? null,
    address: {
      street: s.address?.street ?? null,
      city: s.address?.city ?? null,
      postalCode: s.address?.postalCode ?? null,
    },
    phone: s.phone ?? null,
    email: s.email ?? null,
    whatsapp: s.whatsapp ?? null,
    socialLinks: (s.socialLinks ?? []).map((l) => ({ network: l.network, url: l.url })),
    logo: toImageView(s.logo),
    logoDark: toImageView(s.logoDark),
    favicon: toImageView(s.favicon),
    themeColour: effectiveBrand(s.brand ?? {}).primary,
    homePageId: home === null || home === undefined ? null : typeof home === 'object' ? home.id : home,
    lightboxOptions: lightboxOptions(s.lightbox),
    designCss: siteDesignCss(s),
    namedColours: usableColours(s.brand?.customColours).map(({ id, name }) => ({ id, name })),
    fonts: effectiveFonts(s.fonts),
  };
}

/** The lightbox's options as <body> carries them; null at the defaults, which a missing attribute means. */
function lightboxOptions(l: SiteSetting['lightbox']): string | null {
  const d = defaultLightboxOptions;
  const options = serializeLightboxOptions({
    global: l?.global ?? d.global,
    counter: l?.counter ?? d.counter,
    fullscreen: l?.fullscreen ?? d.fullscreen,
    zoom: l?.zoom ?? d.zoom,
    share: l?.share ?? d.share,
    titleSource: l?.titleSource ?? d.titleSource,
    descriptionSource: l?.descriptionSource ?? d.descriptionSource,
  });
  return options === serializeLightboxOptions(d) ? null : options;
}
