import type { Payload } from 'payload';
import type { Order } from '../../payload-types';

/**
 * Returning a card payment goes through its provider's adapter (data/shop/payments/), which this
 * collection's hooks cannot import into the studio's bundle; like the status mail, it is handed over at
 * run time: server/main.ts registers it before the server serves.
 */
export type OrderRefund = (payload: Payload, order: Order) => Promise<void>;

const refundKey = Symbol.for('arig.order-refund');
type Holder = { [refundKey]?: OrderRefund };

export function registerOrderRefund(refund: OrderRefund): void {
  (globalThis as Holder)[refundKey] = refund;
}

/** Returns the order's payment through its provider; throws when that is not possible now. */
export async function refundOrderPayment(payload: Payload, order: Order): Promise<void> {
  const refund = (globalThis as Holder)[refundKey];
  if (!refund) throw new Error('no payment provider in this process (not started by server/main.ts)');
  await refund(payload, order);
}
