import { vatPercent } from '../../config/shop';

const ils = new Intl.NumberFormat('he-IL', { style: 'currency', currency: 'ILS' });

/** A price in agorot as Israelis read it: "‏120.00 ₪" (he-IL puts the sign after the number). */
export function formatAgorot(agorot: number): string {
  return ils.format(agorot / 100);
}

/**
 * The VAT inside a VAT-inclusive amount, rounded to the agora: gross × rate / (100 + rate).
 * Computed on a total, not summed per line, so rounding never adds up.
 */
export function vatIncluded(grossAgorot: number, percent: number = vatPercent): number {
  return Math.round((grossAgorot * percent) / (100 + percent));
}

/** Shekels as typed in the studio (up to two decimals) to whole agorot. */
export function shekelsToAgorot(shekels: number): number {
  return Math.round(shekels * 100);
}
