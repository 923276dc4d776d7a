import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPayload } from '../../../cms/testing/temp-payload';
import type { CheckoutInput } from '../../../engines/shop/checkout-form';
import { startFakePayPal, type FakePayPal } from './testing/fake-paypal';

/**
 * Wallet payments through PayPal Orders v2 (issue 19), against a local fake of PayPal's API: one PayPal
 * order per attempt, captured once however the return and the webhooks interleave, a declined capture
 * makes no order, an unverified webhook is refused, and a refund goes back through the capture.
 */
process.env.PAYPAL_CLIENT_ID = 'fake-client-id';
process.env.PAYPAL_CLIENT_SECRET = 'fake-client-secret';
process.env.PAYPAL_WEBHOOK_ID = 'WH-fake';

let payload: Payload;
let cleanup: () => Promise<void>;
let paypal: FakePayPal;
const system = { overrideAccess: true } as const;
let guide: number;
let attempts = 0;

const mods = async () => ({
  store: await import('../cart-store'),
  view: await import('../checkout-view'),
  begin: await import('./begin-payment'),
  settle: await import('./settle-payment'),
  adapter: (await import('./paypal')).paypalAdapter,
  webhook: (request: Request) =>
    import('../../../site/lib/shop/payment-webhook').then((m) => m.answerPaymentWebhook('paypal', request)),
});

const input = (): CheckoutInput => ({
  name: 'נועה כהן',
  phone: '0501234567',
  email: 'noa@example.co.il',
  address: null,
  shipping: 'none',
  payment: 'wallet',
  notes: '',
  coupon: '',
  attempt: `wallet-attempt-${String((attempts += 1)).padStart(4, '0')}-abcdefgh`,
});

async function toPayPal() {
  const m = await mods();
  const made = await m.store.changeCart(null, { kind: 'add', product: guide, variant: null, quantity: 2 });
  const secret = made.secret as string;
  const total = (await m.view.checkoutOf(secret)).totalsBy.none?.total ?? -1;
  const buyer = input();
  const begun = await m.begin.beginPayment(m.adapter, secret, buyer, total);
  if (begun.kind !== 'provider') throw new Error(`not sent to PayPal: ${begun.kind}`);
  const id = new URL(begun.url).pathname.split('/').pop()!;
  return { secret, buyer, total, id, url: begun.url };
}

const approve = (id: string) => {
  paypal.orders.get(id)!.status = 'APPROVED';
};
const ordersFor = async (attempt: string) =>
  (await payload.find({ collection: 'orders', where: { attemptKey: { equals: attempt } }, ...system })).docs;

beforeAll(async () => {
  paypal = await startFakePayPal({ webhookUrl: () => 'http://localhost/wp-json/arig/v1/payments/paypal' });
  paypal.sendWebhooks = false;
  process.env.PAYPAL_API_BASE = paypal.url;
  ({ payload, cleanup } = await startTempPayload());
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { businessName: 'אריג', email: 'owner@arig.example' },
    ...system,
  });
  guide = (
    await payload.create({
      collection: 'products',
      data: {
        title: 'מדריך',
        slug: 'guide',
        price: 99.9,
        kind: 'digital',
        stockMode: 'unlimited',
        _status: 'published',
      },
      ...system,
    })
  ).id;
}, 120_000);

afterAll(async () => {
  await cleanup?.();
  await paypal?.stop();
});

describe('wallet payments through PayPal (fake PayPal, own client, real database)', () => {
  it('creates one PayPal order per attempt, in shekels, and orders nothing before the capture', async () => {
    const m = await mods();
    const { secret, buyer, total, url, id } = await toPayPal();
    expect(paypal.orders.get(id)).toMatchObject({ value: '199.80', currency: 'ILS', customId: buyer.attempt });
    const creates = paypal.creates;
    expect(await m.begin.beginPayment(m.adapter, secret, buyer, total)).toEqual({ kind: 'provider', url });
    expect(paypal.creates).toBe(creates);
    expect(await m.settle.settlePayment(m.adapter, { attemptKey: buyer.attempt })).toEqual({ state: 'pending' });
    expect(await ordersFor(buyer.attempt)).toHaveLength(0);
  });

  it('captures once and writes one order when the return and two webhooks arrive together', async () => {
    const m = await mods();
    const { id, buyer } = await toPayPal();
    approve(id);
    const captures = paypal.captures;
    const [back, hookA, hookB] = await Promise.all([
      m.settle.settlePayment(m.adapter, { attemptKey: buyer.attempt }),
      m.webhook(paypal.event('CHECKOUT.ORDER.APPROVED', id)),
      m.webhook(paypal.event('PAYMENT.CAPTURE.COMPLETED', id)),
    ]);
    expect(back).toMatchObject({ state: 'paid' });
    expect(hookA.status).toBe(200);
    expect(hookB.status).toBe(200);
    expect(paypal.captures).toBe(captures + 1);
    const orders = await ordersFor(buyer.attempt);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      paymentMethod: 'wallet',
      status: 'processing',
      total: 199.8,
      paymentReference: id,
    });
  });

  it('makes no order from a declined capture, and refuses an unverified webhook', async () => {
    const m = await mods();
    const { id, buyer } = await toPayPal();
    approve(id);
    expect((await m.webhook(paypal.event('CHECKOUT.ORDER.APPROVED', id, 'bad'))).status).toBe(400);
    expect((await m.webhook(paypal.event('CHECKOUT.ORDER.APPROVED', id, 'none'))).status).toBe(400);
    expect(await ordersFor(buyer.attempt)).toHaveLength(0);
    paypal.declineCaptures = true;
    try {
      expect(await m.settle.settlePayment(m.adapter, { attemptKey: buyer.attempt })).toEqual({ state: 'failed' });
    } finally {
      paypal.declineCaptures = false;
    }
    expect(await ordersFor(buyer.attempt)).toHaveLength(0);
  });

  it('refunds through the capture when the shop marks the order refunded', async () => {
    const m = await mods();
    const { registerOrderRefund } = await import('../../../cms/collections/orders/refund');
    registerOrderRefund((await import('./refund-order')).refundOnlineOrder);
    const { id, buyer } = await toPayPal();
    approve(id);
    await m.settle.settlePayment(m.adapter, { attemptKey: buyer.attempt });
    const [order] = await ordersFor(buyer.attempt);
    const admin = await payload.create({
      collection: 'users',
      data: { email: 'admin@arig.example', password: 'secret-pass-1', name: 'מנהלת', roles: ['admin'] },
      ...system,
    });
    await payload.update({
      collection: 'orders',
      id: order!.id,
      data: { status: 'refunded' },
      overrideAccess: false,
      user: { ...admin, collection: 'users' },
    });
    expect(paypal.refunds).toEqual([paypal.orders.get(id)!.capture!.id]);
  });
});
