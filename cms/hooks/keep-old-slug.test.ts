import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPayload } from '../testing/temp-payload';

let payload: Payload;
let cleanup: () => Promise<void>;
const system = { overrideAccess: true } as const;

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
});

afterAll(async () => {
  await cleanup?.();
});

const redirectsFrom = async (from: string) =>
  (await payload.find({ collection: 'redirects', where: { from: { equals: from } }, depth: 0, ...system })).docs;
const targetOf = (doc: { to: { relationTo: string; value: unknown } }) => [doc.to.relationTo, doc.to.value];

describe('a renamed page keeps its old address (redirects)', () => {
  it('keeps the old slug of a published page pointing at the page, through a second rename', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'שירותים', slug: 'services-old', _status: 'published' },
      ...system,
    });
    await payload.update({ collection: 'pages', id: page.id, data: { slug: 'services-new' }, ...system });
    await payload.update({ collection: 'pages', id: page.id, data: { slug: 'services' }, ...system });
    const [first] = await redirectsFrom('services-old');
    const [second] = await redirectsFrom('services-new');
    expect(targetOf(first!)).toEqual(['pages', page.id]);
    expect(targetOf(second!)).toEqual(['pages', page.id]);
  });

  it('lets a new document take an old slug (the live document wins)', async () => {
    const category = await payload.create({
      collection: 'categories',
      data: { title: 'בדים', slug: 'fabrics-old' },
      ...system,
    });
    await payload.update({ collection: 'categories', id: category.id, data: { slug: 'fabrics' }, ...system });
    expect((await redirectsFrom('fabrics-old')).map(targetOf)).toEqual([['categories', category.id]]);
    await payload.create({ collection: 'pages', data: { title: 'חדש', slug: 'fabrics-old' }, ...system });
    expect(await redirectsFrom('fabrics-old')).toHaveLength(0);
  });

  it('keeps nothing for a draft that was never public, and refuses visitors who would add one', async () => {
    const draft = await payload.create({
      collection: 'pages',
      data: { title: 'טיוטה', slug: 'draft-old', _status: 'draft' },
      draft: true,
      ...system,
    });
    await payload.update({ collection: 'pages', id: draft.id, data: { slug: 'draft-new' }, draft: true, ...system });
    expect(await redirectsFrom('draft-old')).toHaveLength(0);
    await expect(
      payload.create({
        collection: 'redirects',
        data: { from: 'anything', to: { relationTo: 'pages', value: draft.id } },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 });
  });
});
