import type { Order } from '../../cms/payload-types';
import { systemTaskContext } from '../../cms/access/system-task';
import { shekelsToAgorot } from '../../engines/shop/money';
import { payload } from '../payload';
import { isOrderToken, tokenHash } from './order-token';

/** An order as its buyer sees it (amounts in agorot). */
export interface OrderView {
  number: number;
  status: Order['status'];
  createdAt: string;
  customer: { name: string; email: string };
  shippingMethod: Order['shippingMethod'];
  paymentMethod: Order['paymentMethod'];
  address: string | null;
  lines: { title: string; options: string | null; quantity: number; lineTotal: number }[];
  shipping: number;
  /** A coupon's discount, with its code. */
  discount: { code: string; amount: number } | null;
  total: number;
  vat: number;
  vatPercent: number;
  /** When an unpaid bank transfer order is cancelled. */
  payBy: string | null;
}

const agorot = (shekels: number | null | undefined) => shekelsToAgorot(shekels ?? 0);

export function toOrderView(o: Order): OrderView {
  const a = o.address;
  const address =
    o.shippingMethod === 'courier' && a?.city
      ? [[a.street, a.house].filter(Boolean).join(' '), a.apartment && `דירה ${a.apartment}`, a.city, a.postcode]
          .filter(Boolean)
          .join(', ')
      : null;
  return {
    number: o.number,
    status: o.status,
    createdAt: o.createdAt,
    customer: { name: o.customer.name, email: o.customer.email },
    shippingMethod: o.shippingMethod,
    paymentMethod: o.paymentMethod,
    address,
    lines: (o.lines ?? []).map((l) => ({
      title: l.title,
      options: l.options ?? null,
      quantity: l.quantity,
      lineTotal: agorot(l.lineTotal),
    })),
    shipping: agorot(o.shipping),
    discount: o.couponCode && o.discount ? { code: o.couponCode, amount: agorot(o.discount) } : null,
    total: agorot(o.total),
    vat: agorot(o.vat),
    vatPercent: o.vatPercent ?? 0,
    payBy: o.status === 'on-hold' ? (o.expiresAt ?? null) : null,
  };
}

/**
 * The order its buyer's link names: the number and the token must both match (the token's hash is what
 * is stored), so a number alone, guessed or counted, shows nothing.
 */
export async function getOrderForBuyer(number: number, token: string | null): Promise<OrderView | null> {
  if (!Number.isSafeInteger(number) || number < 1 || !isOrderToken(token)) return null;
  const p = await payload();
  const { docs } = await p.find({
    collection: 'orders',
    where: { and: [{ number: { equals: number } }, { accessTokenHash: { equals: tokenHash(token) } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    context: systemTaskContext('checkout'),
  });
  return docs[0] ? toOrderView(docs[0]) : null;
}
