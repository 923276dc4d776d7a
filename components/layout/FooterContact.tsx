import type { SiteSettingsView } from '../../data/types';
import { t, networkNames } from '../../messages/he';
import { ContactLinks } from '../ui/ContactLinks';
import { otherNetworkIcon, socialIcons } from './social-icons';

/** What the footer's contact column shows of Site Settings. */
export type FooterContactDetails = Pick<
  SiteSettingsView,
  'businessName' | 'phone' | 'email' | 'address' | 'socialLinks'
>;

interface Props {
  details: FooterContactDetails;
  /** The heading's id (the section is named by it). */
  titleId: string;
  title?: string;
  showAddress?: boolean;
  showSocial?: boolean;
}

/**
 * The footer's contact column: the business's name, phone and e-mail, address and social links, from Site
 * Settings (the site's own footer, and the site-contact widget of a footer template).
 */
export function FooterContact({ details, titleId, title = t.contact, showAddress = true, showSocial = true }: Props) {
  const { address } = details;
  const addressLine = [address.street, address.city, address.postalCode].filter(Boolean).join(', ');
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="site-footer__title">
        {title}
      </h2>
      <p className="site-footer__name">{details.businessName}</p>
      <ContactLinks phone={details.phone} email={details.email} />
      {showAddress && addressLine && <p>{`${t.address}: ${addressLine}`}</p>}
      {showSocial && details.socialLinks.length > 0 && (
        <ul className="site-footer__social" aria-label={t.socialLinks}>
          {details.socialLinks.map((link) => (
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
  );
}
