import type { WxrDocument } from '../../engines/wordpress/wxr';
import { readMenus, type WpMenu, type WpMenuItem } from './menu-items';
import { menuSources, resolveMenuLink, type MenuLink } from './menu-links';
import { nestMenu, type MenuNode } from './menu-nesting';
import type { AddressPlan } from './plan';

export interface NavLinkData {
  label: string;
  href: string;
}

export interface HeaderItemData extends NavLinkData {
  children: NavLinkData[];
}

export interface MenuRef {
  id: number;
  name: string;
}

/** A note for the report, about one menu item. */
export interface MenuNote {
  wpId: number;
  title: string;
  detail: string;
}

/** The export's menus as arig's navigation global holds them. */
export interface MenusAsNavigation {
  header: { menu: MenuRef; items: HeaderItemData[] } | null;
  footer: { menu: MenuRef; title: string; links: NavLinkData[] }[];
  /** Menus that have nothing left to show. */
  empty: MenuRef[];
  notes: MenuNote[];
}

/** Builds one menu's entries, noting everything changed on the way. */
class MenuBuilder {
  readonly links = new Map<number, MenuLink>();

  constructor(
    private readonly menu: WpMenu,
    private readonly notes: MenuNote[],
    resolve: (item: WpMenuItem) => MenuLink,
  ) {
    for (const item of menu.items) {
      const link = resolve(item);
      this.links.set(item.id, link);
      if (link.kind === 'skip') this.note(item, `הפריט לא נכלל: ${link.reason}`);
      else for (const note of link.notes) this.note(item, note);
    }
  }

  note(item: WpMenuItem, detail: string): void {
    const title = this.links.get(item.id)?.label || `פריט תפריט ${item.id}`;
    this.notes.push({ wpId: item.id, title, detail: `תפריט "${this.menu.name}": ${detail}` });
  }

  nodes(): MenuNode[] {
    const { nodes, notes } = nestMenu(this.menu.items, (item) => this.links.get(item.id)?.kind !== 'skip');
    for (const { item, detail } of notes) this.note(item, detail);
    return nodes;
  }

  /** The item's link, or null (noted) for an item with no address of its own. */
  linkOf(item: WpMenuItem, why: string): NavLinkData | null {
    const link = this.links.get(item.id);
    if (link?.kind === 'link') return { label: link.label, href: link.href };
    this.note(item, why);
    return null;
  }
}

const present = <T>(value: T | null): value is T => value !== null;

function headerItems(builder: MenuBuilder): HeaderItemData[] {
  return builder
    .nodes()
    .map((node): HeaderItemData | null => {
      const children = node.children
        .map(({ item, depth }) => {
          if (depth > 1)
            builder.note(
              item,
              `התפריט הראשי מציג רמה אחת של תת-תפריט: הפריט הועבר לתת-התפריט של "${builder.links.get(node.item.id)?.label ?? ''}"`,
            );
          return builder.linkOf(item, 'פריט בלי קישור בתת-תפריט לא נכלל');
        })
        .filter(present);
      const top = builder.links.get(node.item.id);
      if (top?.kind === 'link') return { label: top.label, href: top.href, children };
      const first = children[0];
      if (!top || !first) {
        builder.note(node.item, 'פריט בלי קישור ובלי תת-תפריט לא נכלל');
        return null;
      }
      builder.note(node.item, `בוורדפרס הפריט רק פותח תת-תפריט; כאן הוא מקשר לפריט הראשון שבו (${first.href})`);
      return { label: top.label, href: first.href, children };
    })
    .filter(present);
}

function footerLinks(builder: MenuBuilder): NavLinkData[] {
  return builder.nodes().flatMap((node) => [
    ...[builder.linkOf(node.item, 'כותרת בלי קישור לא נכללה: בתפריטי הכותרת התחתונה יש רק קישורים')].filter(present),
    ...node.children
      .map(({ item }) => {
        builder.note(item, 'בתפריטי הכותרת התחתונה אין תת-תפריטים: הפריט מופיע ברשימה אחרי הפריט שמעליו');
        return builder.linkOf(item, 'כותרת בלי קישור לא נכללה: בתפריטי הכותרת התחתונה יש רק קישורים');
      })
      .filter(present),
  ]);
}

/**
 * The export's menus → arig's navigation. WXR does not say where a menu was shown, so the menu with the
 * most items becomes the header menu and every other menu a footer group under its own name. Pure.
 */
export function menusToNavigation(
  doc: WxrDocument,
  plan: AddressPlan,
  link: (href: string) => string,
): MenusAsNavigation {
  const sources = menuSources(doc, plan, link);
  const { menus, unassigned } = readMenus(doc);
  const result: MenusAsNavigation = { header: null, footer: [], empty: [], notes: [] };
  for (const item of unassigned)
    result.notes.push({
      wpId: item.id,
      title: item.title || `פריט תפריט ${item.id}`,
      detail: 'פריט התפריט אינו שייך לאף תפריט ולא נכלל',
    });
  const main = menus.reduce<WpMenu | undefined>((a, b) => (a && a.items.length >= b.items.length ? a : b), undefined);
  for (const menu of menus) {
    const ref = { id: menu.id, name: menu.name };
    const builder = new MenuBuilder(menu, result.notes, (item) => resolveMenuLink(item, sources));
    if (menu === main) {
      const items = headerItems(builder);
      if (items.length > 0) result.header = { menu: ref, items };
      else result.empty.push(ref);
      continue;
    }
    const links = footerLinks(builder);
    if (links.length > 0) result.footer.push({ menu: ref, title: menu.name || menu.slug, links });
    else result.empty.push(ref);
  }
  return result;
}
