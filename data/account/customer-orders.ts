import { toOrderView, type OrderView } from '../shop/get-order-for-buyer';
import { payload } from '../payload';
import type { SignedIn } from './session';

/** How many orders the orders page lists at a time. */
export const ordersPerPage = 20;

export interface OrdersPage {
  orders: OrderView[];
  page: number;
  totalPages: number;
}

/** The account's own orders, newest first; the orders' access rule is what keeps them the account's own. */
export async function ordersOf(user: SignedIn, page = 1, limit = ordersPerPage): Promise<OrdersPage> {
  const p = await payload();
  const found = await p.find({
    collection: 'orders',
    where: { account: { equals: user.id } },
    sort: '-number',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    limit,
    depth: 0,
    user,
    overrideAccess: false,
  });
  return { orders: found.docs.map(toOrderView), page: found.page ?? 1, totalPages: found.totalPages };
}

/** One of the account's orders by its number, or null (another's order is as absent as one that never was). */
export async function orderOfAccount(user: SignedIn, number: number): Promise<OrderView | null> {
  if (!Number.isSafeInteger(number) || number < 1) return null;
  const p = await payload();
  const { docs } = await p.find({
    collection: 'orders',
    // The account's own even for staff, whose access reaches every order: this is their account's page.
    where: { and: [{ number: { equals: number } }, { account: { equals: user.id } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    user,
    overrideAccess: false,
  });
  return docs[0] ? toOrderView(docs[0]) : null;
}
