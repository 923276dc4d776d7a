import type { Payload, TypedUser } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPayload } from '../testing/temp-payload';
import type { Actor } from './policy';
import { roles } from './roles';
import { systemTaskContext } from './system-task';

/**
 * The collections only arig's own server code writes (issue 16): no role creates in them through the
 * API, staff read the leads, and the system task that writes each one is the only way in.
 */
let payload: Payload;
let cleanup: () => Promise<void>;
const users = new Map<Actor, TypedUser | undefined>();
const actors: Actor[] = ['anonymous', ...roles];
const as = (actor: Actor) => ({ overrideAccess: false, user: users.get(actor) });
let seq = 0;

async function outcome(op: () => Promise<unknown>): Promise<'allowed' | 'denied'> {
  try {
    const result = await op();
    if (result === null) return 'denied';
    return 'allowed';
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status === 401 || status === 403 || status === 404) return 'denied';
    throw err;
  }
}

const full = { desktop: '100', tablet: '100', mobile: '100' };
let formId: number;

const makers = {
  'mail-outbox': () =>
    payload.create({
      collection: 'mail-outbox',
      data: {
        kind: 'notification',
        to: 'a@example.com',
        subject: 's',
        html: '<p>x</p>',
        text: 'x',
        messageId: `<${(seq += 1)}@x>`,
        dedupeKey: `k${seq}`,
        status: 'queued',
      },
      overrideAccess: false,
      context: systemTaskContext('outbox'),
    }),
  'form-submissions': () =>
    payload.create({
      collection: 'form-submissions',
      data: {
        form: formId,
        submissionData: [{ field: 'name', value: 'דנה' }],
        idempotencyKey: `i${(seq += 1)}`,
        status: 'unread',
      },
      overrideAccess: false,
      context: systemTaskContext('form-submission'),
    }),
  subscribers: () =>
    payload.create({
      collection: 'subscribers',
      data: {
        email: `s${(seq += 1)}@example.com`,
        status: 'pending',
        consent: { text: 'מאשר/ת', version: 1, at: new Date().toISOString() },
      },
      overrideAccess: false,
      context: systemTaskContext('newsletter'),
    }),
  orders: () =>
    payload.create({
      collection: 'orders',
      data: {
        number: 5000 + (seq += 1),
        status: 'on-hold',
        customer: { name: 'דנה', phone: '0501234567', email: 'dana@example.com' },
        shippingMethod: 'none',
        paymentMethod: 'bank-transfer',
        lines: [{ title: 'מדריך', unitPrice: 10, quantity: 1, lineTotal: 10 }],
        total: 10,
        attemptKey: `attempt-${seq}-abcdefghijklmnop`,
        accessTokenHash: 'a'.repeat(64),
      },
      overrideAccess: false,
      context: systemTaskContext('checkout'),
    }),
  'payment-attempts': () =>
    payload.create({
      collection: 'payment-attempts',
      data: {
        attemptKey: `pay-${(seq += 1)}-abcdefghijklmnopqrst`,
        provider: 'stripe',
        status: 'open',
        amount: 10,
        currency: 'ILS',
        snapshot: {},
      },
      overrideAccess: false,
      context: systemTaskContext('checkout'),
    }),
  'cancellation-requests': () =>
    payload.create({
      collection: 'cancellation-requests',
      data: { status: 'new', name: 'דנה', email: `c${(seq += 1)}@example.com` },
      overrideAccess: false,
      context: systemTaskContext('cancellation'),
    }),
} as const;

const readers: Record<keyof typeof makers, Actor[]> = {
  'mail-outbox': ['admin', 'editor'],
  'form-submissions': ['admin', 'editor'],
  subscribers: ['admin', 'editor'],
  orders: ['admin', 'shop_manager'],
  'payment-attempts': ['admin', 'shop_manager'],
  'cancellation-requests': ['admin', 'shop_manager'],
};
const deleters: Record<keyof typeof makers, Actor[]> = {
  'mail-outbox': ['admin'],
  'form-submissions': ['admin', 'editor'],
  subscribers: ['admin'],
  orders: ['admin'],
  'payment-attempts': ['admin'],
  'cancellation-requests': ['admin'],
};

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
  users.set('anonymous', undefined);
  for (const role of roles) {
    const doc = await payload.create({
      collection: 'users',
      data: { email: `${role}@arig.example`, password: 'secret-pass-1', name: role, roles: [role] },
      overrideAccess: true,
    });
    users.set(role, { ...doc, collection: 'users' } as TypedUser);
  }
  const form = await payload.create({
    collection: 'forms',
    data: {
      title: 'טופס',
      confirmationType: 'redirect',
      redirect: { type: 'custom', url: '/thanks/' },
      fields: [{ blockType: 'email', name: 'email', label: 'דוא"ל', required: true, width: full }],
      emails: [{ emailTo: 'owner@arig.example', subject: 'פנייה', message: '{{*}}' }],
    } as never,
    overrideAccess: true,
  });
  formId = form.id;
});

afterAll(async () => {
  await cleanup?.();
});

describe('collections only arig writes', () => {
  for (const [collection, make] of Object.entries(makers) as [keyof typeof makers, () => Promise<{ id: number }>][]) {
    for (const actor of actors) {
      it(`${collection} · ${actor}`, async () => {
        const doc = await make();
        const results = {
          read: await outcome(() =>
            payload.findByID({ collection, id: doc.id, depth: 0, disableErrors: true, ...as(actor) }),
          ),
          create: await outcome(() =>
            payload.create({ collection, data: {} as never, ...as(actor) } as Parameters<Payload['create']>[0]),
          ),
          delete: await outcome(() => payload.delete({ collection, id: doc.id, ...as(actor) })),
        };
        expect(results).toEqual({
          read: readers[collection].includes(actor) ? 'allowed' : 'denied',
          create: 'denied',
          delete: deleters[collection].includes(actor) ? 'allowed' : 'denied',
        });
      });
    }
  }

  it('lets no role rewrite a submission, only mark it read', async () => {
    const doc = await makers['form-submissions']();
    const editor = as('editor');
    const updated = await payload.update({
      collection: 'form-submissions',
      id: doc.id,
      data: {
        status: 'read',
        spam: true,
        submissionData: [{ field: 'name', value: 'זויף' }],
        visitorEmail: 'x@evil.example',
      },
      ...editor,
    });
    expect(updated.status).toBe('read');
    expect(updated.spam).toBe(false);
    expect(updated.submissionData?.[0]?.value).toBe('דנה');
  });

  it("shows a form's fields to visitors but never its mail addresses", async () => {
    const visitor = await payload.findByID({ collection: 'forms', id: formId, ...as('anonymous') });
    expect(visitor.fields).toHaveLength(1);
    expect(visitor.emails ?? []).toEqual([]);
    const editor = await payload.findByID({ collection: 'forms', id: formId, ...as('editor') });
    expect(editor.emails?.[0]?.emailTo).toBe('owner@arig.example');
  });

  it('keeps cookie-choice records and the tracking settings to admins (the site reads settings by its task)', async () => {
    const record = await payload.create({
      collection: 'consent-records',
      data: { consentId: 'a'.repeat(32), action: 'reject-all', analytics: false, marketing: false, version: 1 },
      overrideAccess: false,
      context: systemTaskContext('consent'),
    });
    const read = async (actor: Actor) =>
      outcome(() =>
        payload.findByID({ collection: 'consent-records', id: record.id, disableErrors: true, ...as(actor) }),
      );
    expect(await Promise.all(actors.map(read))).toEqual(actors.map((a) => (a === 'admin' ? 'allowed' : 'denied')));
    const write = async (actor: Actor) =>
      outcome(() =>
        payload.create({
          collection: 'consent-records',
          data: { consentId: 'b'.repeat(32), action: 'choose', version: 1 },
          ...as(actor),
        }),
      );
    expect(await Promise.all(actors.map(write))).toEqual(actors.map(() => 'denied'));
    const settings = async (actor: Actor) =>
      outcome(() => payload.findGlobal({ slug: 'tracking-settings', ...as(actor) }));
    expect(await Promise.all(actors.map(settings))).toEqual(actors.map((a) => (a === 'admin' ? 'allowed' : 'denied')));
    const bySite = await payload.findGlobal({
      slug: 'tracking-settings',
      overrideAccess: false,
      context: systemTaskContext('tracking'),
    });
    expect(bySite.consent_version).toBe(1);
  });
});
