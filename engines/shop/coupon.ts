/** A coupon as the owner set it (amounts in agorot). */
export interface CouponRule {
  code: string;
  active: boolean;
  kind: 'percent' | 'fixed';
  /** Percent (1–100) or agorot, by kind. */
  amount: number;
  expiresAt: string | null;
  /** The least the products must come to, in agorot; null for none. */
  minimum: number | null;
  /** How many orders may use it; null for no limit. */
  usageLimit: number | null;
  used: number;
}

export type CouponRefusal = 'unknown' | 'inactive' | 'expired' | 'minimum' | 'used-up';
export type CouponOutcome = { ok: true; discount: number } | { ok: false; reason: CouponRefusal };

/** How a buyer types a code: case and spaces do not matter. */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase().replace(/\s+/g, '');
export const couponCodePattern = /^[A-Z0-9_-]{2,40}$/;

/**
 * What a coupon takes off the products (never shipping, never below zero): a percentage rounded to the
 * agora, or a fixed amount up to the products' total. Refused when switched off, past its date, under its
 * minimum, or used up.
 */
export function applyCoupon(coupon: CouponRule | null, subtotal: number, now: Date): CouponOutcome {
  if (!coupon) return { ok: false, reason: 'unknown' };
  if (!coupon.active) return { ok: false, reason: 'inactive' };
  if (coupon.expiresAt && Date.parse(coupon.expiresAt) <= now.getTime()) return { ok: false, reason: 'expired' };
  if (coupon.minimum !== null && subtotal < coupon.minimum) return { ok: false, reason: 'minimum' };
  if (coupon.usageLimit !== null && coupon.used >= coupon.usageLimit) return { ok: false, reason: 'used-up' };
  const discount =
    coupon.kind === 'percent'
      ? Math.round((subtotal * Math.min(100, Math.max(0, coupon.amount))) / 100)
      : Math.min(Math.max(0, coupon.amount), subtotal);
  return { ok: true, discount };
}
