import { routes } from '../../config/routes';
import type { LayoutLink } from '../../builder/layout-links';
import type { AnnouncementBar as Bar } from '../../engines/announcement/bar';
import { AnnouncementBar } from '../announcement/AnnouncementBar';
import type { NavItem } from './nav-types';
import { SearchForm } from '../search/SearchForm';
import { BrandMark } from './BrandMark';
import { SkipLink } from './SkipLink';
import { MenuAccount } from '../shop/MenuAccount';
import { MenuCart } from '../shop/MenuCart';

interface Props {
  siteName: string;
  logo?: { src: string; alt: string; width: number; height: number } | null;
  items: NavItem[];
  currentPath: string;
  /** A top announcement bar: above the header, after the skip link (which stays the first stop). */
  topBar?: { bar: Bar; now: number } | null;
  /**
   * Mega panels' links by id (data/get-mega-panels.ts): an item with one shows them as its submenu, which
   * the panel's layout replaces once the browser has fetched it (`megaSrc`, site-runtime/mega-panels.ts).
   */
  panels?: Record<number, LayoutLink[]>;
  /** Where a panel's layout is fetched from (site/lib/mega-panel-route.ts). */
  megaSrc?: (id: number) => string;
  /** The site has a shop: the header shows its cart link (components/shop/MenuCart.tsx). */
  showCart?: boolean;
}

const isCurrent = (href: string, currentPath: string) => href === currentPath;

function Chevron() {
  return (
    <svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 12 12">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * Disclosure navigation (WAI-ARIA pattern, not role=menu): every parent keeps its own link and gets a
 * separate toggle button. Behaviour (hover delays, keys, mobile toggle) is added by site-runtime/menu.ts;
 * without JavaScript, CSS shows submenus on hover and focus and the mobile menu is simply expanded.
 */
export function SiteHeader({
  siteName,
  logo,
  items,
  currentPath,
  topBar,
  panels = {},
  megaSrc,
  showCart = false,
}: Props) {
  return (
    <>
      <SkipLink />
      {topBar && <AnnouncementBar bar={topBar.bar} now={topBar.now} />}
      <header className="site-header">
        <div className="container site-header__bar">
          <a className="site-header__brand" href="/" aria-current={currentPath === '/' ? 'page' : undefined}>
            {logo ? (
              <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
            ) : (
              <>
                <BrandMark />
                {siteName}
              </>
            )}
          </a>
          <button
            type="button"
            className="menu-toggle"
            aria-expanded="false"
            aria-controls="site-menu"
            data-menu-toggle
          >
            <span aria-hidden="true" className="menu-toggle__icon" />
            תפריט
          </button>
          <nav id="site-menu" className="site-nav" aria-label="ניווט ראשי" data-menu>
            <ul className="site-nav__list">
              {items.map((item, i) => {
                const subId = `submenu-${i}`;
                const panel = item.panel === undefined ? undefined : panels[item.panel];
                const children = panel?.length ? panel : (item.children ?? []);
                // A section is the item's own children; a panel's links go anywhere (the contact page, say).
                const inSection = (item.children ?? []).some((c) => isCurrent(c.href, currentPath));
                const hasSub = children.length > 0 || panel !== undefined;
                return (
                  <li key={item.href} className={hasSub ? 'site-nav__item has-sub' : 'site-nav__item'} data-menu-item>
                    <a
                      className="site-nav__link"
                      href={item.href}
                      aria-current={isCurrent(item.href, currentPath) ? 'page' : inSection ? 'true' : undefined}
                    >
                      {item.label}
                    </a>
                    {hasSub && (
                      <>
                        <button
                          type="button"
                          className="site-nav__sub-toggle"
                          aria-expanded="false"
                          aria-controls={subId}
                          aria-label={`תת-תפריט של ${item.label}`}
                          data-submenu-toggle
                        >
                          <Chevron />
                        </button>
                        <ul
                          id={subId}
                          className="site-nav__sub"
                          data-submenu
                          data-mega-src={panel && megaSrc?.(item.panel!)}
                        >
                          {children.map((child) => (
                            <li key={`${child.href} ${child.label}`}>
                              <a
                                href={child.href}
                                aria-current={isCurrent(child.href, currentPath) ? 'page' : undefined}
                              >
                                {child.label}
                              </a>
                            </li>
                          ))}
                        </ul>
                      </>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="site-header__search" data-header-search>
            <SearchForm id="header-search" variant="compact" />
          </div>
          {showCart && <MenuAccount current={currentPath.startsWith(routes.account)} />}
          {showCart && <MenuCart current={currentPath === routes.cart} />}
        </div>
      </header>
    </>
  );
}
