import type { Payload } from 'payload';
import { systemTaskContext } from '../../cms/access/system-task';

/**
 * Cancels bank-transfer orders still unpaid past their date (the shop's "days to pay"): each goes back
 * on the shelf, its history says why, and its buyer is told (the orders' status hook does all three).
 * The number cancelled.
 */
export async function expireUnpaidOrders(payload: Payload, now = new Date()): Promise<number> {
  const context = systemTaskContext('orders');
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { status: { equals: 'on-hold' } },
        { paymentMethod: { equals: 'bank-transfer' } },
        { expiresAt: { less_than: now.toISOString() } },
      ],
    },
    pagination: false,
    depth: 0,
    select: { number: true },
    overrideAccess: false,
    context,
  });
  for (const { id } of docs)
    await payload.update({
      collection: 'orders',
      id,
      data: { status: 'cancelled' },
      depth: 0,
      overrideAccess: false,
      context,
    });
  return docs.length;
}
