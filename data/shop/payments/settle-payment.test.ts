import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPayload } from '../../../cms/testing/temp-payload';
import type { CheckoutInput } from '../../../engines/shop/checkout-form';
import { startFakeStripe, type FakeStripe } from './testing/fake-stripe';

/**
 * Card payments against a local fake of Stripe's API, through the real `stripe` SDK (issue 19): the
 * buyer's return and the webhook settle through one function; replays, races, mismatches, stale failures
 * and a cart paid twice never make a wrong order.
 */
const webhookSecret = 'whsec_testsecret0000000000';
process.env.STRIPE_SECRET_KEY = 'sk_test_arig00000000';
process.env.STRIPE_WEBHOOK_SECRET = webhookSecret;

let payload: Payload;
let cleanup: () => Promise<void>;
let stripe: FakeStripe;
const system = { overrideAccess: true } as const;
let scarf: number;
let attempts = 0;

const mods = async () => ({
  store: await import('../cart-store'),
  view: await import('../checkout-view'),
  begin: await import('./begin-payment'),
  settle: await import('./settle-payment'),
  adapter: (await import('./stripe')).stripeAdapter,
  webhook: (request: Request) =>
    import('../../../site/lib/shop/payment-webhook').then((m) => m.answerPaymentWebhook('stripe', request)),
});

const input = (over: Partial<CheckoutInput> = {}): CheckoutInput => ({
  name: 'נועה כהן',
  phone: '0501234567',
  email: 'noa@example.co.il',
  address: null,
  shipping: 'pickup',
  payment: 'card',
  notes: '',
  coupon: '',
  attempt: `card-attempt-${String((attempts += 1)).padStart(4, '0')}-abcdefghij`,
  ...over,
});

/** A cart with a scarf, sent to Stripe's page: the session the buyer would pay. */
async function toStripe(over: Partial<CheckoutInput> = {}) {
  const m = await mods();
  const made = await m.store.changeCart(null, { kind: 'add', product: scarf, variant: null, quantity: 1 });
  const secret = made.secret as string;
  const total = (await m.view.checkoutOf(secret)).totalsBy.pickup?.total ?? -1;
  const buyer = input(over);
  const begun = await m.begin.beginPayment(m.adapter, secret, buyer, total);
  if (begun.kind !== 'provider') throw new Error(`not sent to Stripe: ${begun.kind}`);
  const id = new URL(begun.url).pathname.split('/').pop()!;
  return { secret, buyer, total, id, url: begun.url };
}

const ordersFor = async (attempt: string) =>
  (await payload.find({ collection: 'orders', where: { attemptKey: { equals: attempt } }, ...system })).docs;
const stockOf = async () => (await payload.findByID({ collection: 'products', id: scarf, ...system })).stockCount;

beforeAll(async () => {
  stripe = await startFakeStripe({
    webhookUrl: () => 'http://localhost/wp-json/arig/v1/payments/stripe',
    webhookSecret,
  });
  stripe.sendWebhooks = false;
  process.env.STRIPE_API_BASE = stripe.url;
  ({ payload, cleanup } = await startTempPayload());
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { businessName: 'אריג', email: 'owner@arig.example' },
    ...system,
  });
  await payload.updateGlobal({ slug: 'shop-settings', data: { bankDetails: 'בנק 10' }, ...system });
  scarf = (
    await payload.create({
      collection: 'products',
      data: {
        title: 'צעיף',
        slug: 'scarf',
        price: 120,
        kind: 'physical',
        stockMode: 'count',
        stockCount: 20,
        _status: 'published',
      },
      ...system,
    })
  ).id;
}, 120_000);

afterAll(async () => {
  await cleanup?.();
  await stripe?.stop();
});

describe('card payments through Stripe Checkout (fake Stripe, real SDK, real database)', () => {
  it('sends the buyer to one session per attempt, and orders nothing before the payment', async () => {
    const m = await mods();
    const { secret, buyer, total, url } = await toStripe();
    const creates = stripe.creates;
    const again = await m.begin.beginPayment(m.adapter, secret, buyer, total);
    expect(again).toEqual({ kind: 'provider', url });
    expect(stripe.creates).toBe(creates);
    expect(await ordersFor(buyer.attempt)).toHaveLength(0);
    expect((await m.store.readCart(secret)).lines).toHaveLength(1);
  });

  it('writes one order when the return and the webhook arrive at once, however often the webhook is replayed', async () => {
    const m = await mods();
    const before = await stockOf();
    const { id, buyer, secret } = await toStripe();
    await stripe.pay(id);
    const results = await Promise.all([
      m.settle.settlePayment(m.adapter, { attemptKey: buyer.attempt }),
      m.webhook(stripe.event('checkout.session.completed', id)),
      m.webhook(stripe.event('checkout.session.completed', id)),
      m.settle.settlePayment(m.adapter, { attemptKey: buyer.attempt }),
    ]);
    expect(results[0]).toMatchObject({ state: 'paid' });
    expect(results[3]).toEqual(results[0]);
    for (const r of [results[1], results[2]] as Response[])
      expect(await r.json()).toEqual({ received: true, state: 'paid' });
    const orders = await ordersFor(buyer.attempt);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'processing', paymentMethod: 'card', paymentReference: id, total: 120 });
    expect(await stockOf()).toBe((before ?? 0) - 1);
    expect((await m.store.readCart(secret)).lines).toEqual([]);
    // A stale failure or expiry after the payment changes nothing.
    await m.webhook(stripe.event('checkout.session.async_payment_failed', id));
    await m.webhook(stripe.event('checkout.session.expired', id));
    expect((await ordersFor(buyer.attempt))[0]?.status).toBe('processing');
  });

  it('lets the webhook alone make the order when the buyer closes the tab after paying', async () => {
    const m = await mods();
    const { id, buyer } = await toStripe();
    await stripe.pay(id);
    expect(await (await m.webhook(stripe.event('checkout.session.completed', id))).json()).toMatchObject({
      state: 'paid',
    });
    expect(await ordersFor(buyer.attempt)).toHaveLength(1);
  });

  it('refuses webhooks without a valid signature, before reading them', async () => {
    const m = await mods();
    const { id, buyer } = await toStripe();
    await stripe.pay(id);
    expect((await m.webhook(stripe.event('checkout.session.completed', id, 'bad'))).status).toBe(400);
    expect((await m.webhook(stripe.event('checkout.session.completed', id, 'none'))).status).toBe(400);
    expect(await ordersFor(buyer.attempt)).toHaveLength(0);
  });

  it('says "being confirmed" while unpaid, and marks a declined or expired session failed', async () => {
    const m = await mods();
    const { id, buyer } = await toStripe();
    expect(await m.settle.settlePayment(m.adapter, { attemptKey: buyer.attempt })).toEqual({ state: 'pending' });
    await m.webhook(stripe.event('checkout.session.expired', id));
    expect(await m.settle.settlePayment(m.adapter, { attemptKey: buyer.attempt })).toEqual({ state: 'failed' });
    expect(await ordersFor(buyer.attempt)).toHaveLength(0);
  });

  it('makes no order when the provider reports another amount, and tells the owner', async () => {
    const m = await mods();
    const { id, buyer } = await toStripe();
    await stripe.pay(id);
    stripe.amountSkew = -100;
    try {
      expect(await m.settle.settlePayment(m.adapter, { attemptKey: buyer.attempt })).toEqual({ state: 'refused' });
    } finally {
      stripe.amountSkew = 0;
    }
    expect(await ordersFor(buyer.attempt)).toHaveLength(0);
    const mail = await payload.find({
      collection: 'mail-outbox',
      where: { subject: { contains: 'לא הפך להזמנה' } },
      ...system,
    });
    expect(mail.totalDocs).toBeGreaterThan(0);
  });

  it('refunds the second payment of one cart paid in two tabs, and flags it', async () => {
    const m = await mods();
    const made = await m.store.changeCart(null, { kind: 'add', product: scarf, variant: null, quantity: 1 });
    const secret = made.secret as string;
    const total = (await m.view.checkoutOf(secret)).totalsBy.pickup?.total ?? -1;
    const tabs = [input(), input()];
    const ids: string[] = [];
    for (const tab of tabs) {
      const begun = await m.begin.beginPayment(m.adapter, secret, tab, total);
      if (begun.kind !== 'provider') throw new Error(begun.kind);
      ids.push(new URL(begun.url).pathname.split('/').pop()!);
    }
    for (const id of ids) await stripe.pay(id);
    const refundsBefore = stripe.refunds.length;
    const first = await m.settle.settlePayment(m.adapter, { attemptKey: tabs[0]!.attempt });
    const second = await m.settle.settlePayment(m.adapter, { attemptKey: tabs[1]!.attempt });
    expect(first).toMatchObject({ state: 'paid' });
    expect(second).toEqual({ state: 'refunded' });
    expect(stripe.refunds.length).toBe(refundsBefore + 1);
    expect(await ordersFor(tabs[1]!.attempt)).toHaveLength(0);
    const attempt = await payload.find({
      collection: 'payment-attempts',
      where: { attemptKey: { equals: tabs[1]!.attempt } },
      ...system,
    });
    expect(attempt.docs[0]?.note).toContain('כבר שולם');
  });

  it('returns the money through Stripe when the shop marks a card order refunded, and only then', async () => {
    const m = await mods();
    const { registerOrderRefund } = await import('../../../cms/collections/orders/refund');
    registerOrderRefund((await import('./refund-order')).refundOnlineOrder);
    const { id, buyer } = await toStripe();
    await stripe.pay(id);
    await m.settle.settlePayment(m.adapter, { attemptKey: buyer.attempt });
    const [order] = await ordersFor(buyer.attempt);
    const before = await stockOf();
    const refunds = stripe.refunds.length;
    const manager = await payload.create({
      collection: 'users',
      data: { email: 'shop@arig.example', password: 'secret-pass-1', name: 'חנות', roles: ['shop_manager'] },
      ...system,
    });
    const asManager = { overrideAccess: false, user: { ...manager, collection: 'users' as const } };
    const refunded = await payload.update({
      collection: 'orders',
      id: order!.id,
      data: { status: 'refunded' },
      ...asManager,
    });
    expect(refunded.status).toBe('refunded');
    expect(stripe.refunds.length).toBe(refunds + 1);
    expect(await stockOf()).toBe((before ?? 0) + 1);
    // A provider that refuses leaves the order as it was, with the reason.
    const other = await toStripe();
    await stripe.pay(other.id);
    await m.settle.settlePayment(m.adapter, { attemptKey: other.buyer.attempt });
    const [second] = await ordersFor(other.buyer.attempt);
    stripe.sessions.get(other.id)!.paymentIntent = null;
    await expect(
      payload.update({ collection: 'orders', id: second!.id, data: { status: 'refunded' }, ...asManager }),
    ).rejects.toMatchObject({ status: 409 });
    expect((await ordersFor(other.buyer.attempt))[0]?.status).toBe('processing');
  });

  it('waits for a slow provider and still writes one order', async () => {
    const m = await mods();
    const { id, buyer } = await toStripe();
    await stripe.pay(id);
    stripe.delayMs = 400;
    try {
      const both = await Promise.all([
        m.settle.settlePayment(m.adapter, { attemptKey: buyer.attempt }),
        m.webhook(stripe.event('checkout.session.completed', id)),
      ]);
      expect(both[0]).toMatchObject({ state: 'paid' });
    } finally {
      stripe.delayMs = 0;
    }
    expect(await ordersFor(buyer.attempt)).toHaveLength(1);
  });
});
