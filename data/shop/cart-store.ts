import { createHash, randomBytes } from 'node:crypto';
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type PayloadRequest } from 'payload';
import type { Cart } from '../../cms/payload-types';
import { cartContext } from '../../cms/access/own-cart';
import { guestCartDays } from '../../config/shop';
import {
  addToCart,
  removeLine,
  setQuantity,
  undoRemove,
  type CartLine,
  type CartOutcome,
  type Purchasable,
} from '../../engines/shop/cart';
import { keyedLock } from '../../engines/keyed-lock';
import { lockUntilTransactionEnds } from '../cluster/transaction-lock';
import { payload } from '../payload';
import { getCatalogue, type Catalogue } from './get-catalogue';
import { findPurchasable } from './purchasable';
import type { ProductView } from './types';

export interface CartState {
  lines: CartLine[];
  removed: CartLine | null;
}

export type CartChange =
  | { kind: 'add'; product: number; variant: string | null; quantity: number }
  | { kind: 'set'; key: string; quantity: number }
  | { kind: 'remove'; key: string }
  | { kind: 'undo' };

export interface CartChangeResult {
  outcome: CartOutcome;
  /** The secret to keep in the visitor's cookie: a new one when this change created the cart. */
  secret: string | null;
  state: CartState;
  /** The product the change was about (for the notice), when known. */
  product: ProductView | null;
}

/** A cart secret: 32 random bytes, base64url (43 characters). Anything else in a cookie is no secret. */
const secretPattern = /^[A-Za-z0-9_-]{43}$/;
export const isCartSecret = (value: string | null | undefined): value is string =>
  typeof value === 'string' && secretPattern.test(value);

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
const access = (hash: string) => ({ overrideAccess: false, context: cartContext(hash), depth: 0 }) as const;
const expiry = (now: Date) => new Date(now.getTime() + guestCartDays * 86_400_000).toISOString();

// One change at a time per cart: in this process a keyed lock (50 simultaneous adds of the last units see
// each other), and across instances on Postgres an advisory lock held by the change's own transaction.
const withCartLock = keyedLock();
const cartLockNamespace = 'arig-cart';

function stateOf(doc: Cart | undefined): CartState {
  if (!doc) return { lines: [], removed: null };
  const lines = (doc.lines ?? []).flatMap((l) => {
    const product = typeof l.product === 'object' && l.product ? l.product.id : l.product;
    return typeof product === 'number' ? [{ product, variant: l.variant || null, quantity: l.quantity }] : [];
  });
  const r = doc.removed;
  const removed =
    r && typeof r.product === 'number' && typeof r.quantity === 'number'
      ? { product: r.product, variant: r.variant || null, quantity: r.quantity }
      : null;
  return { lines, removed };
}

async function findCart(hash: string, now: Date, req?: Partial<PayloadRequest>): Promise<Cart | undefined> {
  const p = await payload();
  const { docs } = await p.find({
    collection: 'carts',
    where: { expiresAt: { greater_than: now.toISOString() } },
    limit: 1,
    pagination: false,
    ...access(hash),
    req,
  });
  return docs[0] as Cart | undefined;
}

/** The visitor's cart, or an empty one when the secret is missing, malformed, unknown or expired. */
export async function readCart(secret: string | null | undefined, now = new Date()): Promise<CartState> {
  if (!isCartSecret(secret)) return { lines: [], removed: null };
  return stateOf(await findCart(hashOf(secret), now));
}

function decide(change: CartChange, state: CartState, catalogue: Catalogue, now: Date) {
  const lookup = (line: Pick<CartLine, 'product' | 'variant'>): Purchasable | null => {
    const found = findPurchasable(catalogue, line.product, line.variant, now);
    return found.ok ? found.item : null;
  };
  const productOfKey = (key: string) => catalogue.byId.get(Number(key.split(':')[0])) ?? null;
  switch (change.kind) {
    case 'add': {
      const found = findPurchasable(catalogue, change.product, change.variant, now);
      if (!found.ok)
        return { outcome: { ok: false, reason: found.reason } as CartOutcome, product: found.product ?? null };
      return { outcome: addToCart(state.lines, found.item, change.quantity, state.removed), product: found.product };
    }
    case 'set': {
      const line = state.lines.find(
        (l) => (l.variant ? `${l.product}:${l.variant}` : String(l.product)) === change.key,
      );
      return {
        outcome: setQuantity(state.lines, change.key, change.quantity, line ? lookup(line) : null, state.removed),
        product: productOfKey(change.key),
      };
    }
    case 'remove':
      return { outcome: removeLine(state.lines, change.key), product: productOfKey(change.key) };
    case 'undo':
      return {
        outcome: undoRemove(state.lines, state.removed, state.removed ? lookup(state.removed) : null),
        product: state.removed ? (catalogue.byId.get(state.removed.product) ?? null) : null,
      };
  }
}

/**
 * Changes the visitor's cart: prices and stock are read from the catalogue, never from the request; a
 * refused change leaves the cart as it was. An add without a cart creates one with a new secret.
 */
export async function changeCart(
  secret: string | null | undefined,
  change: CartChange,
  now = new Date(),
): Promise<CartChangeResult> {
  const known = isCartSecret(secret) ? secret : null;
  const ownSecret = known ?? randomBytes(32).toString('base64url');
  const hash = hashOf(ownSecret);
  return withCartLock(hash, async () => {
    const catalogue = await getCatalogue();
    const p = await payload();
    const req = await createLocalReq({}, p);
    const started = await initTransaction(req);
    try {
      if (started) await lockUntilTransactionEnds(p, req, cartLockNamespace, hash);
      const result = await applyChange(known, ownSecret, change, catalogue, now, req);
      if (started) await commitTransaction(req);
      return result;
    } catch (error) {
      if (started) await killTransaction(req);
      throw error;
    }
  });
}

async function applyChange(
  known: string | null,
  ownSecret: string,
  change: CartChange,
  catalogue: Catalogue,
  now: Date,
  req: PayloadRequest,
): Promise<CartChangeResult> {
  const hash = hashOf(ownSecret);
  const doc = known ? await findCart(hash, now, req) : undefined;
  const state = stateOf(doc);
  const { outcome, product } = decide(change, state, catalogue, now);
  if (!outcome.ok) return { outcome, secret: null, state, product };
  const next: CartState = { lines: outcome.lines, removed: outcome.removed };
  const data = {
    lines: next.lines.map((l) => ({ product: l.product, variant: l.variant, quantity: l.quantity })),
    removed: next.removed ?? { product: null, variant: null, quantity: null },
    expiresAt: expiry(now),
  };
  const p = await payload();
  if (doc) {
    await p.update({ collection: 'carts', id: doc.id, data, ...access(hash), req });
    return { outcome, secret: null, state: next, product };
  }
  // A cookie whose cart has expired gets a new secret: the old hash may still be on a cart not yet swept.
  const fresh = known ? randomBytes(32).toString('base64url') : ownSecret;
  const freshHash = hashOf(fresh);
  await p.create({ collection: 'carts', data: { ...data, secretHash: freshHash }, ...access(freshHash), req });
  return { outcome, secret: fresh, state: next, product };
}

/** The SHA-256 a cart is found by, or null for what is not a cart secret. */
export const cartHashOf = (secret: string | null | undefined): string | null =>
  isCartSecret(secret) ? hashOf(secret) : null;

/**
 * Empties a cart once its lines became an order, found by its secret's hash (a provider's webhook has no
 * cookie), joining the order's transaction.
 */
export async function emptyCartByHash(hash: string, req?: Partial<PayloadRequest>): Promise<void> {
  await withCartLock(hash, async () => {
    const p = await payload();
    // Inside the order's transaction, a change to this cart on another instance waits for the commit.
    if (req) await lockUntilTransactionEnds(p, req, cartLockNamespace, hash);
    const { docs } = await p.find({ collection: 'carts', limit: 1, pagination: false, ...access(hash), req });
    const doc = docs[0];
    if (doc)
      await p.update({
        collection: 'carts',
        id: doc.id,
        data: { lines: [], removed: { product: null, variant: null, quantity: null } },
        ...access(hash),
        req,
      });
  });
}
