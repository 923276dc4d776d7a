import type { PaymentAttempt } from '../../../cms/payload-types';
import type { PaymentAdapter, PaymentState } from '../../../engines/shop/payments/adapter';
import { queuePaymentProblemMail } from '../../../mail/order-mail';
import { payload } from '../../payload';
import { orderToken } from '../order-token';
import { checkoutAccess, orderOfAttempt, withCheckoutLock, writeOrder } from '../order-writer';
import { findAttempt, updateAttempt, type PaymentSnapshot } from './attempts';
import { methodOf } from './adapters';

export type SettleResult =
  | { state: 'paid'; number: number; token: string }
  | { state: 'pending' | 'failed' | 'refused' | 'refunded' | 'unknown' };

const paidOrder = async (attemptKey: string): Promise<SettleResult> => {
  const order = await orderOfAttempt(attemptKey);
  return order ? { state: 'paid', number: order.number, token: orderToken(attemptKey) } : { state: 'pending' };
};

/** Another payment of the same cart already became an order: this one must not become a second. */
async function cartAlreadyPaid(attempt: PaymentAttempt): Promise<boolean> {
  if (!attempt.cartHash) return false;
  const p = await payload();
  const { totalDocs } = await p.count({
    collection: 'payment-attempts',
    where: {
      and: [
        { cartHash: { equals: attempt.cartHash } },
        { status: { equals: 'settled' } },
        { id: { not_equals: attempt.id } },
      ],
    },
    ...checkoutAccess(),
  });
  return totalDocs > 0;
}

/** Returns the money and tells the owner; the attempt keeps why. */
async function refund(adapter: PaymentAdapter, attempt: PaymentAttempt, note: string): Promise<SettleResult> {
  await adapter.refund(attempt.reference ?? '');
  await updateAttempt(attempt.id, { status: 'refunded', note });
  await queuePaymentProblemMail(await payload(), attempt, note);
  return { state: 'refunded' };
}

/**
 * Settles a payment from what its provider says (never from the request that asked): the one function
 * behind the buyer's return from the provider's page and the provider's webhook. The provider is asked
 * first, outside the lock; then, under the checkout lock, whichever of the two comes first writes the
 * order and the other finds it. Before an order exists the provider's amount, currency and reference are
 * checked against the attempt; a cart already paid by another attempt, or stock gone meanwhile, is
 * refunded and flagged to the owner, never silently kept. A failure or expiry reported after the payment
 * settled changes nothing.
 */
export async function settlePayment(
  adapter: PaymentAdapter,
  by: { attemptKey: string } | { reference: string },
  reported?: 'failed' | 'expired',
  now = new Date(),
): Promise<SettleResult> {
  const first = await findAttempt(by);
  if (!first) return { state: 'unknown' };
  if (first.status === 'settled') return paidOrder(first.attemptKey);
  if (first.status !== 'open') return { state: first.status };
  if (!first.reference) return { state: 'pending' };
  const state: PaymentState = reported ? { state: reported } : await adapter.confirm(first.reference);
  return withCheckoutLock('checkout', async () => {
    const attempt = (await findAttempt({ attemptKey: first.attemptKey })) ?? first;
    if (attempt.status === 'settled') return paidOrder(attempt.attemptKey);
    if (attempt.status !== 'open') return { state: attempt.status };
    // The order was written but the process stopped before the attempt was marked (a crash): it is settled now.
    const written = await orderOfAttempt(attempt.attemptKey);
    if (written) {
      await updateAttempt(attempt.id, { status: 'settled', order: written.id });
      return { state: 'paid', number: written.number, token: orderToken(attempt.attemptKey) };
    }
    if (state.state === 'pending') return { state: 'pending' };
    if (state.state !== 'paid') {
      await updateAttempt(attempt.id, { status: 'failed', note: state.state === 'expired' ? 'פג תוקף' : 'נכשל' });
      return { state: 'failed' };
    }
    const expected = Math.round(attempt.amount * 100);
    if (state.amount !== expected || state.currency !== 'ILS' || state.attempt !== attempt.attemptKey) {
      const note = `הספק דיווח על ${state.amount / 100} ${state.currency} להזמנה ${state.attempt ?? '?'}, הצפוי ${expected / 100} ILS: לא נוצרה הזמנה.`;
      await updateAttempt(attempt.id, { status: 'refused', note });
      await queuePaymentProblemMail(await payload(), attempt, note);
      return { state: 'refused' };
    }
    if (await cartAlreadyPaid(attempt))
      return refund(adapter, attempt, 'הסל הזה כבר שולם בתשלום אחר (למשל בלשונית נוספת): התשלום הזה הוחזר.');
    const snapshot = attempt.snapshot as unknown as PaymentSnapshot;
    const made = await writeOrder(
      {
        input: snapshot.input,
        lines: snapshot.lines,
        totals: snapshot.totals,
        status: 'processing',
        paymentMethod: methodOf(adapter.provider),
        paymentReference: attempt.reference ?? undefined,
        cartHash: attempt.cartHash ?? null,
        history: [
          `שולם ${adapter.provider === 'stripe' ? 'בכרטיס אשראי (Stripe' : 'ב-PayPal ('}, ${attempt.reference}).`,
        ],
      },
      now,
    );
    if (!made.ok)
      return refund(
        adapter,
        attempt,
        'short' in made
          ? 'שולם, אבל המוצרים אזלו בינתיים: התשלום הוחזר ולא נוצרה הזמנה.'
          : 'שולם, אבל הקופון נוצל עד הסוף בינתיים: התשלום הוחזר ולא נוצרה הזמנה.',
      );
    await updateAttempt(attempt.id, { status: 'settled', order: made.order.id });
    return { state: 'paid', number: made.order.number, token: made.token };
  });
}
