import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './harness';
import { useSiteUnderTest } from './site-under-test';

const site = useSiteUnderTest();
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
