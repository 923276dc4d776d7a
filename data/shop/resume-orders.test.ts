import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemTaskContext } from '../../cms/access/system-task';
import { startTempPayload } from '../../cms/testing/temp-payload';
import { sql } from '@payloadcms/db-sqlite';

/** The database under Payload: SQLite's drizzle runs a statement, Postgres's executes it. */
interface Raw {
  run?: (query: unknown) => Promise<unknown>;
  execute?: (query: unknown) => Promise<unknown>;
}

/**
 * An order a crash cut short (issue 19's crash test found them): written, but its units not yet taken, or
 * taken but the order not yet marked. At the next start each is completed once: units taken exactly once,
 * its mail queued once, the order held.
 */
let payload: Payload;
let cleanup: () => Promise<void>;
const system = { overrideAccess: true } as const;
const checkout = { overrideAccess: false, context: systemTaskContext('checkout') } as const;
let seq = 0;

async function product(stockCount: number) {
  return payload.create({
    collection: 'products',
    data: {
      _status: 'published',
      kind: 'physical',
      title: `גליל ${seq}`,
      slug: `roll-${(seq += 1)}`,
      price: 10,
      stockMode: 'count',
      stockCount,
    },
    ...system,
  });
}

/** An order as the checkout writes it first: `pending`, before any unit moved. */
async function pendingOrder(productId: number, quantity: number, couponCode?: string) {
  return payload.create({
    collection: 'orders',
    data: {
      number: 2000 + (seq += 1),
      status: 'processing',
      customer: { name: 'דנה', phone: '0501234567', email: 'dana@example.com' },
      shippingMethod: 'pickup',
      paymentMethod: 'card',
      lines: [{ product: productId, title: 'גליל', unitPrice: 10, quantity, lineTotal: 10 * quantity }],
      total: 10 * quantity,
      attemptKey: `resume-${seq}-abcdefghijklmnopqrst`,
      accessTokenHash: 'd'.repeat(64),
      stock: 'pending',
      couponCode,
    },
    ...checkout,
  });
}

const stockOf = async (id: number) => (await payload.findByID({ collection: 'products', id, ...system })).stockCount;

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
}, 120_000);

afterAll(async () => {
  await cleanup?.();
});

describe('orders a crash interrupted', () => {
  it('takes the units of an order cut short before its stock moved, once', async () => {
    const { resumeInterruptedOrders } = await import('./resume-orders');
    const roll = await product(10);
    const order = await pendingOrder(roll.id, 2);
    expect(await resumeInterruptedOrders(payload, () => {})).toBe(1);
    expect(await stockOf(roll.id)).toBe(8);
    const held = await payload.findByID({ collection: 'orders', id: order.id, ...system });
    expect(held.stock).toBe('held');
    expect(held.history?.at(-1)?.text).toContain('הושלמה אחרי הפעלה מחדש');
    expect(await resumeInterruptedOrders(payload, () => {})).toBe(0);
    expect(await stockOf(roll.id)).toBe(8);
  });

  it('completes an order without rewriting its lines, so a kill meanwhile cannot leave it without them', async () => {
    const { resumeInterruptedOrders } = await import('./resume-orders');
    const roll = await product(10);
    const order = await pendingOrder(roll.id, 2);
    // Payload rewrites an array as a delete and an insert; on SQLite a kill between them lost an order's lines.
    const rewritten: string[] = [];
    const deleteWhere = payload.db.deleteWhere.bind(payload.db);
    payload.db.deleteWhere = (args) => (rewritten.push(args.tableName), deleteWhere(args));
    try {
      expect(await resumeInterruptedOrders(payload, () => {})).toBe(1);
    } finally {
      payload.db.deleteWhere = deleteWhere;
    }
    expect(rewritten.filter((table) => table.startsWith('orders_lines'))).toEqual([]);
    const held = await payload.findByID({ collection: 'orders', id: order.id, ...system });
    expect(held).toMatchObject({ stock: 'held', lines: [{ quantity: 2 }] });
    expect(held.history?.map((h) => h.text)).toEqual(['הושלמה אחרי הפעלה מחדש של השרת.']);
  });

  it("takes a product's units in its own row and keeps its categories untouched (a kill cannot drop them)", async () => {
    const { takeStock } = await import('./order-stock');
    const category = await payload.create({
      collection: 'product-categories',
      data: { title: 'בדים', slug: `fabrics-${(seq += 1)}` },
      ...system,
    });
    const roll = await product(10);
    await payload.update({ collection: 'products', id: roll.id, data: { categories: [category.id] }, ...system });
    const rewritten: string[] = [];
    const deleteWhere = payload.db.deleteWhere.bind(payload.db);
    payload.db.deleteWhere = (args) => (rewritten.push(args.tableName), deleteWhere(args));
    try {
      expect(await takeStock(payload, [{ product: roll.id, variant: null, quantity: 4 }], undefined, 77)).toEqual([]);
    } finally {
      payload.db.deleteWhere = deleteWhere;
    }
    expect(rewritten).toEqual([]);
    const published = await payload.findByID({ collection: 'products', id: roll.id, depth: 0, ...system });
    expect(published).toMatchObject({ stockCount: 6, stockOrder: 77, categories: [category.id] });
    // The studio edits the latest version: it shows the stock as it is now.
    const latest = await payload.findByID({ collection: 'products', id: roll.id, depth: 0, draft: true, ...system });
    expect(latest.stockCount).toBe(6);
  });

  it('does not take again units taken just before the crash', async () => {
    const { resumeInterruptedOrders } = await import('./resume-orders');
    const { takeStock } = await import('./order-stock');
    const roll = await product(10);
    const order = await pendingOrder(roll.id, 3);
    await takeStock(payload, [{ product: roll.id, variant: null, quantity: 3 }], undefined, order.id);
    expect(await stockOf(roll.id)).toBe(7);
    await resumeInterruptedOrders(payload, () => {});
    expect(await stockOf(roll.id)).toBe(7);
    const mails = await payload.find({
      collection: 'mail-outbox',
      where: { dedupeKey: { like: `order:${order.id}:` } },
      ...system,
    });
    expect(mails.totalDocs).toBeGreaterThan(0);
  });

  it('counts the coupon of an order cut short once, whether or not its use was counted before the crash', async () => {
    const { resumeInterruptedOrders } = await import('./resume-orders');
    const { countCouponUse } = await import('./coupons');
    const coupon = await payload.create({
      collection: 'coupons',
      data: { code: 'RESUME10', kind: 'percent', amount: 10, usageLimit: 5 },
      ...system,
    });
    const usedOf = async () => (await payload.findByID({ collection: 'coupons', id: coupon.id, ...system })).used;
    const roll = await product(10);
    // Cut short before the use was counted: the start counts it.
    await pendingOrder(roll.id, 1, 'RESUME10');
    await resumeInterruptedOrders(payload, () => {});
    expect(await usedOf()).toBe(1);
    // Cut short after the use was counted: the start does not count it again.
    const counted = await pendingOrder(roll.id, 1, 'RESUME10');
    await countCouponUse(coupon, counted.id);
    expect(await usedOf()).toBe(2);
    await resumeInterruptedOrders(payload, () => {});
    expect(await usedOf()).toBe(2);
  });

  it('removes an order cut short before its lines were written, and starts anyway', async () => {
    const { resumeInterruptedOrders } = await import('./resume-orders');
    const roll = await product(4);
    const order = await pendingOrder(roll.id, 1);
    // What a kill between the order's row and its lines' rows leaves on SQLite.
    const drizzle = (payload.db as { drizzle?: Raw }).drizzle!;
    const query = sql`DELETE FROM orders_lines WHERE _parent_id = ${order.id}`;
    await (drizzle.run ? drizzle.run(query) : drizzle.execute!(query));
    expect(await resumeInterruptedOrders(payload, () => {})).toBe(0);
    expect(await payload.find({ collection: 'orders', where: { id: { equals: order.id } }, ...system })).toMatchObject({
      totalDocs: 0,
    });
    expect(await stockOf(roll.id)).toBe(4);
  });

  it('takes what is left when the units ran out meanwhile, and says so in the history', async () => {
    const { resumeInterruptedOrders } = await import('./resume-orders');
    const roll = await product(1);
    const order = await pendingOrder(roll.id, 2);
    await resumeInterruptedOrders(payload, () => {});
    expect(await stockOf(roll.id)).toBe(0);
    const held = await payload.findByID({ collection: 'orders', id: order.id, ...system });
    expect(held.history?.at(-1)?.text).toContain('יש לבדוק את ההזמנה');
  });
});
