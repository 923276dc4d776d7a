import type { SiteSettingsView } from '../../data/types';
import { routes } from '../../config/routes';
import { tc } from '../../messages/consent';
import { t } from '../../messages/he';
import { Ltr } from '../ui/Ltr';

interface Props {
  settings: SiteSettingsView;
  year: number;
  /** A "cookie settings" button (only where the owner configured a measurement vendor). */
  cookieSettings?: boolean;
}

/**
 * The footer's last line: the business's legal name, the accessibility statement, privacy, the online
 * cancellation form and the sitemap. Every page has it, under the site's own footer or under a footer
 * template from the theme builder (the statement's link is the law's, not a design choice).
 */
export function SiteFooterLegal({ settings, year, cookieSettings = false }: Props) {
  return (
    <div className="container site-footer__legal">
      {/* Each run of text is one string: React marks the joins of adjacent ones with comments, on every page. */}
      <p>
        {'© '}
        <Ltr>{year}</Ltr>
        {` ${settings.legalName ?? settings.businessName}`}
        {settings.companyId && (
          <>
            {` · ${t.companyId} `}
            <Ltr>{settings.companyId}</Ltr>
          </>
        )}
        {` · ${t.allRightsReserved} · `}
        <a href={routes.accessibilityStatement}>{t.accessibilityStatement}</a>
        {' · '}
        <a href={routes.privacyPolicy}>{t.privacyPolicy}</a>
        {' · '}
        <a href={routes.cancelOrder}>{t.cancelOrder}</a>
        {' · '}
        <a href={routes.sitemapIndex}>{t.sitemap}</a>
        {cookieSettings && (
          <>
            {' · '}
            <button type="button" className="site-footer__link-button" data-consent-open>
              {tc.settingsLink}
            </button>
          </>
        )}
      </p>
    </div>
  );
}
