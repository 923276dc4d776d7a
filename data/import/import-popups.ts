import type { WxrItem } from '../../engines/wordpress/wxr';
import type { ImportContext } from './context';

/** Elementor popups (`elementor_library` posts of type popup) → arig popups. Not yet imported: reported. */
export async function importPopups(
  ctx: ImportContext,
  items: WxrItem[],
  link: (href: string) => string,
): Promise<void> {
  void link;
  for (const item of items.filter((i) => i.type === 'elementor_library'))
    ctx.report.skipped.push({
      kind: item.type,
      wpId: item.id,
      title: item.title,
      reason: 'תבניות אלמנטור (חלונות קופצים, ערכת עיצוב) עדיין לא מיובאות',
    });
}
