import type { NavLink } from '../../data/types';
import { t } from '../../messages/he';

export interface FooterGroup {
  title: string;
  links: NavLink[];
}

/**
 * The footer's menus, each group under its heading in one navigation landmark (Navigation → the footer's
 * groups): the site's own footer, and the footer-menus widget of a footer template. `idPrefix` keeps the
 * headings' ids apart where two are on a page.
 */
export function FooterMenus({ groups, idPrefix = 'footer-group' }: { groups: FooterGroup[]; idPrefix?: string }) {
  if (groups.length === 0) return null;
  return (
    <nav aria-label={t.footerNav} className="site-footer__nav">
      {groups.map((group, i) => (
        <section key={group.title} aria-labelledby={`${idPrefix}-${i}`}>
          <h2 id={`${idPrefix}-${i}`} className="site-footer__title">
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
  );
}
