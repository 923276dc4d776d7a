import type { CollectionAfterChangeHook } from 'payload';
import { systemTaskContext } from '../../access/system-task';
import { returnStock } from '../../../data/shop/order-stock';
import type { Order } from '../../payload-types';
import { releasedStatuses, statusLabel, type OrderStatus } from './statuses';
import { mailOrderStatus } from './status-mail';

const followUpKey = 'arigOrderFollowUp';

/**
 * After a status change: the change goes into the order's history, a cancelled, refunded or failed
 * order's units go back on the shelf (once), and the buyer is told by e-mail. All of it joins the
 * change's own transaction.
 */
export const afterOrderStatusChange: CollectionAfterChangeHook<Order> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || req.context[followUpKey]) return doc;
  const from = previousDoc?.status as OrderStatus | undefined;
  const to = doc.status as OrderStatus;
  if (!from || from === to) return doc;
  const release = releasedStatuses.includes(to) && doc.stock === 'held';
  if (release)
    await returnStock(
      req.payload,
      (doc.lines ?? []).flatMap((l) => {
        const product = typeof l.product === 'object' && l.product ? l.product.id : l.product;
        return typeof product === 'number' ? [{ product, variant: l.variant || null, quantity: l.quantity }] : [];
      }),
      req,
    );
  const history = [
    ...(doc.history ?? []).map(({ at, text }) => ({ at, text })),
    {
      at: new Date().toISOString(),
      text: `המצב שונה מ"${statusLabel(from)}" ל"${statusLabel(to)}"${release ? '; הפריטים הוחזרו למלאי' : ''}.`,
    },
  ];
  const updated = await req.payload.update({
    collection: 'orders',
    id: doc.id,
    data: { history, ...(release ? { stock: 'released' as const } : {}) },
    overrideAccess: false,
    context: { ...systemTaskContext('orders'), [followUpKey]: true },
    depth: 0,
    req,
  });
  await mailOrderStatus(req.payload, updated, to, req);
  return updated;
};
