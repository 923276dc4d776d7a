import { commitTransaction, createLocalReq, initTransaction, killTransaction, type PayloadRequest } from 'payload';
import type { Order } from '../../cms/payload-types';
import { checkoutAccess, checkoutTask } from './order-writer-access';
import { countCouponUse, findCoupon } from './coupons';
import { applyCoupon } from '../../engines/shop/coupon';
import { firstOrderNumber } from '../../config/shop';
import type { CheckoutInput } from '../../engines/shop/checkout-form';
import type { OrderTotals } from '../../engines/shop/order-totals';
import { databaseLock } from '../cluster/database-lock';
import { wakeMailWorker } from '../../mail/outbox-worker';
import { queueNewOrderMail } from '../../mail/order-mail';
import { payload } from '../payload';
import { pageCache } from '../cache/page-cache';
import { emptyCartByHash } from './cart-store';
import { markOrderHeld } from './order-marks';
import { returnStock, takeStock, type ShortItem, type StockMove } from './order-stock';
import { orderToken, tokenHash } from './order-token';

/** A line as the order keeps it (amounts in agorot). */
export interface OrderLineSpec {
  product: number;
  variant: string | null;
  title: string;
  options: string | null;
  sku: string | null;
  kind: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
}

/** Everything an order is made of, decided before it is written. */
export interface OrderSpec {
  input: CheckoutInput;
  lines: OrderLineSpec[];
  totals: OrderTotals;
  status: Order['status'];
  paymentMethod: Order['paymentMethod'];
  /** The provider's record of the payment (a Stripe Checkout Session, a PayPal order). */
  paymentReference?: string;
  /** The cart these lines came from (its secret's SHA-256), emptied with the order. */
  cartHash: string | null;
  expiresAt?: string;
  history: string[];
}

export { checkoutAccess, checkoutTask };

// Orders are written one at a time, across every instance sharing the database: the number, the stock and
// the attempt's order are decided together.
export const withCheckoutLock = databaseLock('arig-checkout', payload);

/** The order an attempt made, if any (number and id). */
export async function orderOfAttempt(attempt: string, req?: Partial<PayloadRequest>) {
  const p = await payload();
  const { docs } = await p.find({
    collection: 'orders',
    where: { attemptKey: { equals: attempt } },
    limit: 1,
    pagination: false,
    select: { number: true },
    ...checkoutAccess(req),
  });
  return docs[0];
}

async function nextNumber(req: Partial<PayloadRequest>): Promise<number> {
  const p = await payload();
  const { docs } = await p.find({
    collection: 'orders',
    sort: '-number',
    limit: 1,
    pagination: false,
    select: { number: true },
    ...checkoutAccess(req),
  });
  return Math.max(firstOrderNumber, (docs[0]?.number ?? firstOrderNumber - 1) + 1);
}

/** Takes back an order that could not be completed: the transaction where there is one, else the order. */
async function undo(started: boolean, req: PayloadRequest, orderId: number | null): Promise<void> {
  if (started) return killTransaction(req);
  if (orderId === null) return;
  const p = await payload();
  await p.delete({ collection: 'orders', id: orderId, ...checkoutAccess(req) });
}

export type WriteOrderResult =
  { ok: true; order: Order; token: string } | { ok: false; short: ShortItem[] } | { ok: false; couponGone: true };

/**
 * Writes an order; the caller holds the checkout lock and has checked there is none for this attempt.
 * On PostgreSQL it is one transaction: stock, number, order, emptied cart and queued mail commit
 * together. Payload's SQLite adapter has none (docs/forms-and-mail.md says why), so the order is written
 * before any stock moves: a refused order has moved nothing, and a refusal of the stock deletes the order.
 */
export async function writeOrder(spec: OrderSpec, now = new Date()): Promise<WriteOrderResult> {
  const p = await payload();
  const req = await createLocalReq({ context: checkoutTask }, p);
  const token = orderToken(spec.input.attempt);
  // The coupon is checked again here, under the lock: its last use goes to one order only.
  const coupon = spec.input.coupon ? await findCoupon(spec.input.coupon, req) : null;
  if (spec.input.coupon && !(coupon && applyCoupon(coupon, spec.totals.subtotal, now).ok))
    return { ok: false, couponGone: true };
  const started = await initTransaction(req);
  let orderId: number | null = null;
  let taken: StockMove[] | null = null;
  try {
    const order = await p.create({
      collection: 'orders',
      data: {
        number: await nextNumber(req),
        status: spec.status,
        customer: { name: spec.input.name, phone: spec.input.phone, email: spec.input.email },
        account: spec.input.account,
        shippingMethod: spec.input.shipping,
        paymentMethod: spec.paymentMethod,
        paymentReference: spec.paymentReference,
        address: spec.input.address ?? undefined,
        lines: spec.lines.map((l) => ({
          ...l,
          unitPrice: l.unitPrice / 100,
          lineTotal: l.lineTotal / 100,
        })),
        subtotal: spec.totals.subtotal / 100,
        discount: spec.totals.discount / 100,
        couponCode: coupon?.code,
        shipping: spec.totals.shipping / 100,
        total: spec.totals.total / 100,
        vat: spec.totals.vat / 100,
        net: spec.totals.net / 100,
        vatPercent: spec.totals.vatPercent,
        notes: spec.input.notes || undefined,
        history: spec.history.map((text) => ({ at: now.toISOString(), text })),
        attemptKey: spec.input.attempt,
        accessTokenHash: tokenHash(token),
        // Held once everything below is done; an order a crash leaves pending is completed at the next start.
        stock: 'pending',
        expiresAt: spec.expiresAt,
      },
      ...checkoutAccess(req),
    });
    orderId = order.id;
    const moves = spec.lines.map((l) => ({ product: l.product, variant: l.variant, quantity: l.quantity }));
    const short = await takeStock(p, moves, req, order.id);
    if (short.length > 0) {
      await undo(started, req, orderId);
      return { ok: false, short };
    }
    taken = moves;
    if (coupon) await countCouponUse(coupon, order.id, req);
    if (spec.cartHash) await emptyCartByHash(spec.cartHash, req);
    await queueNewOrderMail(p, order, token, req);
    await markOrderHeld(p, order.id, req);
    if (started) {
      await commitTransaction(req);
      // The stock's purge ran inside the transaction; a page rendered meanwhile read the stock before it.
      pageCache.purgeAll();
    }
    wakeMailWorker();
    return { ok: true, order: { ...order, stock: 'held' }, token };
  } catch (err) {
    await undo(started, req, orderId);
    // Without a transaction to undo, the units this order took go back on the shelf with it.
    if (!started && taken) await returnStock(p, taken);
    throw err;
  }
}
