import { maybeUnserialize } from '../../engines/wordpress/php-unserialize';
import type { WxrDocument, WxrItem } from '../../engines/wordpress/wxr';

/** One `nav_menu_item` of the export, its postmeta read. */
export interface WpMenuItem {
  id: number;
  /** The item's own label; '' when WordPress shows its object's title. */
  title: string;
  status: string;
  order: number;
  /** The parent menu item's id (`_menu_item_menu_item_parent`); 0 at the top. */
  parent: number;
  /** `custom`, `post_type`, `taxonomy`, `post_type_archive`. */
  type: string;
  /** `page`, `post`, `category`, `post_tag`, `custom`… */
  object: string;
  objectId: number;
  url: string;
  target: string;
  classes: string[];
}

export interface WpMenu {
  /** The `nav_menu` term's id (0 when the export lists the menu only on its items). */
  id: number;
  name: string;
  slug: string;
  /** In WordPress's order (`menu_order`). */
  items: WpMenuItem[];
}

const toInt = (value: string | undefined): number => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : 0;
};

function classesOf(raw: string | undefined): string[] {
  const value = maybeUnserialize(raw ?? '');
  const list =
    typeof value === 'string'
      ? value.split(/\s+/)
      : value !== null && typeof value === 'object'
        ? Object.values(value)
        : [];
  return list.flatMap((c) => (typeof c === 'string' ? c.split(/\s+/) : [])).filter((c) => c !== '');
}

function readItem(item: WxrItem): WpMenuItem {
  const meta = item.meta;
  return {
    id: item.id,
    title: item.title,
    status: item.status,
    order: item.menuOrder,
    parent: toInt(meta._menu_item_menu_item_parent),
    type: meta._menu_item_type ?? '',
    object: meta._menu_item_object ?? '',
    objectId: toInt(meta._menu_item_object_id),
    url: meta._menu_item_url ?? '',
    target: meta._menu_item_target ?? '',
    classes: classesOf(meta._menu_item_classes),
  };
}

/** The export's menus, in the order their terms are listed, and the menu items that belong to none. */
export function readMenus(doc: WxrDocument): { menus: WpMenu[]; unassigned: WpMenuItem[] } {
  const menus = new Map<string, WpMenu>();
  for (const term of doc.terms.filter((t) => t.taxonomy === 'nav_menu'))
    menus.set(term.slug, { id: term.id, name: term.name, slug: term.slug, items: [] });
  const unassigned: WpMenuItem[] = [];
  for (const item of doc.items.filter((i) => i.type === 'nav_menu_item')) {
    const term = item.terms.find((t) => t.taxonomy === 'nav_menu');
    if (!term) {
      unassigned.push(readItem(item));
      continue;
    }
    const menu = menus.get(term.slug) ?? { id: 0, name: term.name, slug: term.slug, items: [] };
    menus.set(term.slug, menu);
    menu.items.push(readItem(item));
  }
  for (const menu of menus.values()) menu.items.sort((a, b) => a.order - b.order || a.id - b.id);
  return { menus: [...menus.values()].filter((m) => m.items.length > 0), unassigned };
}
