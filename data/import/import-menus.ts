import type { WxrDocument } from '../../engines/wordpress/wxr';
import { asImporter, count, fail, skip, type ImportContext } from './context';
import { menusToNavigation } from './menu-tree';
import type { AddressPlan } from './plan';

/**
 * The export's menus (`nav_menu_item`) → the site's navigation: the main menu replaces the header menu,
 * other menus replace the footer groups (with one menu, the footer is left as it is). What arig's menus
 * cannot hold (deeper nesting, new-window links, CSS classes, links to drafts) is noted in the report.
 */
export async function importMenus(
  ctx: ImportContext,
  doc: WxrDocument,
  plan: AddressPlan,
  link: (href: string) => string,
): Promise<void> {
  const { header, footer, empty, notes } = menusToNavigation(doc, plan, link);
  for (const note of notes) ctx.report.contentNotes.push({ ...note, kind: 'menu' });
  for (const menu of empty) skip(ctx, 'menus', { id: menu.id, title: menu.name }, 'אין בתפריט פריט שאפשר להציג');
  const written = [...(header ? [header.menu] : []), ...footer.map((f) => f.menu)];
  const total = written.length + empty.length;
  ctx.progress('menus', empty.length, total);
  if (written.length === 0) return;
  const data = {
    ...(header ? { header: header.items } : {}),
    ...(footer.length > 0 ? { footer: footer.map(({ title, links }) => ({ title, links })) } : {}),
  };
  try {
    if (!ctx.dryRun) await ctx.payload.updateGlobal({ slug: 'navigation', data, depth: 0, ...asImporter(ctx) });
    written.forEach(() => count(ctx, 'menus', 'updated'));
  } catch (error) {
    for (const menu of written) fail(ctx, 'menus', { id: menu.id, title: menu.name }, error);
  }
  ctx.progress('menus', total, total);
}
