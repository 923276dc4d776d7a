import type { FormSession } from '../../builder/context';
import type { NewsletterView, SiteSettingsView } from '../../data/types';
import { NewsletterForm } from '../forms/NewsletterForm';
import { FooterContact } from './FooterContact';
import { FooterMenus, type FooterGroup } from './FooterMenus';
import { SiteFooterLegal } from './SiteFooterLegal';

interface Props {
  settings: SiteSettingsView;
  groups: FooterGroup[];
  year: number;
  /** The newsletter sign-up, with this request's form session; absent: no sign-up in the footer. */
  newsletter?: { view: NewsletterView; session: FormSession; path: string };
  /** A "cookie settings" button (only where the owner configured a measurement vendor). */
  cookieSettings?: boolean;
}

export function SiteFooter({ settings, groups, year, newsletter, cookieSettings = false }: Props) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__columns">
          <FooterContact details={settings} titleId="footer-contact" />
          <FooterMenus groups={groups} />
        </div>
        {newsletter && (
          <section
            className="site-footer__newsletter w-form"
            id="footer-newsletter"
            data-island="subscribe"
            aria-labelledby="footer-newsletter-title"
          >
            <NewsletterForm
              domId="footer-newsletter"
              view={newsletter.view}
              heading={newsletter.view.heading}
              action={newsletter.path}
              session={newsletter.session}
            />
          </section>
        )}
      </div>
      <SiteFooterLegal settings={settings} year={year} cookieSettings={cookieSettings} />
    </footer>
  );
}
