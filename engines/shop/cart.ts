import { maxCartLines, maxLineQuantity } from '../../config/shop';
import { vatIncluded } from './money';

/** One line of a cart as stored: what, which variant, how many. Prices are never stored with it. */
export interface CartLine {
  product: number;
  /** The variant's id within its product, or null for a product without variants. */
  variant: string | null;
  quantity: number;
}

/** What the catalogue says about a line's item right now. */
export interface Purchasable {
  product: number;
  variant: string | null;
  /** Units that can be sold (Infinity when stock is not tracked). */
  available: number;
  /** The price now, in agorot, VAT included. */
  unitPrice: number;
}

export type Refusal =
  | { reason: 'unknown-product' }
  | { reason: 'choose-variant' }
  | { reason: 'out-of-stock' }
  | { reason: 'over-stock'; available: number; inCart: number }
  | { reason: 'bad-quantity' }
  | { reason: 'cart-full' }
  | { reason: 'unknown-line' }
  | { reason: 'nothing-to-undo' };

export type CartOutcome = { ok: true; lines: CartLine[]; removed: CartLine | null } | ({ ok: false } & Refusal);

export const lineKey = (line: Pick<CartLine, 'product' | 'variant'>): string =>
  line.variant ? `${line.product}:${line.variant}` : String(line.product);

const validQuantity = (n: number) => Number.isInteger(n) && n >= 1 && n <= maxLineQuantity;

/** Adds units of an item: refused, with the cart unchanged, when stock cannot cover the cart's total. */
export function addToCart(
  lines: readonly CartLine[],
  item: Purchasable,
  quantity: number,
  removed: CartLine | null = null,
): CartOutcome {
  if (!validQuantity(quantity)) return { ok: false, reason: 'bad-quantity' };
  if (item.available <= 0) return { ok: false, reason: 'out-of-stock' };
  const key = lineKey(item);
  const existing = lines.find((l) => lineKey(l) === key);
  const inCart = existing?.quantity ?? 0;
  const wanted = inCart + quantity;
  if (wanted > item.available) return { ok: false, reason: 'over-stock', available: item.available, inCart };
  if (wanted > maxLineQuantity) return { ok: false, reason: 'bad-quantity' };
  if (!existing && lines.length >= maxCartLines) return { ok: false, reason: 'cart-full' };
  const next = existing
    ? lines.map((l) => (lineKey(l) === key ? { ...l, quantity: wanted } : l))
    : [...lines, { product: item.product, variant: item.variant, quantity }];
  return { ok: true, lines: next, removed };
}

/** Sets a line's quantity; zero removes it (and keeps it for undo). */
export function setQuantity(
  lines: readonly CartLine[],
  key: string,
  quantity: number,
  item: Purchasable | null,
  removed: CartLine | null = null,
): CartOutcome {
  const existing = lines.find((l) => lineKey(l) === key);
  if (!existing) return { ok: false, reason: 'unknown-line' };
  if (quantity === 0) return removeLine(lines, key);
  if (!validQuantity(quantity)) return { ok: false, reason: 'bad-quantity' };
  if (!item) return { ok: false, reason: 'unknown-product' };
  if (item.available <= 0) return { ok: false, reason: 'out-of-stock' };
  if (quantity > item.available) return { ok: false, reason: 'over-stock', available: item.available, inCart: 0 };
  return { ok: true, lines: lines.map((l) => (lineKey(l) === key ? { ...l, quantity } : l)), removed };
}

/** Removes a line and remembers it, so that "undo" can bring it back. */
export function removeLine(lines: readonly CartLine[], key: string): CartOutcome {
  const existing = lines.find((l) => lineKey(l) === key);
  if (!existing) return { ok: false, reason: 'unknown-line' };
  return { ok: true, lines: lines.filter((l) => l !== existing), removed: existing };
}

/** Brings the last removed line back, as far as stock allows now (it is re-checked like an add). */
export function undoRemove(
  lines: readonly CartLine[],
  removed: CartLine | null,
  item: Purchasable | null,
): CartOutcome {
  if (!removed) return { ok: false, reason: 'nothing-to-undo' };
  if (!item) return { ok: false, reason: 'unknown-product' };
  const outcome = addToCart(lines, item, removed.quantity, null);
  return outcome.ok ? { ...outcome, removed: null } : outcome;
}

export interface PricedLine extends CartLine {
  key: string;
  unitPrice: number;
  lineTotal: number;
  /** Fewer units are available than the line holds (stock fell since it was added). */
  shortBy: number;
}

export interface CartTotals {
  lines: PricedLine[];
  /** Units in the cart. */
  count: number;
  /** The total, VAT included, in agorot. */
  total: number;
  /** The VAT inside the total. */
  vat: number;
}

/** Prices a cart from the catalogue (never from what a client sent); lines whose item is gone are dropped. */
export function priceCart(
  lines: readonly CartLine[],
  lookup: (line: CartLine) => Purchasable | null,
  percent?: number,
): CartTotals {
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const item = lookup(line);
    if (!item) continue;
    priced.push({
      ...line,
      key: lineKey(line),
      unitPrice: item.unitPrice,
      lineTotal: item.unitPrice * line.quantity,
      shortBy: Math.max(0, line.quantity - item.available),
    });
  }
  const total = priced.reduce((sum, l) => sum + l.lineTotal, 0);
  return {
    lines: priced,
    count: priced.reduce((n, l) => n + l.quantity, 0),
    total,
    vat: vatIncluded(total, percent),
  };
}
