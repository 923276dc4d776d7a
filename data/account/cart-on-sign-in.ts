import type { Cart } from '../../cms/payload-types';
import { cartContext } from '../../cms/access/own-cart';
import { systemTaskContext } from '../../cms/access/system-task';
import { cartHashOf, changeCart, readCart } from '../shop/cart-store';
import { payload } from '../payload';
import type { SignedIn } from './session';

export interface AdoptedCart {
  /** A new cart secret for the visitor's cookie, when the merge made the cart; null keeps the cookie's. */
  secret: string | null;
  /** Units in the cart now, for the header's count. */
  count: number;
}

const live = (now: Date) => ({ expiresAt: { greater_than: now.toISOString() } });

async function cartOfSecret(secret: string | null, now: Date): Promise<Cart | undefined> {
  const hash = cartHashOf(secret);
  if (!hash) return undefined;
  const p = await payload();
  const { docs } = await p.find({
    collection: 'carts',
    where: live(now),
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    context: cartContext(hash),
  });
  return docs[0];
}

/**
 * WooCommerce's persistent cart: on signing in, what the account left in its cart last time joins what the
 * visitor has put in since (through the cart's own rules: stock, limits, what is still for sale), the old
 * cart is emptied, and the visitor's cart becomes the account's.
 */
export async function adoptCart(user: SignedIn, secret: string | null, now = new Date()): Promise<AdoptedCart> {
  const p = await payload();
  const asAccount = { overrideAccess: false, user, context: systemTaskContext('cart-adopt'), depth: 0 } as const;
  const [saved] = (
    await p.find({
      collection: 'carts',
      where: { and: [{ customer: { equals: user.id } }, live(now)] },
      sort: '-updatedAt',
      limit: 1,
      pagination: false,
      ...asAccount,
    })
  ).docs;
  const current = await cartOfSecret(secret, now);
  let kept = current ? secret : null;
  let fresh: string | null = null;
  if (saved && saved.id !== current?.id) {
    for (const line of saved.lines ?? []) {
      const product = typeof line.product === 'object' ? line.product.id : line.product;
      const added = await changeCart(
        kept,
        { kind: 'add', product, variant: line.variant || null, quantity: line.quantity },
        now,
      );
      if (added.secret) kept = fresh = added.secret;
    }
    await p.update({ collection: 'carts', id: saved.id, data: { lines: [], customer: null }, ...asAccount });
  }
  const mine = await cartOfSecret(kept, now);
  if (mine && mine.customer !== user.id) {
    const hash = cartHashOf(kept)!;
    await p.update({
      collection: 'carts',
      id: mine.id,
      data: { customer: user.id },
      overrideAccess: false,
      context: cartContext(hash),
    });
  }
  const { lines } = await readCart(kept, now);
  return { secret: fresh, count: lines.reduce((n, l) => n + l.quantity, 0) };
}
