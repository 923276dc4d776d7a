import type { PayloadRequest } from 'payload';
import type { Coupon } from '../../cms/payload-types';
import { couponCodePattern, normalizeCouponCode, type CouponRule } from '../../engines/shop/coupon';
import { shekelsToAgorot } from '../../engines/shop/money';
import { payload } from '../payload';
import { checkoutAccess } from './order-writer-access';

export type StoredCoupon = CouponRule & { id: number };

const toRule = (c: Coupon): StoredCoupon => ({
  id: c.id,
  code: c.code,
  active: c.active ?? true,
  kind: c.kind,
  amount: c.kind === 'fixed' ? shekelsToAgorot(c.amount) : c.amount,
  expiresAt: c.expiresAt ?? null,
  minimum: typeof c.minimum === 'number' ? shekelsToAgorot(c.minimum) : null,
  usageLimit: c.usageLimit ?? null,
  used: c.used ?? 0,
});

/** The coupon a buyer typed, read fresh from the database (uses change with every order). */
export async function findCoupon(typed: string, req?: Partial<PayloadRequest>): Promise<StoredCoupon | null> {
  const code = normalizeCouponCode(typed);
  if (!couponCodePattern.test(code)) return null;
  const p = await payload();
  const { docs } = await p.find({
    collection: 'coupons',
    where: { code: { equals: code } },
    limit: 1,
    pagination: false,
    ...checkoutAccess(req),
  });
  return docs[0] ? toRule(docs[0]) : null;
}

/**
 * Counts one use by an order, once: a coupon remembers the last order that counted, so an order a crash
 * cut short counts again at the next start only if it had not yet. The caller holds the checkout lock and
 * has checked the limit.
 */
export async function countCouponUse(
  coupon: Pick<StoredCoupon, 'id'>,
  order: number,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const p = await payload();
  const fresh = await p.findByID({ collection: 'coupons', id: coupon.id, ...checkoutAccess(req) });
  if (fresh.useOrder === order) return;
  await p.update({
    collection: 'coupons',
    id: coupon.id,
    data: { used: (fresh.used ?? 0) + 1, useOrder: order },
    ...checkoutAccess(req),
  });
}
