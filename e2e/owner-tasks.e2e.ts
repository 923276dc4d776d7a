import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../cms/seed/users';
import { dragWidgetIntoPreview, previewFrame } from './builder-drag';
import { finishGuarded, guardedContext } from './guarded-context';
import { expectNoAxeViolations } from './harness';
import { signInThroughForm } from './sign-in';
import { useSiteUnderTest } from './site-under-test';

/**
 * Issue 27: the seven everyday tasks an owner was asked to do, done as a person does them (the login
 * form, the side menu, the edit views, the builder; no REST shortcuts), each checked on the public site.
 * They share one signed-in tab, in order, as one working session.
 */
const site = useSiteUnderTest();
let ctx: BrowserContext;
let p: Page;

const stamp = Date.now().toString(36);
const article = `מדריך לבחירת בד לריפוד ${stamp}`;
const homeHeading = `חדש בסטודיו ${stamp}`;
const popupTitle = `הזמנה לשיחה ${stamp}`;
const popupHeading = `נדבר על הפרויקט שלכם? ${stamp}`;
const menuLabel = `השירותים ${stamp}`;
const whatsapp = '+972501112233';

/** What a visitor gets at a path: the HTML (a 200 is required). */
async function visit(path: string): Promise<string> {
  const res = await fetch(`${site.url}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** Payload's toast after a save; its text is the answer the owner reads. */
const savedToast = () => p.locator('[data-sonner-toast]', { hasText: 'בהצלחה' });

/** Opens a section of the studio from its side menu (Payload's ids: nav-<collection>, nav-global-<global>). */
async function fromSideMenu(section: string, name: string) {
  const link = p.locator(`#nav-${section}`);
  expect(await link.textContent()).toBe(name);
  await link.click();
}

/** The home page's edit view, from the side menu and the pages list. */
async function openHomePage() {
  await fromSideMenu('pages', 'עמודים');
  await p.getByRole('link', { name: 'אריג – הנדסת טקסטיל' }).first().click();
}

/** The builder's status line after a save. */
const builderStatus = () => p.locator('.arig-builder__status[role=status]').textContent();

/** Drops a heading into the builder's canvas and gives it `text` in the fields panel. */
async function addHeading(text: string) {
  const frame = await previewFrame(p);
  const before = await frame.locator('.w-heading').count();
  await dragWidgetIntoPreview(p, 'heading', 'בסיסי');
  await expect.poll(() => frame.locator('.w-heading').count(), { timeout: 15_000 }).toBe(before + 1);
  await p.locator('textarea[name="text"]:visible, input[name="text"]:visible').first().fill(text);
  await expect.poll(() => frame.getByText(text).count(), { timeout: 10_000 }).toBeGreaterThan(0);
}

beforeAll(async () => {
  ctx = await guardedContext(site.browser, site.url, { viewport: { width: 1280, height: 900 } });
  p = await ctx.newPage();
});

afterAll(async () => {
  await finishGuarded(ctx);
});

describe('the owner’s seven everyday tasks (issue 27)', () => {
  it('signs in through the form and finds the side menu open on a laptop screen', async () => {
    await signInThroughForm(p, demoUsers.admin);
    expect(await p.locator('#nav-posts').isVisible()).toBe(true);
  });

  it('1. writes an article with an image and publishes it', async () => {
    await fromSideMenu('posts', 'מאמרים');
    await p.waitForURL(/\/admin\/collections\/posts/);
    await p.locator('a[href="/admin/collections/posts/create"]').first().click();
    await p.fill('#field-title', article);
    await p.locator('[contenteditable="true"]').first().click();
    await p.keyboard.type('כך בוחרים בד לריפוד: עמידות לשפשוף, משקל ובדיקת צבע.');
    const categories = p.locator('.field-type.relationship', { hasText: 'קטגוריות' }).locator('input[type=text]');
    await categories.first().click();
    await p.keyboard.type('מאמרים');
    await p.locator('.rs__option', { hasText: 'מאמרים' }).first().click();
    // The image: chosen from the media library.
    await p.locator('#field-featuredImage').getByRole('button', { name: 'בחר מתוך הקיימים' }).click();
    const drawer = p.locator('.list-drawer');
    await drawer.locator('tbody tr').first().locator('button, a').first().click();
    await drawer.waitFor({ state: 'hidden' });
    await p.click('#action-save');
    await p.waitForURL(/\/admin\/collections\/posts\/\d+/, { timeout: 30_000 });
    await savedToast().waitFor();
    // The slug was left empty: the save filled it in from the title.
    const slug = await p.inputValue('#field-slug');
    expect(slug).not.toBe('');
    const html = await visit(`/${encodeURIComponent(slug)}/`);
    expect(html).toContain(article);
    expect(html).toMatch(/<img[^>]+src="\/media\//);
  });

  it('2. edits the home page in the builder and publishes it', async () => {
    await openHomePage();
    await p.getByRole('link', { name: 'עריכה בבונה' }).click();
    await p.waitForURL(/\/admin\/builder\/pages\/\d+$/);
    await addHeading(homeHeading);
    await p.getByRole('button', { name: 'פרסום' }).first().click();
    await expect.poll(builderStatus, { timeout: 15_000 }).toContain('העמוד פורסם');
    expect(await visit('/')).toContain(homeHeading);
  });

  it('3. changes the WhatsApp number, after a mistake that says how to write it', async () => {
    await p.goto('/admin');
    await fromSideMenu('global-site-settings', 'הגדרות האתר');
    const error = p.locator('.field-type.text', { has: p.locator('#field-whatsapp') }).locator('.field-error');
    await p.waitForLoadState('networkidle');
    await p.getByRole('button', { name: 'יצירת קשר' }).click();
    // The studio sends each change to the server for the form's state (a Next server action) and applies the
    // answer when it comes. Saved before that answer, the save's error is shown and then wiped by it, and the
    // save button stays grey (Payload's form marks itself unmodified after any save: payloadcms/payload#17517).
    // On a loaded machine that answer took over a second: 2 to 5 saves in 40 lost their error so, none in 40
    // once the answer was awaited (2026-11-28). The owner is shown pausing until the studio has the change.
    const changeTaken = p.waitForResponse(
      (r) => r.request().method() === 'POST' && !!r.request().headers()['next-action'],
    );
    await p.fill('#field-whatsapp', '050-abc');
    await changeTaken;
    await p.click('#action-save');
    await expect.poll(() => error.textContent(), { timeout: 10_000 }).toContain('למשל');
    await p.fill('#field-whatsapp', whatsapp);
    await p.click('#action-save');
    await savedToast().waitFor();
    // The chat's markup comes to every page from its fragment, after the paint (site/lib/chat-route.ts).
    expect(await visit('/')).toContain('data-chat-src="/wp-json/arig/v1/chat"');
    const chat = await visit('/wp-json/arig/v1/chat');
    expect(chat).toContain(`wa.me/${whatsapp.slice(1)}`);
    expect(chat).not.toContain('wa.me/972505550123');
  });

  it('4. creates a popup for one page and builds it', async () => {
    await fromSideMenu('popups', 'חלונות קופצים');
    await p.waitForURL(/\/admin\/collections\/popups/);
    await p.locator('a[href="/admin/collections/popups/create"]').first().click();
    await p.waitForURL(/\/admin\/collections\/popups\/create/);
    // The create view replaces its form with the state the server sends once: a choice made before that
    // answer lands is undone (seen on a loaded machine), so the form is used once the page is quiet.
    // Even so, one single run in three here never showed the pages field after the choice (CI failed on it
    // once): a create view that is stuck so is opened anew, up to three times.
    const showOn = p.locator('.field-type.select', { hasText: 'הצגה ב' });
    // "דפים" appears once "specific pages" is chosen (the exclusions field below it is another list).
    const pages = p.locator('#field-placement__pages');
    for (let attempt = 1; ; attempt++) {
      await p.waitForLoadState('networkidle');
      await p.fill('#field-title', popupTitle);
      await showOn.locator('.rs__control').click();
      await p.locator('.rs__option', { hasText: 'דפים מסוימים' }).click();
      const shown = await pages
        .waitFor({ timeout: 8_000 })
        .then(() => true)
        .catch(() => false);
      if (shown || attempt === 3) break;
      await p.reload();
    }
    await pages.locator('input[type=text]').click();
    await p.keyboard.type('אודות');
    await p.locator('.rs__option', { hasText: 'אודות' }).first().click();
    await p.click('#action-save');
    await p.waitForURL(/\/admin\/collections\/popups\/\d+/, { timeout: 30_000 });
    await p.getByRole('link', { name: 'עריכה בבונה' }).click();
    await p.waitForURL(/\/admin\/builder\/popups\/\d+$/);
    // The builder speaks of a popup, not a page, and says what to do with an empty canvas.
    expect(await p.getByRole('link', { name: 'חזרה לחלון הקופץ בממשק הניהול' }).count()).toBe(1);
    const frame = await previewFrame(p);
    expect(await frame.locator('.w-editor-empty--canvas').textContent()).toContain('גררו לכאן רכיבים');
    await addHeading(popupHeading);
    await p.getByRole('button', { name: 'פרסום' }).first().click();
    await expect.poll(builderStatus, { timeout: 15_000 }).toContain('החלון הקופץ פורסם');
    // The page lists it; its dialog, with the heading, comes when the visit may open it.
    const about = await visit('/about/');
    const config = JSON.parse(/data-popup-config>([^<]+)</.exec(about)![1]!) as {
      popups: { id: string; title: string }[];
    };
    const listed = config.popups.find((popup) => popup.title === popupTitle);
    expect(listed).toBeDefined();
    const dialog = await visit(`/wp-json/arig/v1/popup/${listed!.id}?path=%2Fabout%2F`);
    expect(dialog).toContain(`aria-label="${popupTitle}"`);
    expect(dialog).toContain(popupHeading);
    expect(await visit('/services/')).not.toContain(popupTitle);
  });

  it('5. adds a menu item by searching for the page', async () => {
    await p.goto('/admin');
    await fromSideMenu('global-navigation', 'תפריטים');
    const topLevelLabels = p.locator('input[name^="header."][name$=".label"]:not([name*=".children."])');
    await topLevelLabels.first().waitFor();
    const before = await topLevelLabels.count();
    await p.locator('#field-header').getByRole('button', { name: 'הוסף פריט בתפריט' }).click();
    const label = p.locator(`input[name="header.${before}.label"]`);
    await label.fill(menuLabel);
    const row = label.locator('xpath=ancestor::*[contains(@class, "array-field__row")][1]');
    const link = row.getByRole('combobox').first();
    await link.pressSequentially('שירותים');
    await p
      .getByRole('option', { name: /שירותים/ })
      .first()
      .click();
    expect(await link.inputValue()).toBe('/services/');
    await p.click('#action-save');
    await savedToast().waitFor();
    const home = await visit('/');
    expect(home).toMatch(new RegExp(`<a[^>]+href="/services/"[^>]*>(?:<[^>]+>)*${menuLabel}`));
  });

  it('6. is told which page already holds an address, next to the field', async () => {
    await fromSideMenu('pages', 'עמודים');
    await p.locator('a[href="/admin/collections/pages/create"]').first().click();
    await p.fill('#field-title', `עמוד נוסף ${stamp}`);
    await p.fill('#field-slug', 'about');
    await p.click('#action-save');
    const error = p.locator('.field-type', { has: p.locator('#field-slug') }).locator('.field-error');
    await expect.poll(() => error.textContent(), { timeout: 10_000 }).toContain('כבר בשימוש בעמוד ‹אודות›');
    expect(await error.getByRole('link', { name: 'פתיחה בלשונית חדשה' }).getAttribute('href')).toMatch(
      /^\/admin\/collections\/pages\/\d+$/,
    );
    await expectNoAxeViolations(p, 'a taken address, beside its field', '.field-type:has(#field-slug)');
    // Nothing typed is lost: a free address, and the page is saved.
    expect(await p.inputValue('#field-title')).toBe(`עמוד נוסף ${stamp}`);
    await p.fill('#field-slug', `another-page-${stamp}`);
    await p.click('#action-save');
    await p.waitForURL(/\/admin\/collections\/pages\/\d+/, { timeout: 30_000 });
    expect(await visit(`/another-page-${stamp}/`)).toContain(`עמוד נוסף ${stamp}`);
  });

  it('7. looks at the home page’s history and reads what changed, accessibly', async () => {
    await p.goto('/admin');
    await openHomePage();
    await p.getByRole('link', { name: 'גרסאות' }).click();
    await p.waitForURL(/\/versions$/);
    await p.locator('tbody tr').first().locator('a').first().click();
    const history = p.locator('.arig-history');
    await history.waitFor({ timeout: 20_000 });
    expect(await history.locator('li').allTextContents()).toContainEqual(
      expect.stringContaining(`נוסף: כותרת ‹${homeHeading}›`),
    );
    // Both versions rendered as the site renders them: only the newer one has the heading.
    const frames = history.locator('iframe.arig-history__frame');
    await expect.poll(() => frames.count()).toBe(2);
    const texts = async () =>
      Promise.all([0, 1].map(async (i) => (await frames.nth(i).contentFrame().locator('body').textContent()) ?? ''));
    await expect.poll(async () => (await texts()).map((t) => t.includes(homeHeading))).toEqual([false, true]);
    expect(await p.getByRole('button', { name: /שחזר גרסה זו/ }).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(p, 'a builder layout in the page history', '.arig-history');
  });
});
