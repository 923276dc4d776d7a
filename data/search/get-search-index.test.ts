import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPayload } from '../../cms/testing/temp-payload';
import { toLexical } from '../../cms/seed/lexical';

let payload: Payload;
let cleanup: () => Promise<void>;
const system = { overrideAccess: true } as const;
const body = (text: string) =>
  toLexical([
    { type: 'h2', text: 'כותרת ביניים' },
    { type: 'p', text },
  ]);

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
});

afterAll(async () => {
  await cleanup?.();
});

async function found(query: string): Promise<string[]> {
  const { getSearchIndex } = await import('./get-search-index');
  return (await getSearchIndex()).search(query).hits.map((h) => h.doc.url);
}

describe('the site search reads what a visitor may read', () => {
  it('finds a published article by its body, a page by its builder layout', async () => {
    await payload.create({
      collection: 'posts',
      data: { title: 'מאמר גלוי', slug: 'visible', content: body('אריגת ג׳קארד'), _status: 'published' },
      ...system,
    });
    await payload.create({
      collection: 'pages',
      data: {
        title: 'עמוד בונה',
        slug: 'built',
        _status: 'published',
        layout: {
          version: 1,
          root: { props: {} },
          content: [{ type: 'heading', props: { id: 'h1', text: 'רקמה ממוחשבת' } }],
        },
      },
      ...system,
    });
    expect(await found('ג׳קארד')).toEqual(['/visible/']);
    expect(await found('רקמה')).toEqual(['/built/']);
  });

  it('never finds a draft, nor the unpublished changes of a published article', async () => {
    await payload.create({
      collection: 'posts',
      data: { title: 'טיוטה סודית', slug: 'secret', content: body('פרויקט חשאי'), _status: 'draft' },
      draft: true,
      ...system,
    });
    const live = await payload.create({
      collection: 'posts',
      data: { title: 'מאמר חי', slug: 'live', content: body('נוסח מפורסם'), _status: 'published' },
      ...system,
    });
    await payload.update({
      collection: 'posts',
      id: live.id,
      data: { content: body('נוסח טיוטה חדש') },
      draft: true,
      ...system,
    });
    expect(await found('חשאי')).toEqual([]);
    expect(await found('סודית')).toEqual([]);
    expect(await found('מפורסם')).toEqual(['/live/']);
    expect(await found('טיוטה')).toEqual([]);
  });

  it('keeps a page hidden from search engines out of the site search', async () => {
    await payload.create({
      collection: 'pages',
      data: { title: 'תודה על פנייתך', slug: 'thanks', _status: 'published', seo: { noindex: true } },
      ...system,
    });
    expect(await found('פנייתך')).toEqual([]);
  });

  it('sees a change on the next search after it is published', async () => {
    expect(await found('שטיחים')).toEqual([]);
    await payload.create({
      collection: 'posts',
      data: { title: 'שטיחים', slug: 'carpets', content: body('ערימה'), _status: 'published' },
      ...system,
    });
    expect(await found('שטיחים')).toEqual(['/carpets/']);
  });
});
