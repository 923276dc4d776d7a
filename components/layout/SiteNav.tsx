import type { LayoutLink } from '../../builder/layout-links';
import type { NavItem } from './nav-types';

interface Props {
  items: NavItem[];
  currentPath: string;
  /** Mega panels' links by id: an item with one shows them as its submenu (SiteHeader says more). */
  panels?: Record<number, LayoutLink[]>;
  /** Where a panel's layout is fetched from (site/lib/mega-panel-route.ts). */
  megaSrc?: (id: number) => string;
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
 * The site's main menu with its phone toggle: the site's own header and the theme builder's site-menu
 * widget both render it, so site-runtime/menu.ts gives either the same hover delays, keys and toggle.
 * One per page (its ids are fixed: the toggle controls #site-menu).
 */
export function SiteNav({ items, currentPath, panels = {}, megaSrc }: Props) {
  return (
    <>
      <button type="button" className="menu-toggle" aria-expanded="false" aria-controls="site-menu" data-menu-toggle>
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
                          <a href={child.href} aria-current={isCurrent(child.href, currentPath) ? 'page' : undefined}>
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
    </>
  );
}
