import { readDate, readShekels, type Meta } from './product-meta';

export interface Pricing {
  /** Null when the product or variation has no usable price. */
  price: number | null;
  salePrice: number | null;
  saleFrom: string | null;
  saleTo: string | null;
}

/**
 * A product's or variation's regular price (else its active `_price`), its sale price when below it, and
 * the sale's dates when they make sense; what is dropped is noted. Pure.
 */
export function readPricing(meta: Meta, note: (detail: string) => void): Pricing {
  const regular = readShekels(meta._regular_price);
  let price: number | null = regular.kind === 'ok' ? regular.shekels : null;
  if (regular.kind === 'bad') note(`המחיר "${regular.raw}" אינו מספר`);
  if (regular.kind === 'ok' && regular.rounded) note(`המחיר עוגל לאגורה: ${regular.shekels}`);
  if (price === null) {
    const active = readShekels(meta._price);
    if (active.kind === 'ok') {
      price = active.shekels;
      note(`אין מחיר רגיל: נלקח המחיר הפעיל (${active.shekels})`);
    }
  }
  const sale = readShekels(meta._sale_price);
  let salePrice: number | null = null;
  if (sale.kind === 'bad') note(`מחיר המבצע "${sale.raw}" אינו מספר ולא יובא`);
  else if (sale.kind === 'ok' && price !== null && sale.shekels >= price)
    note(`מחיר המבצע (${sale.shekels}) אינו נמוך מהמחיר (${price}) ולא יובא`);
  else if (sale.kind === 'ok' && price !== null) salePrice = sale.shekels;
  const from = readDate(meta._sale_price_dates_from);
  const to = readDate(meta._sale_price_dates_to);
  for (const d of [from, to]) if (d.kind === 'bad') note(`תאריך המבצע "${d.raw}" אינו תאריך ולא יובא`);
  let saleFrom = salePrice !== null && from.kind === 'ok' ? from.iso : null;
  let saleTo = salePrice !== null && to.kind === 'ok' ? to.iso : null;
  if (saleFrom && saleTo && Date.parse(saleTo) <= Date.parse(saleFrom)) {
    note('מועד סוף המבצע אינו אחרי תחילתו: המבצע לא יובא');
    [salePrice, saleFrom, saleTo] = [null, null, null];
  }
  return { price, salePrice, saleFrom, saleTo };
}
