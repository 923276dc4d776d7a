import type { Payload } from 'payload';
import { systemTaskContext } from '../../cms/access/system-task';

/** Deletes carts past their expiry (a week after their last change); the number deleted. */
export async function sweepExpiredCarts(payload: Payload, now = new Date()): Promise<number> {
  const { docs } = await payload.delete({
    collection: 'carts',
    where: { expiresAt: { less_than: now.toISOString() } },
    depth: 0,
    overrideAccess: false,
    context: systemTaskContext('cart-sweep'),
  });
  return docs.length;
}
