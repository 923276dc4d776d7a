import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../cms/seed/users';
import { finishGuarded, guardedContext } from './guarded-context';
import { expectNoAxeViolations } from './harness';
import { signIn, signInThroughForm } from './sign-in';
import { useSiteUnderTest } from './site-under-test';

// Started as the README starts it: no SITE_URL, on a port that is not 3000.
const site = useSiteUnderTest({ siteUrl: null });
let page: Page;

const stamp = Date.now().toString(36);
const published = { title: `מאמר שפורסם בבדיקה ${stamp}`, slug: `e2e-published-${stamp}` };
const draft = { title: `טיוטה שלא פורסמה ${stamp}`, slug: `e2e-draft-${stamp}` };

beforeAll(async () => {
  page = await site.context.newPage();
});

async function writeArticle(p: Page, article: { title: string; slug: string }, action: 'publish' | 'draft') {
  await p.goto('/admin/collections/posts/create');
  await p.fill('#field-title', article.title);
  await p.fill('#field-slug', article.slug);
  await p.locator('[contenteditable="true"]').first().click();
  await p.keyboard.type('גוף המאמר: בדיקת עמידות צבע לכביסה לפי ISO 105.');
  const categories = p.locator('.field-type.relationship', { hasText: 'קטגוריות' }).locator('input[type=text]').first();
  await categories.click();
  await p.keyboard.type('מאמרים');
  await p.locator('.rs__option', { hasText: 'מאמרים' }).first().click();
  await p.click(action === 'publish' ? '#action-save' : '#action-save-draft');
  await p.waitForURL(/\/admin\/collections\/posts\/\d+/, { timeout: 30_000 });
}

describe('studio: an editor publishes an article', () => {
  it('logs in to the Hebrew, right-to-left studio', async () => {
    await page.goto('/admin/login');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('he');
    expect((await page.getAttribute('html', 'dir'))?.toLowerCase()).toBe('rtl');
    await page.fill('#field-email', 'editor@arig.example');
    await page.fill('#field-password', 'arig-editor-2026');
    await page.click('button[type=submit]');
    await page.waitForURL(/\/admin\/?$/);
  });

  it('publishes an article that then leads its category page and is in the sitemap', async () => {
    const before = await page.request.get('/articles/');
    expect(await before.text()).not.toContain(published.title);

    await writeArticle(page, published, 'publish');

    const listing = await site.context.newPage();
    await listing.goto('/articles/');
    // Newest first: the article published a moment ago heads the listing.
    expect((await listing.locator('.post-card__title').first().textContent())?.trim()).toBe(published.title);
    await listing.close();
    const article = await page.request.get(`/${published.slug}/`);
    expect(article.status()).toBe(200);
    const sitemap = await (await page.request.get('/wp-sitemap-posts-post-1.xml')).text();
    expect(sitemap).toContain(`/${published.slug}/</loc>`);
  });

  it('keeps a draft off the site, its listings and the sitemap', async () => {
    await writeArticle(page, draft, 'draft');

    // Its signed-in editor previews it at its own URL: marked, private, not indexed, not cached.
    expect(await page.locator('#preview-button').getAttribute('href')).toBe(`/${draft.slug}/`);
    const preview = await site.context.newPage();
    const answer = await preview.goto(`/${draft.slug}/`);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    expect(answer?.headers()['x-robots-tag']).toBe('noindex');
    expect(await preview.locator('h1').textContent()).toBe(draft.title);
    const bar = preview.getByRole('complementary', { name: 'תצוגה מקדימה' });
    expect(await bar.getByRole('link', { name: 'חזרה לעריכה' }).getAttribute('href')).toMatch(
      /^\/admin\/collections\/posts\/\d+$/,
    );
    expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await expectNoAxeViolations(preview, 'draft preview');
    await preview.close();

    const visitor = await site.browser.newContext({ baseURL: site.url });
    const anonymous = visitor.request;
    expect((await anonymous.get(`/${draft.slug}/`)).status()).toBe(404);
    expect(await (await anonymous.get('/articles/')).text()).not.toContain(draft.title);
    expect(await (await anonymous.get('/wp-sitemap-posts-post-1.xml')).text()).not.toContain(draft.slug);
    const api = await anonymous.get(`/api/posts?where[slug][equals]=${draft.slug}`);
    expect((await api.json()).docs).toHaveLength(0);
    await visitor.close();
  });

  it('shows the new article to visitors, accessibly', async () => {
    const visitorPage = await site.context.newPage();
    await visitorPage.goto(`/${published.slug}/`);
    await expect.poll(() => visitorPage.textContent('h1')).toBe(published.title);
    await expectNoAxeViolations(visitorPage, 'new article');
    expect(site.blocked).toEqual([]);
  });
});

/** Signs in through the studio's login form at this page's origin. */
/** Payload's toast after a save; its text is the answer the owner reads. */
const savedToast = (p: Page) => p.locator('[data-sonner-toast]', { hasText: 'בהצלחה' });

describe.each(['localhost', '127.0.0.1'])('studio opened at http://%s:PORT, with SITE_URL unset', (host) => {
  const stamp = `${host.replace(/\W/g, '')}-${Date.now().toString(36)}`;

  it('signs in through the form and saves a global, a page and an upload', async () => {
    expect(site.port).not.toBe(3000);
    const ctx = await guardedContext(site.browser, `http://${host}:${site.port}`);
    const p = await ctx.newPage();
    await signInThroughForm(p, demoUsers.admin);

    // A global: the business's legal name.
    const legalName = `אריג בע"מ ${stamp}`;
    await p.goto('/admin/globals/site-settings');
    await p.fill('#field-legalName', legalName);
    await p.click('#action-save');
    await savedToast(p).waitFor();
    expect(await p.locator('.arig-origin-notice').count(), 'no origin notice where saves work').toBe(0);
    const settings = await (await fetch(`${site.url}/api/globals/site-settings`)).json();
    expect(settings.legalName).toBe(legalName);

    // A page, published, with its canonical link at the effective SITE_URL whatever address opened the studio.
    const slug = `e2e-origin-${stamp}`;
    await p.goto('/admin/collections/pages/create');
    await p.fill('#field-title', `עמוד מ-${host}`);
    await p.fill('#field-slug', slug);
    await p.click('#action-save');
    await p.waitForURL(/\/admin\/collections\/pages\/\d+/, { timeout: 30_000 });
    const pageHtml = await (await p.request.get(`/${slug}/`)).text();
    expect(pageHtml).toContain(`<link rel="canonical" href="http://localhost:${site.port}/${slug}/"`);

    // An upload.
    const png = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#7a2e3b' } })
      .png()
      .toBuffer();
    await p.goto('/admin/collections/media/create');
    await p
      .locator('input[type=file]')
      .setInputFiles({ name: `origin-${stamp}.png`, mimeType: 'image/png', buffer: png });
    await p.fill('#field-alt', `דוגמת בד שהועלתה מ-${host}`);
    await p.click('#action-save');
    await p.waitForURL(/\/admin\/collections\/media\/\d+/, { timeout: 30_000 });
    const media = await (await fetch(`${site.url}/api/media?where[alt][contains]=${encodeURIComponent(host)}`)).json();
    expect(media.docs).toHaveLength(1);
    expect((await fetch(`${site.url}${media.docs[0].url}`)).status).toBe(200);
    await finishGuarded(ctx);
  });
});

describe('studio opened at an address the server does not save from', () => {
  it('says where to open it instead, on the login page and after signing in', async () => {
    // 127.0.0.2 reaches this server but is not one of its accepted origins.
    const ctx = await guardedContext(site.browser, `http://127.0.0.2:${site.port}`);
    const p = await ctx.newPage();
    await p.goto('/admin/login');
    const notice = p.getByRole('alert').filter({ hasText: 'שמירה לא תתאפשר בכתובת הזו' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`http://127.0.0.2:${site.port}`);
    expect(await notice.getByRole('link').getAttribute('href')).toBe(`http://localhost:${site.port}/admin/login`);
    await signInThroughForm(p, demoUsers.admin);
    await p.getByRole('alert').filter({ hasText: 'שמירה לא תתאפשר בכתובת הזו' }).waitFor();
    await finishGuarded(ctx);
  });
});

describe('CSRF: the session cookie writes only from the served origins', () => {
  it('answers 2xx for every loopback spelling of the served address and 403 for any other origin', async () => {
    const login = await fetch(`${site.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoUsers.admin.email, password: demoUsers.admin.password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('payload-token='))
      ?.split(';')[0];
    expect(cookie).toBeDefined();
    const save = (origin: string) =>
      fetch(`${site.url}/api/globals/site-settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookie!, origin },
        body: JSON.stringify({ legalName: `אריג ${origin}` }),
      }).then((r) => r.status);
    const served = [`http://127.0.0.1:${site.port}`, `http://localhost:${site.port}`, `http://[::1]:${site.port}`];
    const foreign = ['http://localhost:3000', `http://127.0.0.2:${site.port}`, 'https://evil.example'];
    expect(await Promise.all(served.map(save))).toEqual([200, 200, 200]);
    expect(await Promise.all(foreign.map(save))).toEqual([403, 403, 403]);
  });
});

describe('one body per page (issue 27)', () => {
  it('shows a builder page its layout and "עריכה בבונה", not a rich-text box the site would ignore', async () => {
    const ctx = await guardedContext(site.browser, site.url);
    const p = await ctx.newPage();
    await p.setViewportSize({ width: 1280, height: 900 });
    await signInThroughForm(p, demoUsers.editor);
    const about = await (await fetch(`${site.url}/api/pages?where[slug][equals]=about&depth=0`)).json();
    await p.goto(`/admin/collections/pages/${about.docs[0].id}`);
    const body = p.getByRole('region', { name: 'תוכן העמוד: בונה העמודים' });
    await body.waitFor();
    expect(await body.locator('li').count()).toBeGreaterThan(0);
    expect(await body.getByRole('link', { name: 'עריכה בבונה' }).getAttribute('href')).toBe(
      `/admin/builder/pages/${about.docs[0].id}`,
    );
    expect(await body.getByRole('link', { name: 'צפייה באתר' }).getAttribute('href')).toBe('/about/');
    expect(await p.locator('.field-type.rich-text-lexical').count(), 'no rich-text body on a builder page').toBe(0);
    await expectNoAxeViolations(p, 'edit view of a builder page', '.arig-builder-body');

    // A page without a layout keeps its rich-text body and no builder outline.
    await p.goto('/admin/collections/pages/create');
    await p.locator('.field-type.rich-text-lexical').first().waitFor();
    expect(await p.locator('.arig-builder-body').count()).toBe(0);
    await finishGuarded(ctx);
  });
});

describe('a renamed page keeps its old address (issue 27)', () => {
  it('answers 301 from the old URL to the new one, and every link to the old URL now points to the new one', async () => {
    const token = await signIn(site.url, demoUsers.editor);
    const headers = { 'content-type': 'application/json', authorization: `JWT ${token}` };
    const about = await (await fetch(`${site.url}/api/pages?where[slug][equals]=about&depth=0`)).json();
    const renamed = await fetch(`${site.url}/api/pages/${about.docs[0].id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ slug: 'אודות-העסק' }),
    });
    expect(renamed.status).toBe(200);
    const old = await fetch(`${site.url}/about/`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/${encodeURIComponent('אודות-העסק')}/`);
    const followed = await fetch(`${site.url}/about/`);
    expect(followed.status).toBe(200);
    expect(followed.url).toBe(`${site.url}/${encodeURIComponent('אודות-העסק')}/`);
    // The menu and the home page's builder links were typed as /about/; they now lead to the new address.
    const home = await (await fetch(`${site.url}/`)).text();
    expect(home).toContain(`href="/${encodeURIComponent('אודות-העסק')}/"`);
    expect(home).not.toContain('href="/about/"');
    const back = await fetch(`${site.url}/api/pages/${about.docs[0].id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ slug: 'about' }),
    });
    expect(back.status).toBe(200);
    expect((await fetch(`${site.url}/about/`, { redirect: 'manual' })).status).toBe(200);
  });
});

describe('the link picker (issue 27)', () => {
  it('finds a page by words of its title and fills in its address, by keyboard, accessibly', async () => {
    const anonymous = await fetch(`${site.url}/api/link-targets?q=${encodeURIComponent('אודות')}`);
    expect(anonymous.status).toBe(403);
    const token = await signIn(site.url, demoUsers.editor);
    const asEditor = (q: string) =>
      fetch(`${site.url}/api/link-targets?q=${q}`, { headers: { authorization: `JWT ${token}` } });
    expect((await asEditor('')).status).toBe(400);
    expect((await (await asEditor(encodeURIComponent('אודות'))).json()).targets).toContainEqual({
      kind: 'page',
      title: 'אודות',
      url: '/about/',
    });

    const ctx = await guardedContext(site.browser, site.url);
    const p = await ctx.newPage();
    await p.setViewportSize({ width: 1280, height: 900 });
    await signInThroughForm(p, demoUsers.editor);
    await p.goto('/admin/globals/navigation');
    const box = p.getByRole('combobox').first();
    await box.focus();
    await box.press('Control+A');
    await box.pressSequentially('אודות');
    const option = p.getByRole('option', { name: /אודות/ }).first();
    await option.waitFor();
    await expectNoAxeViolations(p, 'link picker with its list open', '.arig-link-picker');
    await box.press('Enter');
    expect(await box.inputValue()).toBe('/about/');
    expect(await p.getByRole('listbox').first().isHidden()).toBe(true);
    await finishGuarded(ctx);
  });
});
