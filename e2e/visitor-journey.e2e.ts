import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './harness';
import { useSiteUnderTest } from './site-under-test';

const site = useSiteUnderTest();
let page: Page;

beforeAll(async () => {
  page = await site.context.newPage();
});

describe('a visitor reads articles and finds the accessibility statement', () => {
  it('lands on a Hebrew, right-to-left home page', async () => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('he');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await expect.poll(() => page.locator('main#main h1').count()).toBe(1);
    await expectNoAxeViolations(page, 'home');
  });

  it('opens the articles from the header menu', async () => {
    await page.locator('.site-nav__item > a', { hasText: 'מאמרים' }).click();
    await page.waitForURL('**/articles/');
    expect(await page.textContent('h1')).toContain('מאמרים');
    expect(await page.locator('.post-card').count()).toBe(10);
    await expectNoAxeViolations(page, 'articles');
  });

  it('moves to the second page of articles', async () => {
    const firstPageTitles = await page.locator('.post-card__title').allTextContents();
    await page.locator('.pagination a[aria-label="עמוד 2"]').click();
    await page.waitForURL('**/articles/page/2/');
    const secondPageTitles = await page.locator('.post-card__title').allTextContents();
    expect(secondPageTitles.length).toBeGreaterThan(0);
    expect(secondPageTitles.filter((t) => firstPageTitles.includes(t))).toEqual([]);
    expect(await page.getAttribute('.pagination [aria-current="page"]', 'aria-label')).toContain('עמוד 2');
    await expectNoAxeViolations(page, 'articles page 2');
  });

  it('reads an article with its date, author, categories and neighbours', async () => {
    const link = page.locator('.post-card__title a').first();
    const title = (await link.textContent())?.trim();
    await link.click();
    await page.waitForLoadState('domcontentloaded');
    expect((await page.textContent('h1'))?.trim()).toBe(title);
    const date = await page.locator('.article__meta time').textContent();
    expect(date).toMatch(/^\d{1,2} ב[א-ת]+ \d{4}$/);
    expect(await page.locator('.article__categories a').count()).toBeGreaterThan(0);
    expect(await page.locator('.breadcrumbs li').count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator('.article__adjacent a').count()).toBeGreaterThan(0);
    // The side column: three other articles and the way to ask, beside the text on a wide screen.
    const related = await page
      .locator('.article-aside__related a')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
    expect(related).toHaveLength(3);
    expect(related).not.toContain(new URL(page.url()).pathname);
    expect(await page.locator('.article-aside a[href^="tel:"]').count()).toBe(1);
    await page.setViewportSize({ width: 1366, height: 900 });
    const text = (await page.locator('article.article').boundingBox())!;
    const aside = (await page.locator('.article-aside').boundingBox())!;
    expect(aside.x + aside.width).toBeLessThan(text.x);
    expect(aside.y).toBeLessThan(text.y + 200);
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(jsonLd).toContain('"@type":"Article"');
    await expectNoAxeViolations(page, 'article');
  });

  it('finds the accessibility statement from the footer', async () => {
    await page.locator('footer a', { hasText: 'הצהרת נגישות' }).first().click();
    await page.waitForURL('**/accessibility-statement/');
    const text = (await page.textContent('main')) ?? '';
    expect(text).toContain('5568');
    expect(text).toContain('רכז');
    expect(text).toMatch(/עודכנה לאחרונה/);
    expect(await page.locator('main a[href^="tel:"]').count()).toBeGreaterThan(0);
    expect(await page.locator('main a[href^="mailto:"]').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'accessibility statement');
  });

  it('sent no request off the machine', () => {
    expect(site.blocked).toEqual([]);
  });
});
