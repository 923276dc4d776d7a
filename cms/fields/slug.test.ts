import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCache } from '../../data/cache/page-cache';
import { startTempPayload } from '../testing/temp-payload';
import { validateSlug } from './slug';

let payload: Payload;
let cleanup: () => Promise<void>;
const system = { overrideAccess: true } as const;

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
});

afterAll(async () => {
  await cleanup?.();
});

const errorOf = async (op: () => Promise<unknown>): Promise<string> => {
  try {
    await op();
    return 'no error';
  } catch (err) {
    return JSON.stringify((err as { data?: unknown }).data ?? (err as Error).message);
  }
};

describe('slugs share one URL space across pages, posts and categories', () => {
  it('fills the slug from a Hebrew title', async () => {
    const page = await payload.create({ collection: 'pages', data: { title: 'שירותי ייעוץ' } as never, ...system });
    expect(page.slug).toBe('שירותי-ייעוץ');
  });

  it('refuses a slug another collection already uses', async () => {
    const holder = await payload.create({
      collection: 'categories',
      data: { title: 'בדים', slug: 'fabrics' },
      ...system,
    });
    const message = await errorOf(() =>
      payload.create({ collection: 'pages', data: { title: 'בדים', slug: 'fabrics' }, ...system }),
    );
    expect(message).toContain('כבר בשימוש בקטגוריה ‹בדים›');
    // It ends with where to change it (the studio shows it as a link).
    expect(message).toContain(`שנו את המזהה שם: /admin/collections/categories/${holder.id}"`);
  });

  it('refuses reserved and malformed slugs with a Hebrew message', async () => {
    expect(
      await errorOf(() =>
        payload.create({ collection: 'pages', data: { title: 'x', slug: 'accessibility-statement' }, ...system }),
      ),
    ).toContain('שמור');
    expect(
      await errorOf(() => payload.create({ collection: 'pages', data: { title: 'x', slug: 'wp-json' }, ...system })),
    ).toContain('שמור');
    expect(
      await errorOf(() => payload.create({ collection: 'pages', data: { title: 'x', slug: '!!!' }, ...system })),
    ).toContain('יכול להכיל רק');
    expect(
      await errorOf(() => payload.create({ collection: 'pages', data: { title: '', slug: '' } as never, ...system })),
    ).toContain('מלאו כותרת');
  });

  it('does not report an empty slug as missing while the form has a title (the save fills it)', async () => {
    const options = (data: object) => ({ data, req: { payload }, collectionSlug: 'pages' }) as never;
    expect(await validateSlug('', options({ title: 'שירותי ייעוץ' }))).toBe(true);
    expect(await validateSlug('', options({ title: '' }))).toContain('מלאו כותרת');
  });

  it('normalises a typed slug instead of storing it as typed', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'x', slug: 'Yarn  Count--Systems' },
      ...system,
    });
    expect(page.slug).toBe('yarn-count-systems');
  });

  it('names a duplicate as a copy, with a slug of its own each time', async () => {
    const page = await payload.create({ collection: 'pages', data: { title: 'מחירון', slug: 'prices' }, ...system });
    const first = await payload.duplicate({ collection: 'pages', id: page.id, ...system });
    const second = await payload.duplicate({ collection: 'pages', id: page.id, ...system });
    expect([first.title, first.slug]).toEqual(['מחירון (עותק)', 'prices-עותק']);
    expect(second.slug).toBe('prices-עותק-2');
  });

  it('lets a document keep its own slug when it is saved again', async () => {
    const page = await payload.create({ collection: 'pages', data: { title: 'אודות', slug: 'about' }, ...system });
    const updated = await payload.update({ collection: 'pages', id: page.id, data: { title: 'אודותינו' }, ...system });
    expect(updated.slug).toBe('about');
  });
});

describe('categories nest two levels at most', () => {
  it('accepts a child of a top-level category and refuses a grandchild', async () => {
    const top = await payload.create({
      collection: 'categories',
      data: { title: 'מאמרים', slug: 'articles' },
      ...system,
    });
    const child = await payload.create({
      collection: 'categories',
      data: { title: 'חוטים', slug: 'yarns', parent: top.id },
      ...system,
    });
    expect(
      await errorOf(() =>
        payload.create({
          collection: 'categories',
          data: { title: 'כותנה', slug: 'cotton', parent: child.id },
          ...system,
        }),
      ),
    ).toContain('שתי רמות');
  });
});

describe('publishing purges the rendered-page cache', () => {
  it('bumps the cache generation when a post is published, and not while seeding', async () => {
    const before = pageCache.generation();
    await payload.create({
      collection: 'categories',
      data: { title: 'שקט', slug: 'quiet' },
      ...system,
      context: { skipPurge: true },
    });
    expect(pageCache.generation()).toBe(before);
    await payload.create({ collection: 'categories', data: { title: 'רועש', slug: 'loud' }, ...system });
    expect(pageCache.generation()).toBe(before + 1);
  });
});
