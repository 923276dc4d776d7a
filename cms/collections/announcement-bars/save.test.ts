import type { Payload, TypedUser } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEditor, startTempPayload } from '../../testing/temp-payload';

/** An announcement bar is checked on save, as the editor who saves it: readable colours, a safe link. */
let payload: Payload;
let cleanup: () => Promise<void>;
let editor: TypedUser;

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
  editor = await createTestEditor(payload);
});

afterAll(async () => {
  await cleanup?.();
});

const save = (data: Record<string, unknown>) =>
  payload.create({
    collection: 'announcement-bars',
    data: { title: 'מבצע', text: 'הנחה לנרשמים מוקדם', ...data },
    overrideAccess: false,
    user: editor,
  } as Parameters<Payload['create']>[0]);

async function refusal(data: Record<string, unknown>): Promise<{ status: number; message: string }> {
  try {
    await save(data);
    return { status: 200, message: '' };
  } catch (err) {
    // Payload names the fields in the message and gives each field's reason in data.errors.
    const e = err as { status?: number; message?: string; data?: { errors?: { message: string }[] } };
    const reasons = (e.data?.errors ?? []).map((r) => r.message);
    return { status: e.status ?? 500, message: [e.message ?? '', ...reasons].join(' | ') };
  }
}

describe('saving an announcement bar', () => {
  it('keeps a bar with readable colours and a site link, defaults filled', async () => {
    const bar = await save({
      buttonLabel: 'לפרטים',
      buttonLink: '/contact/',
      background: '#1f1f1f',
      foreground: '#ffd166',
    });
    expect(bar).toMatchObject({ position: 'top', dismissible: true, dismissDays: 7, buttonLink: '/contact/' });
  });

  it('refuses text the visitor could not read on its background, saying the ratio in Hebrew', async () => {
    const result = await refusal({ background: '#f4c542', foreground: '#ffffff' });
    expect(result.status).toBe(400);
    expect(result.message).toContain('הניגודיות');
    expect(
      await payload.count({ collection: 'announcement-bars', where: { background: { equals: '#f4c542' } } }),
    ).toEqual({
      totalDocs: 0,
    });
  });

  it('refuses a script link and a colour that is not #RRGGBB', async () => {
    expect((await refusal({ buttonLink: 'javascript:alert(1)' })).message).toContain('קישור הכפתור');
    expect((await refusal({ background: 'red' })).status).toBe(400);
  });
});
