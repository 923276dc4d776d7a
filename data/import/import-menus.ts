import type { WxrDocument } from '../../engines/wordpress/wxr';
import type { ImportContext } from './context';
import type { AddressPlan } from './plan';

/** The export's menus (`nav_menu_item`) → the site's navigation. Not yet imported: reported. */
export async function importMenus(
  ctx: ImportContext,
  doc: WxrDocument,
  plan: AddressPlan,
  link: (href: string) => string,
): Promise<void> {
  void plan;
  void link;
  for (const item of doc.items.filter((i) => i.type === 'nav_menu_item'))
    ctx.report.skipped.push({ kind: item.type, wpId: item.id, title: item.title, reason: 'תפריטים עדיין לא מיובאים' });
}
