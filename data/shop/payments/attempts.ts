import type { Where } from 'payload';
import type { PaymentAttempt } from '../../../cms/payload-types';
import type { CheckoutInput } from '../../../engines/shop/checkout-form';
import type { OrderTotals } from '../../../engines/shop/order-totals';
import { payload } from '../../payload';
import { checkoutAccess, type OrderLineSpec } from '../order-writer';

/** What a payment pays for, kept from the checkout until the provider says it was paid. */
export interface PaymentSnapshot {
  input: CheckoutInput;
  lines: OrderLineSpec[];
  totals: OrderTotals;
}

export async function findAttempt(by: { attemptKey: string } | { reference: string }): Promise<PaymentAttempt | null> {
  const p = await payload();
  const where: Where =
    'attemptKey' in by ? { attemptKey: { equals: by.attemptKey } } : { reference: { equals: by.reference } };
  const { docs } = await p.find({
    collection: 'payment-attempts',
    where,
    limit: 1,
    pagination: false,
    ...checkoutAccess(),
  });
  return docs[0] ?? null;
}

export async function updateAttempt(id: number, data: Partial<PaymentAttempt>): Promise<void> {
  const p = await payload();
  await p.update({ collection: 'payment-attempts', id, data, ...checkoutAccess() });
}
