import { isUniqueViolation } from '../../../cms/errors';
import { routes } from '../../../config/routes';
import type { CheckoutInput } from '../../../engines/shop/checkout-form';
import type { PaymentAdapter } from '../../../engines/shop/payments/adapter';
import { siteUrl } from '../../site-url';
import { payload } from '../../payload';
import { cartHashOf } from '../cart-store';
import { orderToken } from '../order-token';
import { checkoutAccess, orderOfAttempt, withCheckoutLock } from '../order-writer';
import { orderLinesOf, priceCheckout, type PlaceOrderRefusal } from '../place-order';
import { findAttempt, updateAttempt, type PaymentSnapshot } from './attempts';

export type BeginPaymentResult =
  | { kind: 'provider'; url: string }
  | { kind: 'order'; number: number; token: string }
  /** Why the cart cannot be paid for as it is (the same reasons the offline checkout gives). */
  | { kind: 'refused'; result: PlaceOrderRefusal }
  | { kind: 'unavailable' };

/**
 * Sends the buyer to the provider's page for their cart as priced now. Nothing is charged or ordered
 * here: the attempt keeps what is being paid for, and the order is written when the provider confirms
 * (settle-payment.ts). Posting the same attempt again (a double click) opens the same provider session:
 * the initiation carries the attempt as its idempotency key.
 */
export async function beginPayment(
  adapter: PaymentAdapter,
  cartSecret: string | null,
  input: CheckoutInput,
  seenTotal: number,
  now = new Date(),
): Promise<BeginPaymentResult> {
  const begun = await withCheckoutLock('checkout', async () => {
    const placed = await orderOfAttempt(input.attempt);
    if (placed) return { kind: 'order' as const, number: placed.number, token: orderToken(input.attempt) };
    const existing = await findAttempt({ attemptKey: input.attempt });
    if (existing)
      return { kind: 'attempt' as const, id: existing.id, amount: existing.amount, url: existing.redirectUrl };
    const priced = await priceCheckout(cartSecret, input, seenTotal, now);
    if (!priced.ok) return { kind: 'refused' as const, priced };
    const snapshot: PaymentSnapshot = { input, lines: orderLinesOf(priced.checkout), totals: priced.totals };
    const p = await payload();
    try {
      const doc = await p.create({
        collection: 'payment-attempts',
        data: {
          attemptKey: input.attempt,
          provider: adapter.provider,
          status: 'open',
          amount: priced.totals.total / 100,
          currency: 'ILS',
          cartHash: cartHashOf(cartSecret),
          snapshot: snapshot as unknown as Record<string, unknown>,
        },
        ...checkoutAccess(),
      });
      return { kind: 'attempt' as const, id: doc.id, amount: doc.amount, url: null };
    } catch (err) {
      if (!isUniqueViolation(err, 'attemptKey')) throw err;
      const again = await findAttempt({ attemptKey: input.attempt });
      if (!again) throw err;
      return { kind: 'attempt' as const, id: again.id, amount: again.amount, url: again.redirectUrl };
    }
  });
  if (begun.kind === 'order') return begun;
  if (begun.kind === 'refused') return { kind: 'refused', result: begun.priced };
  if (begun.url) return { kind: 'provider', url: begun.url };
  // Outside the lock: a slow provider holds up this buyer only. A second post of the same attempt gets the
  // same session from the provider (idempotency key), and writes the same reference.
  const base = siteUrl();
  try {
    const started = await adapter.initiate({
      attempt: input.attempt,
      amount: Math.round(begun.amount * 100),
      currency: 'ILS',
      description: `הזמנה באתר (${input.name})`,
      email: input.email,
      returnUrl: `${base}${routes.checkoutReturn(input.attempt)}`,
      cancelUrl: `${base}${routes.checkout}?payment=cancelled`,
    });
    await updateAttempt(begun.id, { reference: started.reference, redirectUrl: started.redirectUrl });
    return { kind: 'provider', url: started.redirectUrl };
  } catch (err) {
    console.error('payments: initiating failed', (err as Error).message);
    return { kind: 'unavailable' };
  }
}
