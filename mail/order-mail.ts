import type { Payload, PayloadRequest } from 'payload';
import type { CancellationRequest, Order, PaymentAttempt } from '../cms/payload-types';
import { statusLabel, type OrderStatus } from '../cms/collections/orders/statuses';
import { routes } from '../config/routes';
import { env } from '../config/env';
import { getShopSettings } from '../data/shop/get-shop-settings';
import { getSiteSettings } from '../data/get-settings';
import { cancellationFee } from '../engines/shop/cancellation';
import { formatAgorot, shekelsToAgorot } from '../engines/shop/money';
import { parseAddressList } from '../engines/mail/address';
import { formatIsraeliPhone } from '../engines/forms/phone';
import { tcheckout } from '../messages/checkout';
import { mailBrand } from './brand';
import type { MailContent } from './content';
import { enqueueMail } from './outbox';

const money = (shekels: number | null | undefined) => formatAgorot(shekelsToAgorot(shekels ?? 0));

/** The order's lines and totals as label/value rows. */
function orderRows(order: Order): { label: string; value: string }[] {
  return [
    ...(order.lines ?? []).map((l) => ({
      label: `${l.title}${l.options ? ` (${l.options})` : ''} × ${l.quantity}`,
      value: money(l.lineTotal),
    })),
    ...(order.couponCode && order.discount
      ? [{ label: tcheckout.discount(order.couponCode), value: money(-order.discount) }]
      : []),
    { label: tcheckout.shippingCost, value: order.shipping ? money(order.shipping) : tcheckout.free },
    { label: tcheckout.total, value: money(order.total) },
    { label: tcheckout.vat(order.vatPercent ?? 0), value: money(order.vat) },
  ];
}

/** The consumer-law disclosure (Consumer Protection Law §14C) every buyer's message carries. */
async function disclosure(order: Order): Promise<string[]> {
  const [site, shop] = await Promise.all([getSiteSettings(), getShopSettings()]);
  const address = [site.address.street, site.address.city].filter(Boolean).join(', ');
  return [
    [
      `${tcheckout.seller}: ${site.legalName || site.businessName}`,
      site.companyId ? `${tcheckout.companyId} ${site.companyId}` : '',
      address,
      site.phone ?? '',
      site.email ?? '',
    ]
      .filter(Boolean)
      .join(' · '),
    `${tcheckout.deliveryTime}: ${shop.deliveryTime}. ${tcheckout.pricesIncludeVat}`,
    tcheckout.cancellation(formatAgorot(cancellationFee(shekelsToAgorot(order.total ?? 0)))),
    `${tcheckout.cancelLink}: ${env().SITE_URL}${routes.cancelOrder}`,
  ];
}

function payParagraphs(order: Order, bankDetails: string | null): string[] {
  if (order.paymentMethod === 'cash-on-delivery') return [tcheckout.payOnDelivery];
  if (order.paymentMethod === 'card') return [tcheckout.paidByCard];
  if (order.paymentMethod === 'wallet') return [tcheckout.paidByWallet];
  if (!bankDetails) return [];
  const by = order.expiresAt
    ? [tcheckout.payBy(new Date(order.expiresAt).toLocaleDateString('he-IL', { timeZone: 'Asia/Jerusalem' }))]
    : [];
  return [
    tcheckout.payBankTransfer,
    ...bankDetails
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
    tcheckout.payReference(order.number),
    ...by,
  ];
}

const validAddress = (value: string | null | undefined): string[] =>
  value && parseAddressList(value)?.length === 1 ? [value] : [];

/**
 * The messages a new order causes, queued in the order's transaction: to the owner (the buyer as
 * Reply-To) and to the buyer (what was ordered, how to pay, the seller's details and the cancellation
 * terms, and the link to the order's page). Keyed by order, so a retry queues nothing twice.
 */
export async function queueNewOrderMail(
  payload: Payload,
  order: Order,
  token: string,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const [brand, site, shop] = await Promise.all([mailBrand(payload), getSiteSettings(), getShopSettings()]);
  const link = `${brand.siteUrl}${routes.orderReceived(order.number, token)}`;
  const buyer: MailContent = {
    heading: `${tcheckout.received}: ${tcheckout.orderNumber} ${order.number}`,
    preheader: `${tcheckout.orderNumber} ${order.number} · ${money(order.total)}`,
    paragraphs: [`שלום ${order.customer.name},`, ...payParagraphs(order, shop.bankDetails)],
    fields: orderRows(order),
    action: { label: 'לצפייה בהזמנה', href: link },
    footer: await disclosure(order),
  };
  await enqueueMail(
    payload,
    {
      kind: 'system',
      to: validAddress(order.customer.email),
      subject: buyer.heading,
      content: buyer,
      dedupeKey: `order:${order.id}:received`,
    },
    brand,
    req,
  );
  const owner = validAddress(shop.ordersEmail ?? site.email);
  if (owner.length === 0) return;
  const ownerContent: MailContent = {
    heading: `הזמנה חדשה ${order.number}: ${money(order.total)}`,
    paragraphs: [
      `${order.customer.name} · ${formatIsraeliPhone(order.customer.phone)} · ${order.customer.email}`,
      `${tcheckout.shipping}: ${tcheckout.shippingMethod[order.shippingMethod]} · ${tcheckout.payment}: ${tcheckout.paymentMethod[order.paymentMethod]}`,
      ...(order.address?.city
        ? [
            [
              order.address.street,
              order.address.house,
              order.address.apartment && `דירה ${order.address.apartment}`,
              order.address.city,
              order.address.postcode,
            ]
              .filter(Boolean)
              .join(' '),
          ]
        : []),
      ...(order.notes ? [`הערות: ${order.notes}`] : []),
    ],
    fields: orderRows(order),
    action: { label: 'להזמנה בסטודיו', href: `${brand.siteUrl}/admin/collections/orders/${order.id}` },
  };
  await enqueueMail(
    payload,
    {
      kind: 'notification',
      to: owner,
      replyTo: order.customer.email,
      subject: ownerContent.heading,
      content: ownerContent,
      dedupeKey: `order:${order.id}:owner`,
    },
    brand,
    req,
  );
}

const statusNews: Partial<Record<OrderStatus, string>> = {
  processing: 'התשלום התקבל וההזמנה בטיפול.',
  completed: 'ההזמנה הושלמה. תודה שקניתם אצלנו!',
  cancelled: 'ההזמנה בוטלה. אם שילמתם עליה, הכסף יוחזר אליכם.',
  refunded: 'הכסף על ההזמנה הוחזר.',
};

/** Tells the buyer about a status change they care about (once per order and status). */
export async function queueStatusMail(
  payload: Payload,
  order: Order,
  status: OrderStatus,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const news = statusNews[status];
  const to = validAddress(order.customer.email);
  if (!news || to.length === 0) return;
  const brand = await mailBrand(payload);
  const heading = `${tcheckout.orderNumber} ${order.number}: ${statusLabel(status)}`;
  await enqueueMail(
    payload,
    {
      kind: 'system',
      to,
      subject: heading,
      content: {
        heading,
        paragraphs: [`שלום ${order.customer.name},`, news],
        fields: orderRows(order),
        footer: await disclosure(order),
      },
      dedupeKey: `order:${order.id}:status:${status}`,
    },
    brand,
    req,
  );
}

/** Tells the owner about a payment that did not become an order (refused or refunded), once per attempt. */
export async function queuePaymentProblemMail(payload: Payload, attempt: PaymentAttempt, note: string): Promise<void> {
  const [brand, site, shop] = await Promise.all([mailBrand(payload), getSiteSettings(), getShopSettings()]);
  const owner = validAddress(shop.ordersEmail ?? site.email);
  if (owner.length === 0) return;
  const heading = `תשלום שלא הפך להזמנה: ${money(attempt.amount)}`;
  await enqueueMail(
    payload,
    {
      kind: 'notification',
      to: owner,
      subject: heading,
      content: {
        heading,
        paragraphs: [note, `מזהה אצל הספק: ${attempt.reference ?? '—'}`],
        action: {
          label: 'לניסיון התשלום בסטודיו',
          href: `${brand.siteUrl}/admin/collections/payment-attempts/${attempt.id}`,
        },
      },
      dedupeKey: `payment:${attempt.id}:problem`,
    },
    brand,
  );
}

/**
 * A cancellation request received: the owner is told (the buyer as Reply-To), and the buyer gets the
 * confirmation that it arrived, with when. Once per request.
 */
export async function queueCancellationMail(
  payload: Payload,
  request: CancellationRequest,
  matched: boolean,
): Promise<void> {
  const [brand, site, shop] = await Promise.all([mailBrand(payload), getSiteSettings(), getShopSettings()]);
  const when = new Date(request.createdAt).toLocaleString('he-IL', { timeZone: 'Asia/Jerusalem' });
  const order = request.orderNumber ? `הזמנה ${request.orderNumber}` : 'בלי מספר הזמנה';
  const fields = [
    { label: 'שם', value: request.name },
    { label: 'דואר אלקטרוני', value: request.email },
    ...(request.phone ? [{ label: 'טלפון', value: formatIsraeliPhone(request.phone) }] : []),
    {
      label: 'הזמנה',
      value: `${order}${request.orderNumber && !matched ? ' (לא נמצאה הזמנה במספר ובמייל האלה)' : ''}`,
    },
    ...(request.details ? [{ label: 'מה לבטל ולמה', value: request.details }] : []),
    { label: 'התקבלה', value: when },
  ];
  const owner = validAddress(shop.ordersEmail ?? site.email);
  if (owner.length > 0)
    await enqueueMail(
      payload,
      {
        kind: 'notification',
        to: owner,
        replyTo: request.email,
        subject: `בקשת ביטול עסקה: ${request.name}, ${order}`,
        content: {
          heading: 'בקשת ביטול עסקה חדשה',
          paragraphs: ['לפי חוק הגנת הצרכן יש להשיב את הכסף תוך 14 ימים מקבלת ההודעה, בניכוי דמי ביטול אם חלים.'],
          fields,
          action: {
            label: 'לבקשה בסטודיו',
            href: `${brand.siteUrl}/admin/collections/cancellation-requests/${request.id}`,
          },
        },
        dedupeKey: `cancellation:${request.id}:owner`,
      },
      brand,
    );
  const buyer = validAddress(request.email);
  if (buyer.length > 0)
    await enqueueMail(
      payload,
      {
        kind: 'system',
        to: buyer,
        subject: 'קיבלנו את בקשת הביטול',
        content: {
          heading: 'קיבלנו את בקשת הביטול',
          paragraphs: [`שלום ${request.name},`, `בקשת הביטול שלך התקבלה ב־${when}. נחזור אלייך בהקדם עם פרטי ההחזר.`],
          fields,
        },
        dedupeKey: `cancellation:${request.id}:buyer`,
      },
      brand,
    );
}
