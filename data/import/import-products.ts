import type { WxrDocument } from '../../engines/wordpress/wxr';
import type { ImportContext } from './context';

/** WooCommerce products and their variations → the shop's products. Not yet imported: reported. */
export async function importProducts(
  ctx: ImportContext,
  doc: WxrDocument,
  link: (href: string) => string,
): Promise<void> {
  void link;
  for (const item of doc.items.filter((i) => i.type === 'product' || i.type === 'product_variation'))
    ctx.report.skipped.push({
      kind: item.type,
      wpId: item.id,
      title: item.title,
      reason: 'מוצרי WooCommerce עדיין לא מיובאים',
    });
}
