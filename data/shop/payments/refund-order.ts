import type { Payload } from 'payload';
import type { Order } from '../../../cms/payload-types';
import { configuredAdapters } from './stripe';

/** Returns a card order's payment through the provider that took it (idempotent per payment). */
export async function refundCardOrder(_payload: Payload, order: Order): Promise<void> {
  const adapter = configuredAdapters().card;
  if (!adapter) throw new Error('card payments are not configured (STRIPE_SECRET_KEY)');
  if (!order.paymentReference) throw new Error(`order ${order.number} has no payment reference`);
  await adapter.refund(order.paymentReference);
}
