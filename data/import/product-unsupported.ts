import { maybeUnserialize } from '../../engines/wordpress/php-unserialize';
import type { WxrItem } from '../../engines/wordpress/wxr';
import type { WcAttribute } from './product-attributes';
import { isYes } from './product-meta';

/** The low-stock threshold arig's product page uses (engines/shop/stock.ts). */
const arigLowStock = 5;

function downloadNames(raw: string | undefined): string[] {
  const value = maybeUnserialize(raw ?? '');
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).map((file) => {
    if (file === null || typeof file !== 'object' || Array.isArray(file)) return '?';
    const name = typeof file.name === 'string' && file.name.trim() ? file.name.trim() : null;
    return name ?? (typeof file.file === 'string' ? file.file : '?');
  });
}

/**
 * What a WooCommerce product carries that arig's shop has no field for, as notes for the editor: nothing is
 * dropped without a word. Pure.
 */
export function unsupportedNotes(item: WxrItem, attributes: WcAttribute[], variable: boolean): string[] {
  const notes: string[] = [];
  const meta = item.meta;
  const value = (key: string) => (meta[key] ?? '').trim();
  const size = ['_length', '_width', '_height'].map(value);
  if (value('_weight') || size.some(Boolean)) {
    const parts = [
      value('_weight') && `משקל ${value('_weight')}`,
      size.some(Boolean) && `מידות ${size.map((s) => s || '?').join('×')}`,
    ].filter(Boolean);
    const verb = parts.length === 1 && value('_weight') ? 'יובא' : 'יובאו';
    notes.push(`${parts.join(', ')} לא ${verb}: לחנות אין שדות משקל ומידות`);
  }
  const files = isYes(meta, '_downloadable') ? downloadNames(meta._downloadable_files) : [];
  if (files.length)
    notes.push(
      `קובצי ההורדה של המוצר לא יובאו (${files.join(', ')}): החנות אינה שולחת קבצים; יש למסור אותם ללקוחות בדרך אחרת`,
    );
  if (value('_tax_status') && value('_tax_status') !== 'taxable')
    notes.push(`מצב המס "${value('_tax_status')}" לא יובא: כל המחירים בחנות כוללים מע״מ`);
  if (value('_tax_class') && value('_tax_class') !== 'parent')
    notes.push(`סוג המס "${value('_tax_class')}" לא יובא: לחנות שיעור מע״מ אחד`);
  const shipping = item.terms.filter((t) => t.taxonomy === 'product_shipping_class').map((t) => t.name);
  if (shipping.length) notes.push(`סוג המשלוח "${shipping.join(', ')}" לא יובא: לחנות אין סוגי משלוח למוצר`);
  if (isYes(meta, '_sold_individually')) notes.push('ההגבלה ליחידה אחת בהזמנה לא יובאה');
  if (value('_purchase_note')) notes.push(`הערת הרכישה לא יובאה: "${value('_purchase_note').slice(0, 200)}"`);
  const low = value('_low_stock_amount');
  if (low && Number(low) !== arigLowStock)
    notes.push(`סף "מלאי נמוך" (${low}) לא יובא: בחנות הסף קבוע (${arigLowStock})`);
  const info = attributes.filter((a) => !variable || !a.variation);
  for (const a of info)
    notes.push(`מאפיין המידע "${a.label}: ${a.values.join(', ')}" לא יובא: בחנות מאפיינים משמשים לבחירת וריאציה בלבד`);
  if (item.comments.length) notes.push(`${item.comments.length} ביקורות על המוצר לא יובאו`);
  return notes;
}
