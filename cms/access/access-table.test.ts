import type { Payload, TypedUser } from 'payload';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPayload } from '../testing/temp-payload';
import { canEnterStudio } from './can-enter-studio';
import { globalPolicy, policy, studioAccess, type Actor } from './policy';
import { roles } from './roles';

let payload: Payload;
let cleanup: () => Promise<void>;
const users = new Map<Actor, TypedUser | undefined>();
let victimId: number;
let pngCount = 0;

const actors: Actor[] = ['anonymous', ...roles];
const asActor = (actor: Actor) => ({ overrideAccess: false, user: users.get(actor) });
const system = { overrideAccess: true } as const;

async function png(): Promise<{ data: Buffer; mimetype: string; name: string; size: number }> {
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  pngCount += 1;
  return { data, mimetype: 'image/png', name: `test-${pngCount}.png`, size: data.length };
}

/** Allowed when the operation succeeds; denied when Payload refuses it (403) or cannot see the document (404). */
async function outcome(op: () => Promise<unknown>): Promise<'allowed' | 'denied'> {
  try {
    await op();
    return 'allowed';
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status === 403 || status === 404 || status === 401) return 'denied';
    throw err;
  }
}

const hasDrafts = (collection: string) =>
  [
    'pages',
    'posts',
    'popups',
    'projects',
    'reviews',
    'announcement-bars',
    'mega-panels',
    'theme-templates',
    'products',
  ].includes(collection);
const expected = (allowed: readonly Actor[], actor: Actor) => (allowed.includes(actor) ? 'allowed' : 'denied');

const contentData = {
  pages: (n: string) => ({ title: `עמוד ${n}`, slug: `page-${n}` }),
  posts: (n: string) => ({
    title: `מאמר ${n}`,
    slug: `post-${n}`,
    content: {
      root: {
        type: 'root',
        direction: 'rtl',
        format: '',
        indent: 0,
        version: 1,
        children: [
          {
            type: 'paragraph',
            direction: 'rtl',
            format: '',
            indent: 0,
            version: 1,
            textFormat: 0,
            children: [
              { type: 'text', text: 'גוף המאמר', format: 0, detail: 0, mode: 'normal', style: '', version: 1 },
            ],
          },
        ],
      },
    },
  }),
  categories: (n: string) => ({ title: `קטגוריה ${n}`, slug: `cat-${n}` }),
  tags: (n: string) => ({ title: `תגית ${n}`, slug: `tag-${n}` }),
  projects: (n: string) => ({ title: `פרויקט ${n}`, slug: `project-${n}`, field: 'טקסטיל טכני', year: 2025 }),
  popups: (n: string) => ({ title: `חלון ${n}` }),
  'mega-panels': (n: string) => ({ title: `פאנל ${n}` }),
  'theme-templates': (n: string) => ({ title: `תבנית ${n}`, kind: 'single-post' }),
  'announcement-bars': (n: string) => ({ title: `פס ${n}`, text: 'הודעה' }),
  reviews: (n: string) => ({ author: `ממליץ ${n}`, text: 'שירות מצוין', rating: 5 }),
  products: (n: string) => ({ title: `מוצר ${n}`, slug: `product-${n}`, price: 49.9 }),
  'product-categories': (n: string) => ({ title: `קטגוריית מוצרים ${n}`, slug: `pcat-${n}` }),
  'product-tags': (n: string) => ({ title: `תגית מוצרים ${n}`, slug: `ptag-${n}` }),
  coupons: (n: string) => ({ code: `C-${n}`.toUpperCase().replace(/[^A-Z0-9_-]/g, '-'), kind: 'percent', amount: 10 }),
} as const;

let seq = 0;
const unique = () => `${Date.now().toString(36)}-${(seq += 1)}`;

async function createAsSystem(collection: keyof typeof policy, status?: 'draft' | 'published') {
  if (collection === 'media')
    return payload.create({ collection, data: { alt: 'בדיקה' }, file: await png(), ...system });
  if (collection === 'users') {
    const n = unique();
    return payload.create({
      collection,
      data: { email: `u-${n}@arig.example`, password: 'secret-pass-1', name: 'בדיקה', roles: ['customer'] },
      ...system,
    });
  }
  const data = { ...contentData[collection](unique()), ...(status ? { _status: status } : {}) };
  return payload.create({ collection, data, draft: status === 'draft', ...system } as Parameters<Payload['create']>[0]);
}

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
  users.set('anonymous', undefined);
  for (const role of roles) {
    const doc = await payload.create({
      collection: 'users',
      data: { email: `${role}@arig.example`, password: 'secret-pass-1', name: role, roles: [role] },
      ...system,
    });
    users.set(role, { ...doc, collection: 'users' } as TypedUser);
  }
  victimId = (await createAsSystem('users')).id as number;
});

afterAll(async () => {
  await cleanup?.();
});

describe('access table: collections × roles × operations (access checks on)', () => {
  for (const [collection, rules] of Object.entries(policy) as [
    keyof typeof policy,
    (typeof policy)[keyof typeof policy],
  ][]) {
    for (const actor of actors) {
      it(`${collection} · ${actor}`, async () => {
        const results: Record<string, string> = {};
        const want: Record<string, string> = {};

        const target =
          collection === 'users'
            ? { id: victimId }
            : await createAsSystem(collection, hasDrafts(collection) ? 'published' : undefined);
        results.read = await outcome(async () => {
          const found = await payload.findByID({ collection, id: target.id, depth: 0, ...asActor(actor) });
          if (!found) throw Object.assign(new Error('not visible'), { status: 404 });
        });
        want.read = expected(rules.read, actor);

        if ('readDraft' in rules) {
          const draft = await createAsSystem(collection, 'draft');
          results.readDraft = await outcome(async () => {
            const r = await payload.find({
              collection,
              where: { id: { equals: draft.id } },
              draft: true,
              depth: 0,
              ...asActor(actor),
            });
            if (r.docs.length === 0) throw Object.assign(new Error('not visible'), { status: 404 });
          });
          want.readDraft = expected(rules.readDraft, actor);
        }

        results.create = await outcome(async () => {
          if (collection === 'media')
            return payload.create({ collection, data: { alt: 'בדיקה' }, file: await png(), ...asActor(actor) });
          if (collection === 'users') {
            return payload.create({
              collection,
              data: {
                email: `new-${unique()}@arig.example`,
                password: 'secret-pass-1',
                name: 'חדש',
                roles: ['customer'],
              },
              ...asActor(actor),
            });
          }
          return payload.create({
            collection,
            data: contentData[collection](unique()),
            ...asActor(actor),
          } as Parameters<Payload['create']>[0]);
        });
        want.create = expected(rules.create, actor);

        const editable =
          collection === 'users'
            ? { id: victimId }
            : await createAsSystem(collection, hasDrafts(collection) ? 'published' : undefined);
        results.update = await outcome(() =>
          payload.update({
            collection,
            id: editable.id,
            data:
              collection === 'media'
                ? { alt: 'עודכן' }
                : collection === 'users'
                  ? { name: 'עודכן' }
                  : { title: 'עודכן' },
            ...asActor(actor),
          } as Parameters<Payload['update']>[0]),
        );
        want.update = expected(rules.update, actor);

        const doomed = await createAsSystem(collection, hasDrafts(collection) ? 'published' : undefined);
        results.delete = await outcome(() => payload.delete({ collection, id: doomed.id, ...asActor(actor) }));
        want.delete = expected(rules.delete, actor);

        expect(results).toEqual(want);
      });
    }
  }
});

describe('access table: globals', () => {
  for (const [slug, rules] of Object.entries(globalPolicy) as [
    keyof typeof globalPolicy,
    { read: Actor[]; update: Actor[] },
  ][]) {
    for (const actor of actors) {
      it(`${slug} · ${actor}`, async () => {
        const read = await outcome(() => payload.findGlobal({ slug, ...asActor(actor) }));
        const data =
          slug === 'site-settings'
            ? { businessName: 'אריג' }
            : slug === 'navigation'
              ? { header: [] }
              : slug === 'accessibility-widget'
                ? { enabled: true }
                : slug === 'shop-settings'
                  ? { deliveryTime: 'עד 3 ימי עסקים' }
                  : {
                      coordinator: { name: 'רכזת', phone: '03-5550123', email: 'a11y@arig.example' },
                      lastUpdated: '2026-11-01T00:00:00.000Z',
                      conformanceLevel: 'AA' as const,
                    };
        const update = await outcome(() =>
          payload.updateGlobal({ slug, data, ...asActor(actor) } as Parameters<Payload['updateGlobal']>[0]),
        );
        expect({ read, update }).toEqual({ read: expected(rules.read, actor), update: expected(rules.update, actor) });
      });
    }
  }
});

describe('own account', () => {
  for (const role of roles) {
    it(`${role} reads and renames their own account but cannot change their roles`, async () => {
      const me = users.get(role)!;
      const read = await payload.findByID({ collection: 'users', id: me.id, ...asActor(role) });
      expect(read.email).toBe(`${role}@arig.example`);
      const updated = await payload.update({
        collection: 'users',
        id: me.id,
        data: { name: `${role} (עודכן)`, roles: ['admin'] },
        ...asActor(role),
      });
      expect(updated.name).toBe(`${role} (עודכן)`);
      expect(updated.roles).toEqual(role === 'admin' ? ['admin'] : [role]);
    });
  }

  it('only staff roles enter the studio', () => {
    for (const actor of actors) {
      const req = { user: users.get(actor) ?? null } as Parameters<typeof canEnterStudio>[0]['req'];
      expect([actor, canEnterStudio({ req })]).toEqual([actor, studioAccess.includes(actor)]);
    }
  });
});
