import type { Payload } from 'payload';
import type { Order } from '../../cms/payload-types';
import { queueNewOrderMail } from '../../mail/order-mail';
import { countCouponUse, findCoupon } from './coupons';
import { checkoutAccess } from './order-writer-access';
import { takeStockAgain } from './order-stock';
import { orderToken } from './order-token';
import { appendOrderHistory, markOrderHeld } from './order-marks';

const resumedNote = 'הושלמה אחרי הפעלה מחדש של השרת.';

/**
 * Completes the orders a crash interrupted (issue 19's crash test). On SQLite an order is written in steps
 * (order, stock, coupon, cart, mail) and marked `held` last, so an order still `pending` at start was cut
 * short: its units are taken and its coupon use counted (each product and coupon records the last order
 * that moved it, so nothing done before the crash is done twice), its mails are queued (the outbox drops a duplicate) and it is marked
 * held, with a line in its history. Runs before the server serves; on Postgres an order is one
 * transaction and none is ever left pending.
 */
export async function resumeInterruptedOrders(
  p: Payload,
  log: (message: string) => void = console.warn,
): Promise<number> {
  const { docs } = await p.find({
    collection: 'orders',
    where: { stock: { equals: 'pending' } },
    pagination: false,
    ...checkoutAccess(),
  });
  let resumed = 0;
  for (const order of docs) {
    try {
      if (await resumeOne(p, order, log)) resumed += 1;
    } catch (error) {
      // One order that cannot be completed must not keep the site from starting: the owner is told in the log.
      log(`▸ השלמת הזמנה ${order.number} שנקטעה נכשלה: ${String(error)}`);
    }
  }
  return resumed;
}

async function resumeOne(p: Payload, order: Order, log: (message: string) => void): Promise<boolean> {
  // Cut short while its own rows were written (SQLite writes an order's lines after the order): no unit
  // moved yet, and the payment's next webhook or the buyer's retry writes the order again.
  if (!order.lines?.length) {
    await p.delete({ collection: 'orders', id: order.id, ...checkoutAccess() });
    log(`▸ הזמנה ${order.number} נקטעה לפני שנכתבה במלואה והוסרה; היא תיכתב שוב עם התשלום.`);
    return false;
  }
  const moves = (order.lines ?? []).flatMap((l) =>
    typeof l.product === 'number' ? [{ product: l.product, variant: l.variant || null, quantity: l.quantity }] : [],
  );
  const short = await takeStockAgain(p, moves, order.id);
  const coupon = order.couponCode ? await findCoupon(order.couponCode) : null;
  if (coupon) await countCouponUse(coupon, order.id);
  await queueNewOrderMail(p, order, orderToken(order.attemptKey));
  const note = short.length ? `${resumedNote} חלק מהיחידות כבר לא היו במלאי: יש לבדוק את ההזמנה.` : resumedNote;
  // The note first, then the mark: a kill between the two resumes the order again, and its note is not doubled.
  if (!order.history?.at(-1)?.text.startsWith(resumedNote)) await appendOrderHistory(p, order, note);
  await markOrderHeld(p, order.id);
  log(`▸ הזמנה ${order.number} שנקטעה הושלמה${short.length ? ' (חסרו יחידות במלאי)' : ''}.`);
  return true;
}
