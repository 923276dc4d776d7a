import fc from 'fast-check';
import type { Payload } from 'payload';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPayload } from '../../../cms/testing/temp-payload';
import type { CheckoutInput } from '../../../engines/shop/checkout-form';
import type { ProviderName } from '../../../engines/shop/payments/adapter';
import { startFakePayPal, type FakePayPal } from '../../../data/shop/payments/testing/fake-paypal';
import { startFakeStripe, type FakeStripe } from '../../../data/shop/payments/testing/fake-stripe';

/**
 * Both payment webhooks (the function their routes call) against 10,000 generated requests (issue 19):
 * garbage, JSON of every shape, bodies past the limit, missing, forged, stale and misplaced signatures,
 * among correctly signed events for unknown payments and for real ones (paid, unpaid, paid with another
 * amount or currency). None throws or answers 5xx; every request without a valid signature is refused
 * with 4xx; an order is made only by a signed event for a paid payment of the right amount and currency,
 * once, and stock moves by what those orders sold.
 */
const webhookSecret = 'whsec_fuzz000000000000000';
Object.assign(process.env, {
  STRIPE_SECRET_KEY: 'sk_test_fuzz00000000',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  PAYPAL_CLIENT_ID: 'fake-client-id',
  PAYPAL_CLIENT_SECRET: 'fake-client-secret',
  PAYPAL_WEBHOOK_ID: 'WH-fake',
});

type Role = 'paid' | 'unpaid' | 'other-amount' | 'other-currency';
interface Target {
  provider: ProviderName;
  role: Role;
  reference: string;
  attempt: string;
}

let payload: Payload;
let cleanup: () => Promise<void>;
let stripe: FakeStripe;
let paypal: FakePayPal;
let answer: typeof import('./payment-webhook').answerPaymentWebhook;
const targets: Target[] = [];
let scarf = 0;
const initialStock = 100;
const system = { overrideAccess: true } as const;
const maxBytes = 256 * 1024;
const hookUrl = (provider: ProviderName) => `http://localhost/wp-json/arig/v1/payments/${provider}`;

/** A cart with one scarf sent to the provider's page by the real checkout path: the attempt and its reference. */
async function begin(provider: ProviderName, n: number): Promise<Target> {
  const store = await import('../../../data/shop/cart-store');
  const { checkoutOf } = await import('../../../data/shop/checkout-view');
  const { beginPayment } = await import('../../../data/shop/payments/begin-payment');
  const { adapterOf } = await import('../../../data/shop/payments/adapters');
  const made = await store.changeCart(null, { kind: 'add', product: scarf, variant: null, quantity: 1 });
  const secret = made.secret as string;
  const total = (await checkoutOf(secret)).totalsBy.pickup?.total ?? -1;
  const input: CheckoutInput = {
    name: 'נועה כהן',
    phone: '0501234567',
    email: 'noa@example.co.il',
    address: null,
    shipping: 'pickup',
    payment: provider === 'stripe' ? 'card' : 'wallet',
    notes: '',
    coupon: '',
    attempt: `fuzz-${provider}-${String(n).padStart(4, '0')}-abcdefghijkl`,
  };
  const begun = await beginPayment(adapterOf(provider)!, secret, input, total);
  if (begun.kind !== 'provider') throw new Error(`not sent to ${provider}: ${begun.kind}`);
  const reference = new URL(begun.url).pathname.split('/').pop()!;
  return { provider, role: 'unpaid', reference, attempt: input.attempt };
}

/** What the provider's records say for each role: paid as asked, unpaid, or paid with another amount or currency. */
function play(target: Target, role: Role) {
  target.role = role;
  if (role === 'unpaid') return;
  if (target.provider === 'paypal') {
    const order = paypal.orders.get(target.reference)!;
    order.status = 'APPROVED';
    if (role === 'other-amount') order.value = (Number(order.value) + 1).toFixed(2);
    if (role === 'other-currency') order.currency = 'USD';
    return;
  }
  const session = stripe.sessions.get(target.reference)!;
  Object.assign(session, { status: 'complete', paymentStatus: 'paid', paymentIntent: `pi_fuzz_${target.attempt}` });
  if (role === 'other-amount') session.amount += 100;
  if (role === 'other-currency') session.currency = 'usd';
}

beforeAll(async () => {
  stripe = await startFakeStripe({ webhookUrl: () => hookUrl('stripe'), webhookSecret });
  paypal = await startFakePayPal({ webhookUrl: () => hookUrl('paypal') });
  stripe.sendWebhooks = false;
  paypal.sendWebhooks = false;
  process.env.STRIPE_API_BASE = stripe.url;
  process.env.PAYPAL_API_BASE = paypal.url;
  ({ payload, cleanup } = await startTempPayload());
  scarf = (
    await payload.create({
      collection: 'products',
      data: {
        title: 'צעיף',
        slug: 'scarf',
        price: 30,
        kind: 'physical',
        stockMode: 'count',
        stockCount: initialStock,
        _status: 'published',
      },
      ...system,
    })
  ).id;
  const roles: Role[] = ['paid', 'paid', 'paid', 'paid', 'unpaid', 'unpaid', 'other-amount', 'other-currency'];
  for (const provider of ['stripe', 'paypal'] as const)
    for (const [n, role] of roles.entries()) {
      const target = await begin(provider, n);
      play(target, role);
      targets.push(target);
    }
  answer = (await import('./payment-webhook')).answerPaymentWebhook;
}, 120_000);

afterAll(async () => {
  await cleanup?.();
  await stripe?.stop();
  await paypal?.stop();
});

const printable = (maxLength: number) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength });
const eventTypes = {
  stripe: {
    settle: ['checkout.session.completed', 'checkout.session.async_payment_succeeded'],
    end: ['checkout.session.async_payment_failed', 'checkout.session.expired'],
    other: ['payment_intent.succeeded', 'charge.refunded', 'customer.created', 'checkout.session.created'],
  },
  paypal: {
    settle: ['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.COMPLETED'],
    end: ['PAYMENT.CAPTURE.DENIED', 'CHECKOUT.ORDER.VOIDED'],
    other: ['PAYMENT.CAPTURE.REFUNDED', 'BILLING.SUBSCRIPTION.CREATED', 'CHECKOUT.ORDER.COMPLETED'],
  },
};
const allTypes = [...Object.values(eventTypes.stripe), ...Object.values(eventTypes.paypal)].flat();

type Bytes = Uint8Array<ArrayBuffer>;

/** Bodies nobody signed: garbage, invalid UTF-8, JSON of any shape, events that look right. */
const bodies = (): fc.Arbitrary<string | Bytes> =>
  fc.oneof(
    fc.string({ maxLength: 400 }),
    fc.string({ unit: 'binary', maxLength: 400 }),
    fc.uint8Array({ maxLength: 400 }).map((b) => new Uint8Array(b)),
    fc.constantFrom('', 'null', '{', '[]', '{"type":', '\u0000', '{"__proto__":{"polluted":1}}', '1e999'),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc
      .record({
        id: printable(30),
        object: fc.constantFrom('event', 'v2.core.event', 'checkout.session'),
        type: fc.constantFrom(...allTypes, '__proto__', 'constructor'),
        event_type: fc.constantFrom(...allTypes, 'toString'),
        data: fc.oneof(fc.jsonValue(), fc.record({ object: fc.record({ id: printable(40), object: printable(20) }) })),
        resource: fc.oneof(fc.jsonValue(), fc.record({ id: printable(40) })),
      })
      .map((e) => JSON.stringify(e)),
  );
/** Past the limit, with or without a Content-Length saying so (or lying about it). */
const huge = () =>
  fc.record({
    size: fc.integer({ min: maxBytes + 1, max: 3 * maxBytes }),
    declared: fc.constantFrom(null, 'true', '10', String(4 * maxBytes)),
  });

type Forged =
  | { kind: 'none' | 'wrong-secret' | 'stale' | 'other-body' | 'empty' | 'partial' }
  | { kind: 'garbage'; header: string };
const forgeries = (): fc.Arbitrary<Forged> =>
  fc.oneof(
    fc.constantFrom<Forged>(
      { kind: 'none' },
      { kind: 'wrong-secret' },
      { kind: 'stale' },
      { kind: 'other-body' },
      { kind: 'empty' },
      { kind: 'partial' },
    ),
    printable(200).map((header): Forged => ({ kind: 'garbage', header })),
  );

const signer = new Stripe('sk_test_fuzz00000000', { telemetry: false });
const text = (body: string | Bytes) => (typeof body === 'string' ? body : new TextDecoder().decode(body));

function stripeHeaders(body: string | Bytes, forged: Forged): Record<string, string> {
  const sign = (payload: string, secret = webhookSecret, timestamp?: number) =>
    signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  switch (forged.kind) {
    case 'none':
      return {};
    case 'garbage':
      return { 'stripe-signature': forged.header };
    case 'empty':
      return { 'stripe-signature': '' };
    case 'wrong-secret':
      return { 'stripe-signature': sign(text(body), 'whsec_wrongwrongwrong') };
    case 'stale':
      return { 'stripe-signature': sign(text(body), webhookSecret, Math.floor(Date.now() / 1000) - 3600) };
    case 'other-body':
      return { 'stripe-signature': sign(`${text(body)} `) };
    case 'partial':
      return { 'stripe-signature': `t=${Math.floor(Date.now() / 1000)}` };
  }
}

/** PayPal's five transmission headers, some missing, or all present with a signature PayPal never made. */
function paypalHeaders(forged: Forged): Record<string, string> {
  const all: Record<string, string> = {
    'paypal-transmission-id': 'b2c3d4e5',
    'paypal-transmission-time': new Date().toISOString(),
    'paypal-transmission-sig': forged.kind === 'garbage' ? forged.header : `forged-${forged.kind}`,
    'paypal-cert-url': 'https://api.paypal.com/cert',
    'paypal-auth-algo': 'SHA256withRSA',
  };
  if (forged.kind === 'none') return {};
  if (forged.kind === 'partial') return Object.fromEntries(Object.entries(all).slice(1));
  return all;
}

/** A request nobody signed correctly. */
const unsigned = () =>
  fc.record({
    provider: fc.constantFrom<ProviderName>('stripe', 'paypal'),
    body: fc.oneof({ arbitrary: bodies(), weight: 30 }, { arbitrary: huge(), weight: 1 }),
    forged: forgeries(),
    contentType: fc.constantFrom('application/json', 'text/plain', ''),
  });

/** A correctly signed event for a real payment, or for one nobody made. */
const signed = () =>
  fc.record({
    provider: fc.constantFrom<ProviderName>('stripe', 'paypal'),
    target: fc.oneof(
      { arbitrary: fc.nat(), weight: 4 },
      { arbitrary: fc.oneof(printable(40), fc.constantFrom('cs_test_unknown', 'PPUNKNOWN')), weight: 1 },
    ),
    type: fc.constantFrom('settle', 'end', 'other'),
    pick: fc.nat(),
  });

interface UnsignedCase {
  provider: ProviderName;
  body: string | Bytes | { size: number; declared: string | null };
  forged: Forged;
  contentType: string;
}

function buildUnsigned(c: UnsignedCase): Request {
  const { body, declared } =
    typeof c.body === 'object' && 'size' in c.body
      ? { body: 'x'.repeat(c.body.size), declared: c.body.declared }
      : { body: c.body, declared: null };
  const headers: Record<string, string> =
    c.provider === 'stripe' ? stripeHeaders(body, c.forged) : paypalHeaders(c.forged);
  if (c.contentType) headers['content-type'] = c.contentType;
  if (declared !== null) headers['content-length'] = declared;
  return new Request(hookUrl(c.provider), { method: 'POST', headers, body });
}

const eventFor = (provider: ProviderName, type: string, reference: string) =>
  provider === 'stripe' ? stripe.event(type, reference) : paypal.event(type, reference);

/** The real payment a signed event names (same provider only), and the event: never an end to a paid one. */
function buildSigned(c: { provider: ProviderName; target: number | string; type: string; pick: number }) {
  const mine = targets.filter((t) => t.provider === c.provider);
  const target = typeof c.target === 'number' ? mine[c.target % mine.length]! : null;
  const group = target?.role === 'paid' && c.type === 'end' ? 'settle' : (c.type as 'settle' | 'end' | 'other');
  const types = eventTypes[c.provider][group];
  const type = types[c.pick % types.length]!;
  const reference = target?.reference ?? String(c.target);
  return { request: eventFor(c.provider, type, reference), target, settles: group === 'settle' };
}

const orderCount = async () => (await payload.count({ collection: 'orders', ...system })).totalDocs;

describe('the payment webhooks under fuzzing', () => {
  it('answer 10,000 generated requests without a throw or a 5xx; only signed events for right payments order', async () => {
    const statuses = new Map<number, number>();
    const ordered = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ arbitrary: unsigned(), weight: 4 }, { arbitrary: signed(), weight: 1 }),
        async (c) => {
          const isSigned = 'target' in c;
          const built = isSigned ? buildSigned(c) : { request: buildUnsigned(c), target: null, settles: false };
          const res = await answer(c.provider, built.request);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (isSigned) expect(res.status).toBe(200);
          else {
            expect(res.status).toBeGreaterThanOrEqual(400);
            expect(res.status).toBeLessThan(500);
          }
          if (built.settles && built.target?.role === 'paid') ordered.add(built.target.attempt);
          expect(await orderCount()).toBe(ordered.size);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        },
      ),
      { numRuns: 10_000 },
    );
    expect([...statuses.keys()].sort((a, b) => a - b)).toEqual([200, 400, 413]);

    // Every paid payment of the right amount ends as one order however often it is announced, and a
    // failure or expiry reported afterwards changes nothing; nothing else orders.
    for (const t of targets) {
      const types = [eventTypes[t.provider].settle[0]!, ...(t.role === 'paid' ? eventTypes[t.provider].end : [])];
      for (const type of types)
        expect((await answer(t.provider, eventFor(t.provider, type, t.reference))).status).toBe(200);
    }
    const orders = (await payload.find({ collection: 'orders', pagination: false, depth: 0, ...system })).docs;
    const paid = targets.filter((t) => t.role === 'paid');
    expect(orders.map((o) => o.attemptKey).sort()).toEqual(paid.map((t) => t.attempt).sort());
    expect(orders.every((o) => o.status === 'processing' && o.total === 30)).toBe(true);
    const attempts = await payload.find({ collection: 'payment-attempts', pagination: false, depth: 0, ...system });
    const ends: Record<Role, string[]> = {
      paid: ['settled'],
      unpaid: ['open', 'failed'],
      'other-amount': ['refused', 'failed'],
      'other-currency': ['refused', 'failed'],
    };
    for (const t of targets)
      expect(ends[t.role]).toContain(attempts.docs.find((a) => a.attemptKey === t.attempt)?.status);
    const product = await payload.findByID({ collection: 'products', id: scarf, ...system });
    expect(product.stockCount).toBe(initialStock - paid.length);
    expect(stripe.refunds).toEqual([]);
    expect(paypal.refunds).toEqual([]);
  }, 600_000);
});
