import { vatIncluded } from './money';

export interface PricedLine {
  unitPrice: number;
  quantity: number;
}

/** What an order costs, every amount in agorot; the VAT is inside the total, on its own line. */
export interface OrderTotals {
  subtotal: number;
  /** A coupon's discount off the products (0 without one). */
  discount: number;
  shipping: number;
  total: number;
  vatPercent: number;
  vat: number;
  /** The total without VAT. */
  net: number;
}

/**
 * The order's totals: lines less a coupon's discount, plus shipping, with the VAT extracted once from the
 * whole (never summed per line).
 */
export function orderTotals(
  lines: readonly PricedLine[],
  shipping: number,
  vatPercent: number,
  discount = 0,
): OrderTotals {
  const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const off = Math.min(Math.max(0, discount), subtotal);
  const total = subtotal - off + shipping;
  const vat = vatIncluded(total, vatPercent);
  return { subtotal, discount: off, shipping, total, vatPercent, vat, net: total - vat };
}
