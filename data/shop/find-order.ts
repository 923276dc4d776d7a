import { routes } from '../../config/routes';
import { mailBrand } from '../../mail/brand';
import { enqueueMail } from '../../mail/outbox';
import { wakeMailWorker } from '../../mail/outbox-worker';
import { tcheckout } from '../../messages/checkout';
import { payload } from '../payload';
import { checkoutAccess } from './order-writer-access';
import { orderToken } from './order-token';

/**
 * A guest who lost their confirmation asks for their order's link by its number and their e-mail: when
 * both match an order, the link goes to that e-mail only (never to the page), at most once an hour per
 * order; the page says the same either way, so it tells no one which orders exist.
 */
export async function sendOrderLink(email: string, number: number, now = new Date()): Promise<void> {
  const p = await payload();
  const { docs } = await p.find({
    collection: 'orders',
    where: { and: [{ number: { equals: number } }, { 'customer.email': { equals: email } }] },
    limit: 1,
    pagination: false,
    select: { number: true, attemptKey: true, customer: true },
    ...checkoutAccess(),
  });
  const order = docs[0];
  if (!order?.attemptKey) return;
  const brand = await mailBrand(p);
  const link = `${brand.siteUrl}${routes.orderReceived(order.number, orderToken(order.attemptKey))}`;
  const heading = `${tcheckout.orderNumber} ${order.number}: הקישור להזמנה`;
  await enqueueMail(
    p,
    {
      kind: 'system',
      to: [email],
      subject: heading,
      content: {
        heading,
        paragraphs: [`שלום ${order.customer.name},`, 'ביקשת את הקישור להזמנה שלך באתר. הנה הוא:'],
        action: { label: 'לצפייה בהזמנה', href: link },
        footer: ['אם לא ביקשת את הקישור, אפשר להתעלם מההודעה: ההזמנה נשארת כפי שהיא.'],
      },
      dedupeKey: `order-link:${order.id}:${now.toISOString().slice(0, 13)}`,
    },
    brand,
  );
  wakeMailWorker();
}
