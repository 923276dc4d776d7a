import { systemTaskContext } from '../../cms/access/system-task';
import type { CancellationInput } from '../../engines/shop/cancellation-form';
import { queueCancellationMail } from '../../mail/order-mail';
import { wakeMailWorker } from '../../mail/outbox-worker';
import { payload } from '../payload';
import { checkoutAccess } from './order-writer-access';

/**
 * Keeps a cancellation request as sent, matched to its order when the number and the e-mail agree (a
 * request that matches nothing is kept too: the buyer may cancel without the number), and tells the owner
 * and the buyer.
 */
export async function recordCancellation(input: CancellationInput): Promise<{ matched: boolean }> {
  const p = await payload();
  const order =
    input.order === null
      ? undefined
      : (
          await p.find({
            collection: 'orders',
            where: { and: [{ number: { equals: input.order } }, { 'customer.email': { equals: input.email } }] },
            limit: 1,
            pagination: false,
            select: { number: true },
            ...checkoutAccess(),
          })
        ).docs[0];
  const request = await p.create({
    collection: 'cancellation-requests',
    data: {
      status: 'new',
      name: input.name,
      email: input.email,
      phone: input.phone || undefined,
      orderNumber: input.order ?? undefined,
      order: order?.id,
      details: input.details || undefined,
    },
    overrideAccess: false,
    context: systemTaskContext('cancellation'),
    depth: 0,
  });
  await queueCancellationMail(p, request, Boolean(order));
  wakeMailWorker();
  return { matched: Boolean(order) };
}
