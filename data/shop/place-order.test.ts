import type { Payload, TypedUser } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPayload } from '../../cms/testing/temp-payload';
import type { CheckoutInput } from '../../engines/shop/checkout-form';

let payload: Payload;
let cleanup: () => Promise<void>;
const system = { overrideAccess: true } as const;
let scarf: number;
let kit: number;
let kitVariant: string;
let guide: number;
let manager: TypedUser;

const cartStore = () => import('./cart-store');
const placing = () => import('./place-order');
const base = { kind: 'physical', stockMode: 'unlimited', _status: 'published' } as const;
let attempts = 0;
const attempt = () => `attempt-${String((attempts += 1)).padStart(4, '0')}-abcdefghijklmn`;
const input = (over: Partial<CheckoutInput> = {}): CheckoutInput => ({
  name: 'נועה כהן',
  phone: '0501234567',
  email: 'noa@example.co.il',
  address: { city: 'חיפה', street: 'הנמל', house: '12', apartment: '', postcode: '' },
  shipping: 'courier',
  payment: 'bank-transfer',
  notes: '',
  coupon: '',
  attempt: attempt(),
  ...over,
});

async function cartWith(product: number, quantity: number, variant: string | null = null): Promise<string> {
  const { changeCart } = await cartStore();
  const result = await changeCart(null, { kind: 'add', product, variant, quantity });
  if (!result.secret) throw new Error(`no cart: ${JSON.stringify(result.outcome)}`);
  return result.secret;
}

/** The total the checkout shows for a cart with the courier: what the buyer saw. */
async function seen(secret: string): Promise<number> {
  const { checkoutOf } = await import('./checkout-view');
  return (await checkoutOf(secret)).totalsBy.courier?.total ?? -1;
}

const stockOf = async (id: number) => (await payload.findByID({ collection: 'products', id, ...system })).stockCount;
const orders = () => payload.find({ collection: 'orders', limit: 1000, sort: 'number', ...system });
const outbox = () => payload.find({ collection: 'mail-outbox', limit: 1000, ...system });

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
  const { registerOrderStatusMail } = await import('../../cms/collections/orders/status-mail');
  registerOrderStatusMail((await import('../../mail/order-mail')).queueStatusMail);
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { businessName: 'אריג', email: 'owner@arig.example' },
    ...system,
  });
  await payload.updateGlobal({
    slug: 'shop-settings',
    data: {
      bankDetails: 'בנק הפועלים, סניף 600, חשבון 123456',
      courierPrice: 35,
      freeShippingAbove: 300,
      cashOnDeliveryEnabled: true,
    },
    ...system,
  });
  const product = (data: Record<string, unknown>) =>
    payload.create({ collection: 'products', data: { ...base, ...data } as never, ...system });
  scarf = (await product({ title: 'צעיף', slug: 'scarf', price: 120, stockMode: 'count', stockCount: 3 })).id;
  guide = (await product({ title: 'מדריך', slug: 'guide', price: 99, kind: 'digital' })).id;
  const kitDoc = await product({
    title: 'ערכה',
    slug: 'kit',
    price: 50,
    attributes: [{ name: 'צבע', values: 'טבעי, אינדיגו' }],
    variants: [{ option1: 'טבעי', stockMode: 'count', stockCount: 2 }, { option1: 'אינדיגו' }],
  });
  kit = kitDoc.id;
  kitVariant = kitDoc.variants?.[0]?.id as string;
  const doc = await payload.create({
    collection: 'users',
    data: { email: 'admin@arig.example', password: 'secret-pass-1', name: 'מנהלת', roles: ['admin'] },
    ...system,
  });
  const shop = await payload.create({
    collection: 'users',
    data: { email: 'shop@arig.example', password: 'secret-pass-1', name: 'חנות', roles: ['shop_manager'] },
    ...system,
  });
  void doc;
  manager = { ...shop, collection: 'users' } as TypedUser;
});

afterAll(async () => {
  await cleanup?.();
});

describe('placing an order (real database, access checks on)', () => {
  it('numbers the order, snapshots prices and VAT, takes stock, empties the cart and queues both messages', async () => {
    const { placeOrder } = await placing();
    const { readCart } = await cartStore();
    const secret = await cartWith(scarf, 2);
    const total = await seen(secret);
    expect(total).toBe(240_00 + 35_00);
    const placed = await placeOrder(secret, input(), total);
    expect(placed).toMatchObject({ ok: true, number: 1001, existing: false });
    const [order] = (await orders()).docs;
    expect(order).toMatchObject({
      number: 1001,
      status: 'on-hold',
      total: 275,
      shipping: 35,
      vat: Math.round((275_00 * 18) / 118) / 100,
      vatPercent: 18,
      stock: 'held',
      customer: { email: 'noa@example.co.il' },
    });
    expect(order?.lines?.[0]).toMatchObject({ title: 'צעיף', unitPrice: 120, quantity: 2, lineTotal: 240 });
    expect(await stockOf(scarf)).toBe(1);
    expect((await readCart(secret)).lines).toEqual([]);
    const mail = (await outbox()).docs;
    const buyer = mail.find((m) => m.to === 'noa@example.co.il');
    expect(buyer?.text).toContain('בנק הפועלים, סניף 600');
    expect(buyer?.text).toContain('14 ימים');
    expect(buyer?.text).toContain(`/checkout/order-received/1001/?key=${placed.ok ? placed.token : ''}`);
    expect(mail.find((m) => m.to === 'owner@arig.example')?.replyTo).toBe('noa@example.co.il');
  });

  it('makes one order of one attempt, however many times it is posted at once', async () => {
    const { placeOrder } = await placing();
    const secret = await cartWith(guide, 1);
    const same = input({ shipping: 'none', address: null });
    const { checkoutOf } = await import('./checkout-view');
    const total = (await checkoutOf(secret)).totalsBy.none?.total ?? -1;
    const before = (await orders()).totalDocs;
    const results = await Promise.all(Array.from({ length: 20 }, () => placeOrder(secret, same, total)));
    expect(new Set(results.map((r) => r.ok && r.number)).size).toBe(1);
    expect(results.filter((r) => r.ok && !r.existing)).toHaveLength(1);
    expect(new Set(results.map((r) => r.ok && r.token)).size).toBe(1);
    expect((await orders()).totalDocs).toBe(before + 1);
  });

  it('lets the last units go to exactly as many buyers as there are units (a variant too)', async () => {
    const { placeOrder } = await placing();
    const carts = await Promise.all(Array.from({ length: 10 }, () => cartWith(kit, 1, kitVariant)));
    const totals = await Promise.all(carts.map(seen));
    const results = await Promise.all(carts.map((c, i) => placeOrder(c, input(), totals[i] ?? 0)));
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(results.filter((r) => !r.ok && r.reason === 'short')).toHaveLength(8);
    const doc = await payload.findByID({ collection: 'products', id: kit, ...system });
    expect(doc.variants?.[0]?.stockCount).toBe(0);
    const numbers = (await orders()).docs.map((o) => o.number);
    expect(numbers).toEqual(numbers.map((_, i) => 1001 + i));
  });

  it('refuses when the total changed since the buyer saw it, and writes nothing', async () => {
    const { placeOrder } = await placing();
    const secret = await cartWith(scarf, 1);
    const before = (await orders()).totalDocs;
    const result = await placeOrder(secret, input(), (await seen(secret)) - 100);
    expect(result).toMatchObject({ ok: false, reason: 'changed' });
    expect((await orders()).totalDocs).toBe(before);
    expect(await stockOf(scarf)).toBe(1);
  });

  it('leaves stock and cart as they were when storing the order fails', async () => {
    const { placeOrder } = await placing();
    const { readCart } = await cartStore();
    const secret = await cartWith(scarf, 1);
    const before = (await orders()).totalDocs;
    await expect(placeOrder(secret, input({ phone: '' }), await seen(secret))).rejects.toThrow();
    expect(await stockOf(scarf)).toBe(1);
    expect((await readCart(secret)).lines).toHaveLength(1);
    expect((await orders()).totalDocs).toBe(before);
  });

  it('puts a cancelled order back on the shelf once, logs it, tells the buyer, and never reactivates it', async () => {
    const { placeOrder } = await placing();
    const secret = await cartWith(scarf, 1);
    const placed = await placeOrder(secret, input({ email: 'dana@example.co.il' }), await seen(secret));
    expect(await stockOf(scarf)).toBe(0);
    const order = (
      await payload.find({
        collection: 'orders',
        where: { 'customer.email': { equals: 'dana@example.co.il' } },
        ...system,
      })
    ).docs[0]!;
    expect(placed.ok && order.number).toBe(placed.ok ? placed.number : -1);
    const asManager = { overrideAccess: false, user: manager } as const;
    const cancelled = await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'cancelled' },
      ...asManager,
    });
    expect(cancelled.stock).toBe('released');
    expect(cancelled.history?.at(-1)?.text).toContain('הוחזרו למלאי');
    expect(await stockOf(scarf)).toBe(1);
    await expect(
      payload.update({ collection: 'orders', id: order.id, data: { status: 'processing' }, ...asManager }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await stockOf(scarf)).toBe(1);
    const told = (await outbox()).docs.filter((m) => m.to === 'dana@example.co.il').map((m) => m.subject);
    expect(told).toEqual(expect.arrayContaining([expect.stringContaining('בוטלה')]));
  });

  it('cancels bank-transfer orders unpaid past their date, and only those, putting their units back', async () => {
    const { placeOrder } = await placing();
    const { expireUnpaidOrders } = await import('./expire-orders');
    const secret = await cartWith(scarf, 1);
    const placed = await placeOrder(secret, input({ email: 'late@example.co.il' }), await seen(secret));
    expect(placed.ok).toBe(true);
    expect(await stockOf(scarf)).toBe(0);
    const cod = await cartWith(guide, 1);
    const { checkoutOf } = await import('./checkout-view');
    const codTotal = (await checkoutOf(cod)).totalsBy.none?.total ?? -1;
    await placeOrder(
      cod,
      input({ email: 'cod@example.co.il', payment: 'cash-on-delivery', shipping: 'none', address: null }),
      codTotal,
    );
    expect(await expireUnpaidOrders(payload, new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    const unpaid = (
      await payload.find({
        collection: 'orders',
        where: { and: [{ status: { equals: 'on-hold' } }, { paymentMethod: { equals: 'bank-transfer' } }] },
        pagination: false,
        ...system,
      })
    ).docs;
    const scarves = unpaid.flatMap((o) => o.lines ?? []).filter((l) => l.title === 'צעיף');
    const later = new Date(Date.now() + 8 * 86_400_000);
    expect(await expireUnpaidOrders(payload, later)).toBe(unpaid.length);
    const byEmail = async (email: string) =>
      (await payload.find({ collection: 'orders', where: { 'customer.email': { equals: email } }, ...system })).docs[0];
    expect((await byEmail('late@example.co.il'))?.status).toBe('cancelled');
    expect((await byEmail('cod@example.co.il'))?.status).toBe('processing');
    expect(await stockOf(scarf)).toBe(scarves.reduce((n, l) => n + l.quantity, 0));
    expect(await expireUnpaidOrders(payload, later)).toBe(0);
  });

  it('takes a coupon off the products, keeps it on the order, and lets its last use go to one buyer only', async () => {
    const { placeOrder } = await placing();
    const { checkoutOf } = await import('./checkout-view');
    await payload.create({
      collection: 'coupons',
      data: { code: 'last-one', kind: 'fixed', amount: 20, usageLimit: 3, used: 2 },
      ...system,
    });
    const carts = await Promise.all(Array.from({ length: 10 }, () => cartWith(guide, 1)));
    const seenWith = async (secret: string) =>
      (await checkoutOf(secret, new Date(), 'LAST-ONE')).totalsBy.none?.total ?? -1;
    const totals = await Promise.all(carts.map(seenWith));
    expect(totals[0]).toBe(99_00 - 20_00);
    const results = await Promise.all(
      carts.map((c, i) =>
        placeOrder(
          c,
          input({ shipping: 'none', address: null, coupon: 'LAST-ONE', email: `race${i}@example.co.il` }),
          totals[i] ?? 0,
        ),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === 'coupon')).toHaveLength(9);
    const [order] = (
      await payload.find({ collection: 'orders', where: { couponCode: { equals: 'LAST-ONE' } }, ...system })
    ).docs;
    expect(order).toMatchObject({ discount: 20, total: 79, subtotal: 99 });
    const coupon = (await payload.find({ collection: 'coupons', where: { code: { equals: 'LAST-ONE' } }, ...system }))
      .docs[0];
    expect(coupon?.used).toBe(3);
  });

  it('refuses an expired or unknown coupon by name, and orders nothing', async () => {
    const { placeOrder } = await placing();
    await payload.create({
      collection: 'coupons',
      data: { code: 'OLD', kind: 'percent', amount: 50, expiresAt: '2020-01-01T00:00:00.000Z' },
      ...system,
    });
    const secret = await cartWith(guide, 1);
    const before = (await orders()).totalDocs;
    for (const [code, refusal] of [
      ['OLD', 'expired'],
      ['NOPE', 'unknown'],
    ] as const) {
      const result = await placeOrder(secret, input({ shipping: 'none', address: null, coupon: code }), 99_00);
      expect(result).toMatchObject({ ok: false, reason: 'coupon', refusal });
    }
    expect((await orders()).totalDocs).toBe(before);
  });

  it("keeps what the buyer agreed to: staff cannot rewrite an order's lines or totals", async () => {
    const order = (await orders()).docs[0]!;
    const updated = await payload.update({
      collection: 'orders',
      id: order.id,
      data: { total: 1, lines: [{ title: 'זויף', unitPrice: 1, quantity: 1, lineTotal: 1 }], staffNote: 'נארז' },
      overrideAccess: false,
      user: manager,
    });
    expect(updated.total).toBe(order.total);
    expect(updated.lines?.[0]?.title).toBe('צעיף');
    expect(updated.staffNote).toBe('נארז');
  });
});
