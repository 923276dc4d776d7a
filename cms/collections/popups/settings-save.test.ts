import type { Payload, TypedUser } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEditor, startTempPayload } from '../../testing/temp-payload';

/** Popup settings are checked on every save, drafts included, with the editor's access. */
let payload: Payload;
let cleanup: () => Promise<void>;
let editor: TypedUser;
let popupId: number;

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
  editor = await createTestEditor(payload);
  const popup = await payload.create({
    collection: 'popups',
    data: {
      title: 'ניוזלטר',
      _status: 'published',
      placement: { show_on: 'all' },
      settings: { page_load: true, page_load_delay: 5 },
    },
    overrideAccess: true,
  });
  popupId = popup.id;
});

afterAll(async () => {
  await cleanup?.();
});

const asEditor = () => ({ overrideAccess: false, user: editor });

async function refusal(op: () => Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await op();
    return { status: 200, message: '' };
  } catch (err) {
    const e = err as { status?: number; message?: string };
    return { status: e.status ?? 500, message: e.message ?? '' };
  }
}

const hostile = {
  '(a+)+$': 'עלול להיתקע',
  '([a-z': 'אינו תקין',
  [`${'a'.repeat(301)}`]: 'מותרים עד 300',
};

describe('saving popup settings as an editor', () => {
  for (const draft of [true, false]) {
    for (const [pattern, reason] of Object.entries(hostile)) {
      it(`refuses the URL expression ${pattern.slice(0, 12)} (${draft ? 'draft' : 'publish'}) with a Hebrew reason`, async () => {
        const result = await refusal(() =>
          payload.update({
            collection: 'popups',
            id: popupId,
            data: { settings: { url: true, url_action: 'regex', url_url: pattern } },
            draft,
            ...asEditor(),
          }),
        );
        expect(result.status).toBe(400);
        expect(result.message).toContain(reason);
        const stored = await payload.findByID({ collection: 'popups', id: popupId, draft: true, overrideAccess: true });
        expect(stored.settings?.url).toBe(false);
      });
    }
  }

  it('refuses a switched-on trigger without its selector, and an end date before the start', async () => {
    const result = await refusal(() =>
      payload.update({
        collection: 'popups',
        id: popupId,
        data: {
          settings: {
            scrolling_to: true,
            scrolling_to_selector: '',
            schedule: true,
            schedule_start_date: '2026-12-01',
            schedule_end_date: '2026-11-01',
          },
        },
        ...asEditor(),
      }),
    );
    expect(result.status).toBe(400);
    expect(result.message).toContain('יש להזין בורר לרכיב');
    expect(result.message).toContain('תאריך הסיום לפני תאריך ההתחלה');
  });

  it('saves a safe expression and keeps the other settings', async () => {
    const saved = await payload.update({
      collection: 'popups',
      id: popupId,
      data: { settings: { url: true, url_action: 'regex', url_url: '^https://(www\\.)?google\\.' } },
      ...asEditor(),
    });
    expect(saved.settings).toMatchObject({ url: true, url_url: '^https://(www\\.)?google\\.', page_load_delay: 5 });
  });

  it('anonymous visitors read published popups only', async () => {
    const draft = await payload.create({
      collection: 'popups',
      data: { title: 'טיוטה' },
      draft: true,
      overrideAccess: true,
    });
    const { docs } = await payload.find({ collection: 'popups', overrideAccess: false, depth: 0 });
    expect(docs.map((d) => d.id)).toContain(popupId);
    expect(docs.map((d) => d.id)).not.toContain(draft.id);
  });
});
