import { routes } from '../../config/routes';
import type { LayoutLink } from '../../builder/layout-links';
import type { AnnouncementBar as Bar } from '../../engines/announcement/bar';
import { AnnouncementBar } from '../announcement/AnnouncementBar';
import type { NavItem } from './nav-types';
import type { NavLink } from '../../data/types';
import { SearchForm } from '../search/SearchForm';
import { BrandLogo, type LogoImage } from './BrandLogo';
import { BrandMark } from './BrandMark';
import { SiteNav } from './SiteNav';
import { SkipLink } from './SkipLink';
import { MenuAccount } from '../shop/MenuAccount';
import { MenuCart } from '../shop/MenuCart';

interface Props {
  siteName: string;
  logo?: LogoImage | null;
  /** The logo's variant for dark backgrounds (the dark contrast mode, a dark site). */
  logoDark?: LogoImage | null;
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
  /** The call to action beside the search (Navigation → כפתור בכותרת העליונה). */
  button?: NavLink | null;
}

/**
 * Disclosure navigation (WAI-ARIA pattern, not role=menu): every parent keeps its own link and gets a
 * separate toggle button. Behaviour (hover delays, keys, mobile toggle) is added by site-runtime/menu.ts;
 * without JavaScript, CSS shows submenus on hover and focus and the mobile menu is simply expanded.
 */
export function SiteHeader({
  siteName,
  logo,
  logoDark,
  items,
  currentPath,
  topBar,
  panels = {},
  megaSrc,
  showCart = false,
  button = null,
}: Props) {
  return (
    <>
      <SkipLink />
      {topBar && <AnnouncementBar bar={topBar.bar} now={topBar.now} />}
      <header className="site-header">
        <div className="container site-header__bar">
          <a className="site-header__brand" href="/" aria-current={currentPath === '/' ? 'page' : undefined}>
            {logo ? (
              <BrandLogo logo={logo} dark={logoDark} name={siteName} />
            ) : (
              <>
                <BrandMark />
                {siteName}
              </>
            )}
          </a>
          <SiteNav items={items} currentPath={currentPath} panels={panels} megaSrc={megaSrc} />
          <div className="site-header__search" data-header-search>
            <SearchForm id="header-search" variant="compact" />
          </div>
          {button && (
            <a
              className="site-header__cta"
              href={button.href}
              aria-current={currentPath === button.href ? 'page' : undefined}
            >
              {button.label}
            </a>
          )}
          {showCart && <MenuAccount current={currentPath.startsWith(routes.account)} />}
          {showCart && <MenuCart current={currentPath === routes.cart} />}
        </div>
      </header>
    </>
  );
}
