import { memo } from './cache/memo';
import { getRelinker } from './get-redirect';
import { asVisitor, payload } from './payload';
import type { NavLink } from './types';

export interface NavigationView {
  header: NavLink[];
  footer: { title: string; links: NavLink[] }[];
}

/** The menus the nav-menu widget offers, by location name. */
export const menusOf = (navigation: NavigationView): Record<'main' | 'footer', NavLink[]> => ({
  main: navigation.header,
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
  return {
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
