import type { WpMenuItem } from './menu-items';

/** A top-level menu item and all its descendants below it, in menu order (`depth` 1 is a direct child). */
export interface MenuNode {
  item: WpMenuItem;
  children: { item: WpMenuItem; depth: number }[];
}

export interface NestingNote {
  item: WpMenuItem;
  detail: string;
}

/** Each item's parent in the menu: none for a parent that is not in the menu, and every cycle cut once. */
function parentsOf(items: WpMenuItem[], notes: NestingNote[]): Map<number, number | null> {
  const byId = new Map(items.map((i) => [i.id, i]));
  const parent = new Map<number, number | null>();
  for (const item of items) {
    const known = item.parent === 0 || byId.has(item.parent);
    parent.set(item.id, item.parent !== 0 && known ? item.parent : null);
    if (!known)
      notes.push({ item, detail: `הפריט שמעליו (מזהה ${item.parent}) אינו בתפריט: הפריט הועבר לרמה העליונה` });
  }
  for (const item of items) {
    const path = new Set([item.id]);
    let at = item;
    let next = parent.get(at.id) ?? null;
    while (next !== null && !path.has(next)) {
      path.add(next);
      at = byId.get(next) ?? at;
      next = parent.get(at.id) ?? null;
    }
    if (next === null) continue;
    parent.set(at.id, null);
    notes.push({ item: at, detail: 'פריטי התפריט מקוננים זה בתוך זה במעגל: הפריט הועבר לרמה העליונה' });
  }
  return parent;
}

/**
 * A menu's items as trees under its top-level items. Items `shown` rejects are left out, and their children
 * move up to their place. Items come in menu order (WordPress's `menu_order` lists a menu depth first).
 */
export function nestMenu(
  items: WpMenuItem[],
  shown: (item: WpMenuItem) => boolean,
): { nodes: MenuNode[]; notes: NestingNote[] } {
  const notes: NestingNote[] = [];
  const parent = parentsOf(items, notes);
  const byId = new Map(items.map((i) => [i.id, i]));
  const isShown = (id: number) => {
    const item = byId.get(id);
    return item !== undefined && shown(item);
  };
  const shownParent = (id: number): number | null => {
    let at = parent.get(id) ?? null;
    while (at !== null && !isShown(at)) at = parent.get(at) ?? null;
    return at;
  };
  const placed = items.filter(shown).map((item) => {
    let top = item.id;
    let depth = 0;
    for (let up = shownParent(top); up !== null; up = shownParent(top)) [top, depth] = [up, depth + 1];
    const raw = parent.get(item.id) ?? null;
    if (raw !== null && !isShown(raw))
      notes.push({ item, detail: 'הפריט שמעליו לא נכלל בתפריט: הפריט עלה רמה במקומו' });
    return { item, top, depth };
  });
  const nodes = new Map<number, MenuNode>();
  for (const { item, depth } of placed) if (depth === 0) nodes.set(item.id, { item, children: [] });
  for (const { item, top, depth } of placed) if (depth > 0) nodes.get(top)?.children.push({ item, depth });
  return { nodes: [...nodes.values()], notes };
}
