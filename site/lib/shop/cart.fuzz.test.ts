import fc from 'fast-check';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPayload } from '../../../cms/testing/temp-payload';

/**
 * The cart's three doors against 10,000 generated requests (issue 18): ?add-to-cart= links, the JSON
 * endpoint and the cart page's form, with made-up ids, quantities, variants, secrets and bodies. None
 * throws or answers 5xx; another visitor's cart is never read or changed without its secret.
 */
let payload: Payload;
let cleanup: () => Promise<void>;
let mod: {
  link: typeof import('./add-to-cart').answerAddToCartLink;
  api: typeof import('./cart-api').cartAdd;
  page: typeof import('./cart-post').answerCartPost;
  store: typeof import('../../../data/shop/cart-store');
};
let victim = '';
let productIds: number[] = [];
let variantId = '';

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
  const base = { kind: 'physical', _status: 'published' } as const;
  const system = { overrideAccess: true } as const;
  const simple = await payload.create({
    collection: 'products',
    data: { ...base, title: 'מדריך', slug: 'g', price: 10, stockMode: 'count', stockCount: 3 },
    ...system,
  });
  const kit = await payload.create({
    collection: 'products',
    data: {
      ...base,
      title: 'ערכה',
      slug: 'k',
      price: 20,
      stockMode: 'unlimited',
      attributes: [{ name: 'צבע', values: 'א, ב' }],
      variants: [
        { option1: 'א', stockMode: 'count', stockCount: 2 },
        { option1: 'ב', stockMode: 'out' },
      ],
    },
    ...system,
  });
  productIds = [simple.id, kit.id];
  variantId = kit.variants?.[0]?.id as string;
  mod = {
    link: (await import('./add-to-cart')).answerAddToCartLink,
    api: (await import('./cart-api')).cartAdd,
    page: (await import('./cart-post')).answerCartPost,
    store: await import('../../../data/shop/cart-store'),
  };
  const created = await mod.store.changeCart(null, { kind: 'add', product: simple.id, variant: null, quantity: 2 });
  victim = created.secret as string;
}, 120_000);

afterAll(async () => {
  await cleanup?.();
});

const nasty = fc.constantFrom(
  '',
  '0',
  '-1',
  '1e3',
  '1.5',
  'NaN',
  '__proto__',
  '<script>',
  'x'.repeat(3000),
  '\u202e',
  '%00',
);
const ids = () =>
  fc.oneof(fc.constantFrom(...productIds.map(String)), fc.integer({ min: -5, max: 20 }).map(String), nasty);
const quantities = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 4 }).map(String), weight: 4 },
  { arbitrary: fc.integer({ min: -2, max: 1200 }).map(String), weight: 1 },
  { arbitrary: nasty, weight: 1 },
);
const variants = () => fc.oneof(fc.constant(variantId), fc.string({ maxLength: 45 }), nasty);
// Cookie values: none, garbage, or well-formed secrets of carts that are not the victim's.
const secrets = fc.oneof(
  fc.constant(null),
  nasty,
  fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
  fc.string({ maxLength: 60 }),
);

const requests = () =>
  fc.oneof(
    fc
      .tuple(ids(), fc.option(quantities), fc.option(variants()), fc.string({ maxLength: 10 }))
      .map(([id, q, v, extra]) => {
        const query = new URLSearchParams({
          'add-to-cart': id,
          ...(q === null ? {} : { quantity: q }),
          ...(v === null ? {} : { variation_id: v }),
        });
        return {
          door: 'link' as const,
          url: `http://localhost/shop/?${query}&${encodeURIComponent(extra)}=1`,
          body: null,
        };
      }),
    fc
      .oneof(
        fc
          .record({
            product: fc.oneof(
              { arbitrary: fc.constantFrom(...productIds), weight: 4 },
              { arbitrary: fc.oneof(fc.integer(), fc.double(), fc.string()), weight: 1 },
            ),
            quantity: fc.option(
              fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: -3, max: 1200 }), fc.string()),
              {
                nil: undefined,
              },
            ),
            variant: fc.option(variants()),
          })
          .map((b) => JSON.stringify(b)),
        fc.constantFrom('{', '[]', 'null', '{"__proto__":{"polluted":1}}', '{"product":1,"x":1}'),
        fc.string({ maxLength: 100 }),
      )
      .map((body) => ({ door: 'api' as const, url: 'http://localhost/wp-json/arig/v1/cart', body })),
    fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom('remove', 'undo', `qty:${productIds[0]}`, `qty:${productIds[1]}:${variantId}`),
            fc.string({ maxLength: 20 }),
          ),
          fc.oneof(quantities, ids()),
        ),
        { maxLength: 6 },
      )
      .map((entries) => ({
        door: 'page' as const,
        url: 'http://localhost/cart/',
        body: entries.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'),
      })),
  );

describe('the cart under fuzzing', () => {
  it('answers 10,000 generated requests without a throw or a 5xx, and keeps every cart its owner’s', async () => {
    const statuses = new Map<number, number>();
    const before = await mod.store.readCart(victim);
    await fc.assert(
      fc.asyncProperty(requests(), secrets, async ({ door, url, body }, secret) => {
        const headers = new Headers({ origin: 'http://localhost:3000' });
        // A header carries bytes: what a browser could send is printable ASCII.
        if (secret !== null) headers.set('cookie', `arig_cart=${secret.replace(/[^\x20-\x7e]/g, '?')}`);
        if (door === 'api') headers.set('content-type', 'application/json');
        if (door === 'page') headers.set('content-type', 'application/x-www-form-urlencoded');
        const request = new Request(url, { method: door === 'link' ? 'GET' : 'POST', headers, body });
        const response =
          door === 'link'
            ? await mod.link(request, new URL(url))
            : door === 'api'
              ? await mod.api(request)
              : await mod.page(request);
        const status = response?.status ?? 0;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        expect(status, `${door} ${url}`).toBeGreaterThanOrEqual(200);
        expect(status, `${door} ${url}`).toBeLessThan(500);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 10_000 },
    );
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(await mod.store.readCart(victim)).toEqual(before);
    // The corpus reaches success and every kind of refusal.
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 303, 400, 404, 409]));
    // No cart holds more than its product's stock, whatever was asked.
    const carts = await payload.find({ collection: 'carts', overrideAccess: true, pagination: false, depth: 0 });
    for (const cart of carts.docs) {
      for (const line of cart.lines ?? []) {
        const cap = line.product === productIds[0] ? 3 : 2;
        expect(line.quantity).toBeLessThanOrEqual(cap);
      }
    }
  }, 600_000);
});
