import { vatPercent } from '../../config/shop';
import type { CheckoutInput } from '../../engines/shop/checkout-form';
import { orderTotals } from '../../engines/shop/order-totals';
import type { CouponRefusal } from '../../engines/shop/coupon';
import { checkoutOf, type CheckoutView } from './checkout-view';
import { cartHashOf } from './cart-store';
import type { ShortItem } from './order-stock';
import { orderToken } from './order-token';
import { orderOfAttempt, withCheckoutLock, writeOrder, type OrderLineSpec } from './order-writer';

export type PlaceOrderResult =
  | CouponRefused
  | { ok: true; number: number; token: string; existing: boolean }
  | { ok: false; reason: 'empty-cart' }
  /** The total the buyer saw is not the total now (a price, a sale or shipping changed meanwhile). */
  | { ok: false; reason: 'changed'; checkout: CheckoutView }
  | { ok: false; reason: 'short'; short: ShortItem[]; checkout: CheckoutView };
/** The coupon typed is not (or no longer) valid: unknown, expired, under its minimum, used up. */
export type CouponRefused = { ok: false; reason: 'coupon'; refusal: CouponRefusal; checkout: CheckoutView };

export type PlaceOrderRefusal = Exclude<PlaceOrderResult, { ok: true }>;

/**
 * The order an attempt already placed, if any: a form posted again after its order exists (a double
 * click, a retry, Back and resend) leads to that order, whatever the cart holds by then.
 */
export async function findPlacedOrder(attempt: string): Promise<{ number: number; token: string } | null> {
  if (!/^[A-Za-z0-9_-]{22,64}$/.test(attempt)) return null;
  const found = await orderOfAttempt(attempt);
  return found ? { number: found.number, token: orderToken(attempt) } : null;
}

export const orderLinesOf = (checkout: CheckoutView): OrderLineSpec[] =>
  checkout.lines.map((l) => ({
    product: l.product,
    variant: l.variant,
    title: l.title,
    options: l.options,
    sku: l.sku,
    kind: l.kind,
    unitPrice: l.unitPrice,
    quantity: l.quantity,
    lineTotal: l.lineTotal,
  }));

/**
 * What the buyer's cart would be ordered as now, checked against what they saw: the cart priced from the
 * catalogue, stock enough for every line, and the total for their shipping equal to the one on the page.
 */
export async function priceCheckout(cartSecret: string | null, input: CheckoutInput, seenTotal: number, now: Date) {
  const checkout = await checkoutOf(cartSecret, now, input.coupon);
  if (checkout.lines.length === 0) return { ok: false as const, reason: 'empty-cart' as const };
  if (checkout.couponRefusal)
    return { ok: false as const, reason: 'coupon' as const, refusal: checkout.couponRefusal, checkout };
  const short = checkout.lines.filter((l) => l.shortBy > 0);
  if (short.length > 0)
    return {
      ok: false as const,
      reason: 'short' as const,
      short: short.map((l) => ({ product: l.product, variant: l.variant, available: l.available ?? 0 })),
      checkout,
    };
  const option = checkout.shippingOptions.find((o) => o.method === input.shipping);
  const totals = orderTotals(checkout.lines, option?.cost ?? 0, vatPercent, checkout.coupon?.discount ?? 0);
  if (!option || totals.total !== seenTotal) return { ok: false as const, reason: 'changed' as const, checkout };
  return { ok: true as const, checkout, totals };
}

/**
 * Places the visitor's cart as an order paid offline (bank transfer or on delivery). One order per
 * checkout attempt: posting the same attempt again finds the order it made. The units are taken off the
 * shelf (all or nothing, never below zero), the order is numbered and stored with its prices, VAT and
 * shipping as they are now, the cart is emptied and the messages to the owner and the buyer are queued
 * (data/shop/order-writer.ts).
 */
export async function placeOrder(
  cartSecret: string | null,
  input: CheckoutInput,
  seenTotal: number,
  now = new Date(),
): Promise<PlaceOrderResult> {
  return withCheckoutLock('checkout', async () => {
    const found = await orderOfAttempt(input.attempt);
    if (found) return { ok: true, number: found.number, token: orderToken(input.attempt), existing: true };
    const priced = await priceCheckout(cartSecret, input, seenTotal, now);
    if (!priced.ok) return priced;
    const { checkout, totals } = priced;
    const held = input.payment === 'bank-transfer';
    const written = await writeOrder(
      {
        input,
        lines: orderLinesOf(checkout),
        totals,
        status: held ? 'on-hold' : 'processing',
        paymentMethod: input.payment,
        cartHash: cartHashOf(cartSecret),
        expiresAt: held ? new Date(now.getTime() + checkout.settings.holdDays * 86_400_000).toISOString() : undefined,
        history: ['ההזמנה התקבלה באתר.'],
      },
      now,
    );
    if (!written.ok)
      return 'short' in written
        ? { ok: false, reason: 'short', short: written.short, checkout }
        : { ok: false, reason: 'coupon', refusal: 'used-up', checkout };
    return { ok: true, number: written.order.number, token: written.token, existing: false };
  });
}
