import { memo } from './cache/memo';
import { getRelinker } from './get-redirect';
import { asVisitor, payload } from './payload';
import type { NavLink } from './types';

export interface NavigationView {
  header: NavLink[];
  /** The header's call to action ("לתיאום פגישה"), when the owner gave it a text and a link. */
  button: NavLink | null;
  footer: { title: string; links: NavLink[] }[];
}

/**
 * The menus the nav-menu widget offers, by location name. A main-menu item with a mega panel lists the panel's links
 * as its children (`panelLinks`, data/mega-panel-store.ts), as the header does before the panel arrives.
 */
export const menusOf = (
  navigation: NavigationView,
  panelLinks: Readonly<Record<number, readonly NavLink[]>> = {},
): Record<'main' | 'footer', NavLink[]> => ({
  main: navigation.header.map((item) => {
    const links = item.panel === undefined ? undefined : panelLinks[item.panel];
    return links?.length ? { ...item, children: [...links] } : item;
  }),
  footer: navigation.footer.flatMap((group) => group.links),
});

export function getNavigation(): Promise<NavigationView> {
  return memo('navigation', readNavigation);
}

async function readNavigation(): Promise<NavigationView> {
  const p = await payload();
  const [nav, relink] = await Promise.all([
    p.findGlobal({ slug: 'navigation', depth: 0, ...asVisitor }),
    getRelinker(),
  ]);
  const button = nav.headerButton;
  return {
    button: button?.label?.trim() && button.href ? { label: button.label.trim(), href: relink(button.href) } : null,
    header: (nav.header ?? []).map((item) => ({
      label: item.label,
      href: relink(item.href),
      children: (item.children ?? []).map((c) => ({ label: c.label, href: relink(c.href) })),
      ...(typeof item.megaPanel === 'number' ? { panel: item.megaPanel } : {}),
    })),
    footer: (nav.footer ?? []).map((group) => ({
      title: group.title,
      links: (group.links ?? []).map((l) => ({ label: l.label, href: relink(l.href) })),
    })),
  };
}
