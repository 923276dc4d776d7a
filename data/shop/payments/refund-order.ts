import type { Payload } from 'payload';
import type { Order } from '../../../cms/payload-types';
import { configuredAdapters } from './adapters';

/** Returns an order's payment through the provider that took it (idempotent per payment). */
export async function refundOnlineOrder(_payload: Payload, order: Order): Promise<void> {
  const method = order.paymentMethod === 'wallet' ? 'wallet' : 'card';
  const adapter = configuredAdapters()[method];
  if (!adapter) throw new Error(`${method === 'card' ? 'Stripe' : 'PayPal'} is not configured`);
  if (!order.paymentReference) throw new Error(`order ${order.number} has no payment reference`);
  await adapter.refund(order.paymentReference);
}
