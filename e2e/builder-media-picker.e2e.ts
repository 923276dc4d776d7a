import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../cms/seed/users';
import { axeTags, newContext } from './harness';
import { useSiteUnderTest } from './site-under-test';
import { signIn } from './sign-in';

/**
 * The builder's media-library field: an editor chooses an image from the library in a dialog (search by
 * alt text, keyboard, Escape), the preview shows it at once, leaving unsaved asks first, a draft save
 * stores its id; a failed list says so and can be retried; removing it empties the field.
 */
const site = useSiteUnderTest();
const stamp = Date.now().toString(36);
let token = '';
let pageId = 0;
let herringboneId = '';
let ctx: BrowserContext;
let blocked: string[] = [];
let page: Page;
const errors: string[] = [];
/** Browser dialogs (alert, beforeunload…) seen on the page; each is dismissed. */
const dialogs: string[] = [];

interface LayoutNode {
  type: string;
  props: Record<string, unknown>;
}

async function api(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${site.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function previewFrame(): Promise<Frame> {
  const handle = await page.waitForSelector('iframe#preview-frame', { timeout: 30_000 });
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('the preview iframe has no frame');
  await frame.waitForSelector('[data-puck-dropzone]', { timeout: 30_000 });
  return frame;
}

const field = () => page.locator('.arig-media:visible').first();
const dialog = () => page.getByRole('dialog', { name: 'בחירת תמונה מספריית המדיה' });
const status = () => dialog().getByRole('status').textContent();
/** Words only the standards-map picture's alt text has. */
const search = 'herringbone לילך';
const libraryList = (url: URL) => url.pathname === '/api/media';
const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');

beforeAll(async () => {
  token = await signIn(site.url, demoUsers.editor);
  const media = (await (
    await api('GET', `/api/media?where[alt][like]=${encodeURIComponent(search)}&depth=0`)
  ).json()) as {
    docs: { id: number }[];
  };
  expect(media.docs).toHaveLength(1);
  herringboneId = String(media.docs[0]!.id);
  const created = await api('POST', '/api/pages', {
    title: `בחירת תמונה ${stamp}`,
    slug: `media-picker-${stamp}`,
    _status: 'draft',
    layout: {
      version: 1,
      root: { props: { title: `בחירת תמונה ${stamp}` } },
      content: [{ type: 'image', props: { id: 'picked-image', media_id: '' } }],
    },
  });
  expect(created.status).toBe(201);
  pageId = ((await created.json()) as { doc: { id: number } }).doc.id;

  ({ context: ctx, blocked } = await newContext(site.browser, site.url, { viewport: { width: 1400, height: 900 } }));
  await ctx.addCookies([{ name: 'payload-token', value: token, url: site.url }]);
  page = await ctx.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss();
  });
  await page.goto(`/admin/builder/pages/${pageId}`);
  await selectImage();
});

/** Selects the image element in the preview, so its fields show. */
async function selectImage(): Promise<void> {
  const frame = await previewFrame();
  await frame.locator('[data-puck-component="picked-image"]').click();
  await field().waitFor({ timeout: 15_000 });
}

afterAll(async () => {
  await ctx?.close();
});

describe('builder: choosing an image from the media library', () => {
  it('shows the field empty, and opens the library in a dialog with focus in its search box', async () => {
    expect(await field().textContent()).toContain('לא נבחרה תמונה.');
    await field().getByRole('button', { name: 'בחירת תמונה' }).click();
    await dialog().waitFor();
    await expect.poll(status, { timeout: 15_000 }).toMatch(/^מוצגות 24 מתוך \d+ תמונות\.$/);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('search');
    expect(
      await dialog()
        .getByRole('link', { name: /העלאת תמונה חדשה/ })
        .getAttribute('href'),
    ).toBe('/admin/collections/media/create');
  });

  it('loads further pages of the library on request', async () => {
    const total = Number(/מתוך (\d+)/.exec((await status()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(24);
    await dialog().getByRole('button', { name: 'תמונות נוספות' }).click();
    await expect.poll(status).toBe(`מוצגות ${Math.min(48, total)} מתוך ${total} תמונות.`);
  });

  it('has no axe violations with the dialog open', async () => {
    const { violations } = await new AxeBuilder({ page })
      .include('.arig-media__dialog[open]')
      .withTags(axeTags)
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('finds an image by its alt text; picking it closes the dialog, returns focus and previews it', async () => {
    await dialog().getByRole('searchbox').fill(search);
    await expect.poll(status, { timeout: 15_000 }).toBe('מוצגות 1 מתוך 1 תמונות.');
    const choice = dialog().getByRole('button', { name: /לילך/ });
    expect(await choice.getAttribute('aria-pressed')).toBe('false');
    await choice.focus();
    await page.keyboard.press('Enter');
    await dialog().waitFor({ state: 'hidden' });
    await expect.poll(focusedText).toBe('החלפת התמונה');
    expect(await field().textContent()).toContain('לילך');
    const frame = await previewFrame();
    await expect
      .poll(() => frame.locator('[data-puck-component="picked-image"] img').getAttribute('src'), { timeout: 15_000 })
      .toMatch(/^\/media\/standards-map/);
  });

  it('marks the current image in the list, and closes with Escape, focus back on its button', async () => {
    await field().getByRole('button', { name: 'החלפת התמונה' }).click();
    await dialog().getByRole('searchbox').fill(search);
    const choice = dialog().getByRole('button', { name: /לילך/ });
    await expect.poll(() => choice.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    // From the list (in a filled search box, Escape first clears the search, as browsers do).
    await choice.focus();
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'hidden' });
    await expect.poll(focusedText).toBe('החלפת התמונה');
  });

  it('asks before leaving while the choice is not saved, and stays', async () => {
    await page.getByRole('link', { name: 'חזרה לעמוד בממשק הניהול' }).click();
    await expect.poll(() => dialogs).toEqual(['beforeunload']);
    expect(new URL(page.url()).pathname).toBe(`/admin/builder/pages/${pageId}`);
    expect(await field().textContent()).toContain('לילך');
  });

  it('saves the chosen image’s id with the draft; the builder then reopens without asking, showing it', async () => {
    await page.getByRole('button', { name: 'שמירת טיוטה' }).first().click();
    await expect
      .poll(() => page.locator('.arig-builder__status[role=status]').textContent(), { timeout: 15_000 })
      .toContain('הטיוטה נשמרה');
    const draft = (await (await api('GET', `/api/pages/${pageId}?draft=true&depth=0`)).json()) as {
      layout: { content: LayoutNode[] };
    };
    expect(draft.layout.content[0]!.props.media_id).toBe(herringboneId);
    await page.reload();
    expect(dialogs, 'nothing unsaved: no prompt').toEqual(['beforeunload']);
    await selectImage();
    expect(await field().textContent()).toContain('לילך');
  });

  it('says so when the library cannot be read, and lists it after a retry', async () => {
    await page.route(libraryList, (route) => route.fulfill({ status: 500, body: 'down' }));
    await field().getByRole('button', { name: 'החלפת התמונה' }).click();
    const alert = dialog().getByRole('alert');
    await expect.poll(() => alert.textContent(), { timeout: 15_000 }).toContain('טעינת ספריית המדיה נכשלה');
    await page.unroute(libraryList);
    await alert.getByRole('button', { name: 'ניסיון חוזר' }).click();
    await expect.poll(status, { timeout: 15_000 }).toMatch(/^מוצגות 24 מתוך \d+ תמונות\.$/);
    expect(await dialog().getByRole('alert').count()).toBe(0);
    await dialog().getByRole('button', { name: 'סגירה' }).click();
    await dialog().waitFor({ state: 'hidden' });
  });

  it('removes the image: the field is empty again and the preview shows no picture', async () => {
    await field().getByRole('button', { name: 'הסרת התמונה' }).click();
    await expect.poll(() => field().textContent()).toContain('לא נבחרה תמונה.');
    const frame = await previewFrame();
    await expect.poll(() => frame.locator('[data-puck-component="picked-image"] img').count()).toBe(0);
    expect(blocked, 'requests that tried to leave the machine').toEqual([]);
    expect(errors, 'script errors').toEqual([]);
    expect(dialogs, 'no dialog but the one prompt').toEqual(['beforeunload']);
  });
});
