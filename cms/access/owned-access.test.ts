import type { Payload, TypedUser } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPayload } from '../testing/temp-payload';
import { ownedPolicy, type OwnedActor, type OwnedOperation } from './policy';
import { systemTaskContext } from './system-task';

/**
 * Issue 19's access matrix: a customer's orders, saved address, cart and payments, for a visitor, the
 * customer, another customer and each staff role, cell by cell against docs/access-policy.md.
 */
let payload: Payload;
let cleanup: () => Promise<void>;
const actors = new Map<OwnedActor, TypedUser | undefined>();
const system = { overrideAccess: true } as const;
let seq = 0;
const ownedActors: OwnedActor[] = [
  'anonymous',
  'customer (own)',
  'customer (other)',
  'shop_manager',
  'editor',
  'admin',
];

async function user(name: string, role: 'customer' | 'shop_manager' | 'editor' | 'admin') {
  const doc = await payload.create({
    collection: 'users',
    data: { email: `${name}@arig.example`, password: 'secret-pass-1', name, roles: [role] },
    ...system,
  });
  return { ...doc, collection: 'users' } as TypedUser;
}

/** One fresh document of each kind belonging to the customer, made the way arig's own code makes it. */
const owned = {
  orders: async () =>
    payload.create({
      collection: 'orders',
      data: {
        number: 7000 + (seq += 1),
        status: 'on-hold',
        customer: { name: 'דנה', phone: '0501234567', email: 'dana@example.com' },
        account: actors.get('customer (own)')!.id as number,
        shippingMethod: 'none',
        paymentMethod: 'bank-transfer',
        lines: [{ title: 'מדריך', unitPrice: 10, quantity: 1, lineTotal: 10 }],
        total: 10,
        attemptKey: `owned-${seq}-abcdefghijklmnop`,
        accessTokenHash: 'b'.repeat(64),
      },
      overrideAccess: false,
      context: systemTaskContext('checkout'),
    }),
  addresses: async () => ({ id: actors.get('customer (own)')!.id as number }),
  carts: async () =>
    payload.create({
      collection: 'carts',
      data: {
        secretHash: String(seq++).padStart(64, 'c'),
        customer: actors.get('customer (own)')!.id as number,
        lines: [],
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
      ...system,
    }),
  transactions: async () =>
    payload.create({
      collection: 'payment-attempts',
      data: {
        attemptKey: `owned-pay-${(seq += 1)}-abcdefghijklmnop`,
        provider: 'stripe',
        status: 'open',
        amount: 10,
        currency: 'ILS',
        snapshot: {},
      },
      overrideAccess: false,
      context: systemTaskContext('checkout'),
    }),
} satisfies Record<keyof typeof ownedPolicy, () => Promise<{ id: number }>>;

const slugOf = {
  orders: 'orders',
  addresses: 'users',
  carts: 'carts',
  transactions: 'payment-attempts',
} as const;

const changes = {
  orders: { staffNote: 'נבדק' },
  addresses: { address: { city: 'עכו', street: 'הים', house: '1' } },
  carts: { lines: [] },
  transactions: { status: 'failed' },
} as const;

async function outcome(op: () => Promise<unknown>): Promise<'allowed' | 'denied'> {
  try {
    const found = await op();
    return found === null ? 'denied' : 'allowed';
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status === 403 || status === 404 || status === 401) return 'denied';
    throw err;
  }
}

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
  actors.set('anonymous', undefined);
  // The first account of an install becomes admin (cms/collections/users/hooks/first-user-is-admin.ts).
  const admin = await user('admin', 'admin');
  actors.set('customer (own)', await user('own', 'customer'));
  actors.set('customer (other)', await user('other', 'customer'));
  actors.set('shop_manager', await user('manager', 'shop_manager'));
  actors.set('editor', await user('editor', 'editor'));
  actors.set('admin', admin);
}, 120_000);

afterAll(async () => {
  await cleanup?.();
});

describe("a customer's things: actors × operations (access checks on)", () => {
  for (const [thing, rules] of Object.entries(ownedPolicy) as [
    keyof typeof ownedPolicy,
    Record<OwnedOperation, OwnedActor[]>,
  ][]) {
    for (const actor of ownedActors) {
      it(`${thing} · ${actor}`, async () => {
        const as = { overrideAccess: false, user: actors.get(actor), depth: 0 } as const;
        const collection = slugOf[thing];
        const results: Record<OwnedOperation, string> = {
          read: await outcome(async () =>
            payload.findByID({ collection, id: (await owned[thing]()).id, disableErrors: true, ...as }),
          ),
          update: await outcome(async () =>
            payload.update({ collection, id: (await owned[thing]()).id, data: changes[thing], ...as } as Parameters<
              Payload['update']
            >[0]),
          ),
          delete:
            thing === 'addresses'
              ? await outcome(async () => {
                  const victim = await user(`victim-${(seq += 1)}`, 'customer');
                  return payload.delete({ collection: 'users', id: victim.id, ...as });
                })
              : await outcome(async () => payload.delete({ collection, id: (await owned[thing]()).id, ...as })),
        };
        const want = Object.fromEntries(
          (['read', 'update', 'delete'] as const).map((op) => [op, rules[op].includes(actor) ? 'allowed' : 'denied']),
        );
        expect(results).toEqual(want);
      });
    }
  }
});
