import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEditor, startTempPayload } from '../../cms/testing/temp-payload';
import type { CartChangeResult } from './cart-store';

let payload: Payload;
let cleanup: () => Promise<void>;
const system = { overrideAccess: true } as const;
let guide: number;
let kit: number;
let kitVariant: string;
let lastFive: number;

const store = () => import('./cart-store');
const base = { kind: 'physical', stockMode: 'unlimited', _status: 'published' } as const;

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
  guide = (
    await payload.create({
      collection: 'products',
      data: { ...base, title: 'מדריך', slug: 'guide', price: 99, kind: 'digital', legacyWcId: 4242 },
      ...system,
    })
  ).id;
  const kitDoc = await payload.create({
    collection: 'products',
    data: {
      ...base,
      title: 'ערכת דוגמאות',
      slug: 'kit',
      price: 120,
      attributes: [{ name: 'צבע', values: 'טבעי, אינדיגו' }],
      variants: [
        { option1: 'טבעי', stockMode: 'count' as const, stockCount: 3 },
        { option1: 'אינדיגו', stockMode: 'out' as const, price: 140 },
      ],
    },
    ...system,
  });
  kit = kitDoc.id;
  kitVariant = kitDoc.variants?.[0]?.id as string;
  lastFive = (
    await payload.create({
      collection: 'products',
      data: {
        ...base,
        title: 'חמש אחרונות',
        slug: 'last-five',
        price: 10,
        stockMode: 'count',
        stockCount: 5,
      },
      ...system,
    })
  ).id;
});

afterAll(async () => {
  await cleanup?.();
});

describe('cart store (real database, access checks on)', () => {
  it('stores prices as agorot and reads them back as shekels, also after a partial update', async () => {
    const doc = await payload.findByID({ collection: 'products', id: guide, ...system });
    expect(doc.price).toBe(99);
    await payload.update({ collection: 'products', id: guide, data: { title: 'מדריך מעודכן' }, ...system });
    expect((await payload.findByID({ collection: 'products', id: guide, ...system })).price).toBe(99);
  });

  it('creates a cart on the first add, with a secret for the cookie, and finds it again by that secret', async () => {
    const { changeCart, readCart } = await store();
    const first = await changeCart(null, { kind: 'add', product: guide, variant: null, quantity: 2 });
    expect(first.outcome.ok).toBe(true);
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await readCart(first.secret)).lines).toEqual([{ product: guide, variant: null, quantity: 2 }]);
    const again = await changeCart(first.secret, { kind: 'add', product: guide, variant: null, quantity: 1 });
    expect(again.secret).toBeNull();
    expect((await readCart(first.secret)).lines[0]?.quantity).toBe(3);
  });

  it('never shows or changes a cart without its secret', async () => {
    const { changeCart, readCart } = await store();
    const mine = await changeCart(null, { kind: 'add', product: guide, variant: null, quantity: 1 });
    const other = 'A'.repeat(43);
    expect(await readCart(other)).toEqual({ lines: [], removed: null });
    expect((await changeCart(other, { kind: 'remove', key: String(guide) })).outcome).toMatchObject({
      reason: 'unknown-line',
    });
    expect(await readCart('not a secret')).toEqual({ lines: [], removed: null });
    expect((await readCart(mine.secret)).lines).toHaveLength(1);
    await expect(payload.find({ collection: 'carts', overrideAccess: false })).rejects.toMatchObject({ status: 403 });
    // The first account is always an admin (cms/collections/users): the admin first, then the editor.
    const admin = await payload.create({
      collection: 'users',
      data: { email: 'admin@arig.example', password: 'secret-pass-1', name: 'מנהלת', roles: ['admin'] },
      ...system,
    });
    const editor = await createTestEditor(payload);
    await expect(payload.find({ collection: 'carts', overrideAccess: false, user: editor })).rejects.toMatchObject({
      status: 403,
    });
    const seen = await payload.find({
      collection: 'carts',
      overrideAccess: false,
      user: { ...admin, collection: 'users' },
    });
    expect(seen.totalDocs).toBeGreaterThan(0);
    expect(seen.docs.every((cart) => !('secretHash' in cart))).toBe(true);
  });

  it('resolves an old WooCommerce id and a variant; asks for a variant; refuses out of stock', async () => {
    const { changeCart } = await store();
    const legacy = await changeCart(null, { kind: 'add', product: 4242, variant: null, quantity: 1 });
    expect(legacy.state.lines).toEqual([{ product: guide, variant: null, quantity: 1 }]);
    expect((await changeCart(null, { kind: 'add', product: kit, variant: null, quantity: 1 })).outcome).toMatchObject({
      reason: 'choose-variant',
    });
    const indigo = (await payload.findByID({ collection: 'products', id: kit, ...system })).variants?.[1]?.id as string;
    const out = await changeCart(null, { kind: 'add', product: kit, variant: indigo, quantity: 1 });
    expect(out.outcome).toMatchObject({ ok: false, reason: 'out-of-stock' });
    expect(out.secret).toBeNull();
    const natural = await changeCart(null, { kind: 'add', product: kit, variant: kitVariant, quantity: 3 });
    expect(natural.outcome.ok).toBe(true);
    expect(
      (await changeCart(natural.secret, { kind: 'add', product: kit, variant: kitVariant, quantity: 1 })).outcome,
    ).toMatchObject({
      reason: 'over-stock',
      available: 3,
      inCart: 3,
    });
  });

  it('removes, undoes and sets quantities within stock', async () => {
    const { changeCart, readCart } = await store();
    const { secret } = await changeCart(null, { kind: 'add', product: kit, variant: kitVariant, quantity: 1 });
    const key = `${kit}:${kitVariant}`;
    expect((await changeCart(secret, { kind: 'set', key, quantity: 4 })).outcome).toMatchObject({
      reason: 'over-stock',
    });
    expect((await changeCart(secret, { kind: 'set', key, quantity: 3 })).outcome.ok).toBe(true);
    await changeCart(secret, { kind: 'remove', key });
    expect((await readCart(secret)).lines).toEqual([]);
    await changeCart(secret, { kind: 'undo' });
    expect((await readCart(secret)).lines).toEqual([{ product: kit, variant: kitVariant, quantity: 3 }]);
    expect((await changeCart(secret, { kind: 'undo' })).outcome).toMatchObject({ reason: 'nothing-to-undo' });
  });

  it('lets 50 simultaneous adds of the last five units leave the cart at five', async () => {
    const { changeCart, readCart } = await store();
    const { secret } = await changeCart(null, { kind: 'add', product: lastFive, variant: null, quantity: 1 });
    const results: CartChangeResult[] = await Promise.all(
      Array.from({ length: 50 }, () =>
        changeCart(secret, { kind: 'add', product: lastFive, variant: null, quantity: 1 }),
      ),
    );
    expect(results.filter((r) => r.outcome.ok)).toHaveLength(4);
    expect(results.filter((r) => !r.outcome.ok && r.outcome.reason === 'over-stock')).toHaveLength(46);
    expect((await readCart(secret)).lines).toEqual([{ product: lastFive, variant: null, quantity: 5 }]);
    const stock = await payload.findByID({ collection: 'products', id: lastFive, ...system });
    expect(stock.stockCount).toBe(5);
  });

  it('sweeps carts a week past their last change, and only those', async () => {
    const { changeCart, readCart } = await store();
    const { sweepExpiredCarts } = await import('./sweep-carts');
    const old = await changeCart(
      null,
      { kind: 'add', product: guide, variant: null, quantity: 1 },
      new Date('2026-01-01'),
    );
    const fresh = await changeCart(null, { kind: 'add', product: guide, variant: null, quantity: 1 });
    expect(await sweepExpiredCarts(payload)).toBeGreaterThanOrEqual(1);
    expect((await readCart(old.secret, new Date('2026-01-02'))).lines).toEqual([]);
    expect((await readCart(fresh.secret)).lines).toHaveLength(1);
  });
});
