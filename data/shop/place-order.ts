import { commitTransaction, createLocalReq, initTransaction, killTransaction, type PayloadRequest } from 'payload';
import { systemTaskContext } from '../../cms/access/system-task';
import { firstOrderNumber, vatPercent } from '../../config/shop';
import type { CheckoutInput } from '../../engines/shop/checkout-form';
import { orderTotals } from '../../engines/shop/order-totals';
import { keyedLock } from '../../engines/keyed-lock';
import { wakeMailWorker } from '../../mail/outbox-worker';
import { queueNewOrderMail } from '../../mail/order-mail';
import { payload } from '../payload';
import { checkoutOf, type CheckoutView } from './checkout-view';
import { emptyCart } from './cart-store';
import { takeStock, type ShortItem } from './order-stock';
import { orderToken, tokenHash } from './order-token';

export type PlaceOrderResult =
  | { ok: true; number: number; token: string; existing: boolean }
  | { ok: false; reason: 'empty-cart' }
  /** The total the buyer saw is not the total now (a price, a sale or shipping changed meanwhile). */
  | { ok: false; reason: 'changed'; checkout: CheckoutView }
  | { ok: false; reason: 'short'; short: ShortItem[]; checkout: CheckoutView };

const task = systemTaskContext('checkout');
const access = (req: Partial<PayloadRequest>) => ({ overrideAccess: false, context: task, depth: 0, req }) as const;

// Orders are placed one at a time in this process: the number, the stock and the attempt's order are
// decided together. With several instances this becomes a database lock (issue 23).
const withCheckoutLock = keyedLock();

async function existingOrder(attempt: string, req: Partial<PayloadRequest>) {
  const p = await payload();
  const { docs } = await p.find({
    collection: 'orders',
    where: { attemptKey: { equals: attempt } },
    limit: 1,
    pagination: false,
    select: { number: true },
    ...access(req),
  });
  return docs[0];
}

/**
 * The order an attempt already placed, if any: a form posted again after its order exists (a double
 * click, a retry, Back and resend) leads to that order, whatever the cart holds by then.
 */
export async function findPlacedOrder(attempt: string): Promise<{ number: number; token: string } | null> {
  if (!/^[A-Za-z0-9_-]{22,64}$/.test(attempt)) return null;
  const p = await payload();
  const found = await existingOrder(attempt, await createLocalReq({ context: task }, p));
  return found ? { number: found.number, token: orderToken(attempt) } : null;
}

/** Takes back an order that could not be completed: the transaction where there is one, else the order. */
async function undo(started: boolean, req: PayloadRequest, orderId: number | null): Promise<void> {
  if (started) return killTransaction(req);
  if (orderId === null) return;
  const p = await payload();
  await p.delete({ collection: 'orders', id: orderId, ...access(req) });
}

async function nextNumber(req: Partial<PayloadRequest>): Promise<number> {
  const p = await payload();
  const { docs } = await p.find({
    collection: 'orders',
    sort: '-number',
    limit: 1,
    pagination: false,
    select: { number: true },
    ...access(req),
  });
  return Math.max(firstOrderNumber, (docs[0]?.number ?? firstOrderNumber - 1) + 1);
}

/**
 * Places the visitor's cart as an order paid offline (bank transfer or on delivery). One order per
 * checkout attempt: posting the same attempt again finds the order it made. Inside one transaction the
 * units are taken off the shelf (all or nothing, never below zero), the order is numbered and stored with
 * its prices, VAT and shipping as they are now, the cart is emptied and the messages to the owner and
 * the buyer are queued; a failure anywhere leaves nothing behind.
 */
export async function placeOrder(
  cartSecret: string | null,
  input: CheckoutInput,
  seenTotal: number,
  now = new Date(),
): Promise<PlaceOrderResult> {
  const p = await payload();
  return withCheckoutLock('checkout', async () => {
    const token = orderToken(input.attempt);
    const req = await createLocalReq({ context: task }, p);
    const found = await existingOrder(input.attempt, req);
    if (found) return { ok: true, number: found.number, token, existing: true };

    const checkout = await checkoutOf(cartSecret, now);
    if (checkout.lines.length === 0) return { ok: false, reason: 'empty-cart' };
    const short = checkout.lines.filter((l) => l.shortBy > 0);
    if (short.length > 0)
      return {
        ok: false,
        reason: 'short',
        short: short.map((l) => ({ product: l.product, variant: l.variant, available: l.available ?? 0 })),
        checkout,
      };
    const option = checkout.shippingOptions.find((o) => o.method === input.shipping);
    const totals = orderTotals(checkout.lines, option?.cost ?? 0, vatPercent);
    if (!option || totals.total !== seenTotal) return { ok: false, reason: 'changed', checkout };

    const moves = checkout.lines.map((l) => ({ product: l.product, variant: l.variant, quantity: l.quantity }));
    const held = input.payment === 'bank-transfer';
    // On PostgreSQL all of this is one transaction. Payload's SQLite adapter has none (docs/forms-and-mail.md
    // says why), so the order is written before any stock moves: a refused order has moved nothing, and
    // the stock written last is undone by deleting the order it belonged to.
    const started = await initTransaction(req);
    let orderId: number | null = null;
    try {
      const number = await nextNumber(req);
      const order = await p.create({
        collection: 'orders',
        data: {
          number,
          status: held ? 'on-hold' : 'processing',
          customer: { name: input.name, phone: input.phone, email: input.email },
          shippingMethod: input.shipping,
          paymentMethod: input.payment,
          address: input.address ?? undefined,
          lines: checkout.lines.map((l) => ({
            product: l.product,
            variant: l.variant,
            title: l.title,
            options: l.options,
            sku: l.sku,
            kind: l.kind,
            unitPrice: l.unitPrice / 100,
            quantity: l.quantity,
            lineTotal: l.lineTotal / 100,
          })),
          subtotal: totals.subtotal / 100,
          shipping: totals.shipping / 100,
          total: totals.total / 100,
          vat: totals.vat / 100,
          net: totals.net / 100,
          vatPercent: totals.vatPercent,
          notes: input.notes || undefined,
          history: [{ at: now.toISOString(), text: 'ההזמנה התקבלה באתר.' }],
          attemptKey: input.attempt,
          accessTokenHash: tokenHash(token),
          stock: 'held',
          expiresAt: held ? new Date(now.getTime() + checkout.settings.holdDays * 86_400_000).toISOString() : undefined,
        },
        ...access(req),
      });
      orderId = order.id;
      const short = await takeStock(p, moves, req);
      if (short.length > 0) {
        await undo(started, req, orderId);
        return { ok: false, reason: 'short', short, checkout };
      }
      await emptyCart(cartSecret, req);
      await queueNewOrderMail(p, order, token, req);
      if (started) await commitTransaction(req);
      wakeMailWorker();
      return { ok: true, number, token, existing: false };
    } catch (err) {
      await undo(started, req, orderId);
      throw err;
    }
  });
}
