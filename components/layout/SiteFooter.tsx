import type { FormSession } from '../../builder/context';
import type { NavLink, NewsletterView, SiteSettingsView } from '../../data/types';
import { NewsletterForm } from '../forms/NewsletterForm';
import { t, networkNames } from '../../messages/he';
import { ContactLinks } from '../ui/ContactLinks';
import { SiteFooterLegal } from './SiteFooterLegal';
import { otherNetworkIcon, socialIcons } from './social-icons';

interface Props {
  settings: SiteSettingsView;
  groups: { title: string; links: NavLink[] }[];
  year: number;
  /** The newsletter sign-up, with this request's form session; absent: no sign-up in the footer. */
  newsletter?: { view: NewsletterView; session: FormSession; path: string };
  /** A "cookie settings" button (only where the owner configured a measurement vendor). */
  cookieSettings?: boolean;
}

export function SiteFooter({ settings, groups, year, newsletter, cookieSettings = false }: Props) {
  const { address } = settings;
  const addressLine = [address.street, address.city, address.postalCode].filter(Boolean).join(', ');
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__columns">
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="site-footer__title">
              {t.contact}
            </h2>
            <p className="site-footer__name">{settings.businessName}</p>
            <ContactLinks phone={settings.phone} email={settings.email} />
            {addressLine && (
              <p>
                {t.address}: {addressLine}
              </p>
            )}
            {settings.socialLinks.length > 0 && (
              <ul className="site-footer__social" aria-label={t.socialLinks}>
                {settings.socialLinks.map((link) => (
                  <li key={link.url}>
                    <a className="site-footer__social-link" href={link.url} target="_blank" rel="noopener noreferrer">
                      <svg viewBox="0 0 24 24" aria-hidden="true">
                        <path d={socialIcons[link.network] ?? otherNetworkIcon} />
                      </svg>
                      <span className="visually-hidden">{`${networkNames[link.network] ?? link.network} ${t.opensInNewWindow}`}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {groups.length > 0 && (
            <nav aria-label={t.footerNav} className="site-footer__nav">
              {groups.map((group, i) => (
                <section key={group.title} aria-labelledby={`footer-group-${i}`}>
                  <h2 id={`footer-group-${i}`} className="site-footer__title">
                    {group.title}
                  </h2>
                  <ul>
                    {group.links.map((link) => (
                      <li key={link.href}>
                        <a href={link.href}>{link.label}</a>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </nav>
          )}
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
