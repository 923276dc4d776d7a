import type { Payload, TypedUser } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEditor, startTempPayload } from '../../testing/temp-payload';

/** The builder saves through Payload with the editor's access: drafts and publishes are both validated. */
let payload: Payload;
let cleanup: () => Promise<void>;
let editor: TypedUser;
let pageId: number;

const layout = (link: string) => ({
  version: 1,
  root: { props: { title: 'בדיקה' } },
  content: [{ type: 'heading', props: { id: 'h1', text: 'כותרת הבדיקה', link } }],
});

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
  editor = await createTestEditor(payload);
  const page = await payload.create({
    collection: 'pages',
    data: { title: 'בדיקה', slug: 'layout-save', _status: 'published', layout: layout('/about/') },
    overrideAccess: true,
  });
  pageId = page.id;
});

afterAll(async () => {
  await cleanup?.();
});

const asEditor = () => ({ overrideAccess: false, user: editor });

async function statusOf(op: () => Promise<unknown>): Promise<number> {
  try {
    await op();
    return 200;
  } catch (err) {
    return (err as { status?: number }).status ?? 500;
  }
}

describe('saving a builder layout as an editor', () => {
  for (const draft of [true, false]) {
    it(`refuses a javascript: link (${draft ? 'draft' : 'publish'}) with 400 and leaves the page as it was`, async () => {
      const status = await statusOf(() =>
        payload.update({
          collection: 'pages',
          id: pageId,
          data: { layout: layout('javascript:alert(1)'), ...(draft ? {} : { _status: 'published' as const }) },
          draft,
          ...asEditor(),
        }),
      );
      expect(status).toBe(400);
      const latest = await payload.findByID({ collection: 'pages', id: pageId, draft: true, ...asEditor() });
      expect(JSON.stringify(latest.layout)).toContain('/about/');
      expect(JSON.stringify(latest.layout)).not.toContain('javascript:');
    });
  }

  it('stores a valid draft normalised without touching the published page', async () => {
    await payload.update({
      collection: 'pages',
      id: pageId,
      data: { layout: layout('/contact/') },
      draft: true,
      ...asEditor(),
    });
    const latest = await payload.findByID({ collection: 'pages', id: pageId, draft: true, ...asEditor() });
    expect(JSON.stringify(latest.layout)).toContain('/contact/');
    expect((latest.layout as { content: { props: Record<string, unknown> }[] }).content[0]!.props.tag).toBe('h2');
    const published = await payload.findByID({ collection: 'pages', id: pageId, overrideAccess: false });
    expect(JSON.stringify(published.layout)).toContain('/about/');
  });
});
