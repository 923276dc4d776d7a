import { maybeUnserialize } from '../../engines/wordpress/php-unserialize';

/**
 * WooCommerce's product meta values as strings in a WXR export, read exactly: prices to shekels without
 * float drift, stock, kind and sale dates. Pure.
 */

export type Meta = Record<string, string>;

/** The highest price arig takes (cms/fields/money.ts). */
const maxAgorot = 100_000_000;

export type ShekelsRead =
  { kind: 'none' } | { kind: 'ok'; shekels: number; rounded: boolean } | { kind: 'bad'; raw: string };

/**
 * A WooCommerce price ("89", "49.90", "12.345") → shekels with at most two decimals, computed from whole
 * agorot so "49.90" is exactly what the studio would store. More decimals are rounded to the agora (half up).
 */
export function readShekels(raw: string | undefined): ShekelsRead {
  const text = (raw ?? '').trim();
  if (text === '') return { kind: 'none' };
  const match = /^(\d{1,9})(?:\.(\d*))?$/.exec(text);
  if (!match) return { kind: 'bad', raw: text };
  const digits = match[2] ?? '';
  const cents = Number(digits.slice(0, 2).padEnd(2, '0'));
  const roundUp = digits.length > 2 && Number(digits[2]) >= 5;
  const agorot = Number(match[1]) * 100 + cents + (roundUp ? 1 : 0);
  if (agorot > maxAgorot) return { kind: 'bad', raw: text };
  return { kind: 'ok', shekels: agorot / 100, rounded: /[1-9]/.test(digits.slice(2)) };
}

export const isYes = (meta: Meta, key: string): boolean => (meta[key] ?? '').trim().toLowerCase() === 'yes';

export type ProductKind = 'physical' | 'digital' | 'service';

/** Downloadable → digital; virtual (nothing shipped) → service; anything else is shipped. */
export function readKind(meta: Meta): ProductKind {
  if (isYes(meta, '_downloadable')) return 'digital';
  if (isYes(meta, '_virtual')) return 'service';
  return 'physical';
}

export interface StockRead {
  stockMode: 'unlimited' | 'count' | 'out';
  stockCount: number;
  notes: string[];
}

/** A count as WooCommerce writes it ("35", "35.000000", "-2"); null when it is no number. */
function readCount(raw: string | undefined): number | null {
  const text = (raw ?? '').trim();
  if (text === '') return 0;
  return /^-?\d+(?:\.\d+)?$/.test(text) ? Number(text) : null;
}

/**
 * `_manage_stock` yes → a count (never below zero); otherwise `_stock_status`: out of stock, or not
 * tracked. `shared` is the parent's managed stock, which a variation that does not manage its own uses.
 */
export function readStock(meta: Meta, shared: StockRead | null = null): StockRead {
  const notes: string[] = [];
  const status = (meta._stock_status ?? '').trim();
  if (isYes(meta, '_manage_stock')) {
    const count = readCount(meta._stock);
    if (count === null) {
      notes.push(`כמות המלאי "${meta._stock ?? ''}" אינה מספר: נרשם מלאי 0`);
      return { stockMode: 'count', stockCount: 0, notes };
    }
    if (!Number.isInteger(count)) notes.push(`כמות המלאי ${count} אינה שלמה: עוגלה כלפי מטה`);
    if (count < 0) notes.push(`המלאי בוורדפרס שלילי (${count}, הזמנות מראש): נרשם מלאי 0`);
    const backorders = (meta._backorders ?? '').trim();
    if (backorders !== '' && backorders !== 'no')
      notes.push('הזמנות מראש (backorders) לא יובאו: בחנות המלאי אינו יורד מתחת לאפס');
    return { stockMode: 'count', stockCount: Math.max(0, Math.floor(count)), notes };
  }
  if (shared && shared.stockMode === 'count') {
    notes.push(`המלאי המשותף של המוצר (${shared.stockCount}) הועתק לווריאציה: בחנות לכל וריאציה מלאי משלה`);
    return { stockMode: 'count', stockCount: shared.stockCount, notes };
  }
  if (status === 'outofstock') return { stockMode: 'out', stockCount: 0, notes };
  if (status === 'onbackorder') notes.push('המוצר סומן "בהזמנה מראש": יובא כזמין ללא הגבלת מלאי');
  return { stockMode: 'unlimited', stockCount: 0, notes };
}

export type DateRead = { kind: 'none' } | { kind: 'ok'; iso: string } | { kind: 'bad'; raw: string };

/** `_sale_price_dates_from/_to`: a Unix timestamp (WooCommerce 3+) or a date (older versions). */
export function readDate(raw: string | undefined): DateRead {
  const text = (raw ?? '').trim();
  if (text === '') return { kind: 'none' };
  const ms = /^\d{1,11}$/.test(text)
    ? Number(text) * 1000
    : /^\d{4}-\d{2}-\d{2}/.test(text)
      ? Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text.replace(' ', 'T') + 'Z')
      : NaN;
  return Number.isFinite(ms) ? { kind: 'ok', iso: new Date(ms).toISOString() } : { kind: 'bad', raw: text };
}

/** A list of ids as WooCommerce keeps them: "107,108" (the gallery) or a serialised array (upsells). */
export function readIds(raw: string | undefined): number[] {
  const value = maybeUnserialize(raw ?? '');
  const parts: unknown[] =
    typeof value === 'string'
      ? value.split(',')
      : value !== null && typeof value === 'object'
        ? Object.values(value)
        : [];
  const ids = parts
    .map((p) => (typeof p === 'number' ? p : typeof p === 'string' && /^\s*\d+\s*$/.test(p) ? Number(p) : 0))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}
