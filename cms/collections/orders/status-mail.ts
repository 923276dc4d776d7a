import type { Payload, PayloadRequest } from 'payload';
import type { Order } from '../../payload-types';
import type { OrderStatus } from './statuses';

/**
 * The buyer's message about a status change is composed by mail/order-mail.ts, which needs the mail
 * renderer (react-dom/server) that Next refuses in the studio's bundle, where this collection lives. So,
 * like Payload's own mail (mail/payload-adapter.ts), it is handed over at run time: mail/start.ts
 * registers it before the server serves.
 */
export type OrderStatusMail = (
  payload: Payload,
  order: Order,
  status: OrderStatus,
  req?: Partial<PayloadRequest>,
) => Promise<void>;

const mailKey = Symbol.for('arig.order-status-mail');
type Holder = { [mailKey]?: OrderStatusMail };

export function registerOrderStatusMail(mail: OrderStatusMail): void {
  (globalThis as Holder)[mailKey] = mail;
}

export async function mailOrderStatus(
  payload: Payload,
  order: Order,
  status: OrderStatus,
  req?: Partial<PayloadRequest>,
) {
  const mail = (globalThis as Holder)[mailKey];
  if (!mail) {
    payload.logger.warn(
      `orders: no outbox in this process (not started by server/main.ts); order ${order.number} not mailed`,
    );
    return;
  }
  await mail(payload, order, status, req);
}
