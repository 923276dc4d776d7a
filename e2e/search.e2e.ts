import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, newContext } from './harness';
import { useSiteUnderTest } from './site-under-test';

/**
 * The site search in a browser (issue 20): the header form and the results page without JavaScript,
 * suggestions as one types with the keyboard only, and the addresses' error paths over HTTP.
 */
const site = useSiteUnderTest();
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];
/** The header's search field (the seeded header template's search-form widget). */
const headerSearch = '.site-header [data-search-input]';
const results = (p: Page) => p.locator('.search-result__title').allTextContents();

describe('without JavaScript', () => {
  let noJs: Awaited<ReturnType<typeof newContext>>;
  beforeAll(async () => {
    noJs = await newContext(site.browser, site.url, { javaScriptEnabled: false, viewport: viewports[1] });
  });
  afterAll(async () => {
    await noJs.context.close();
  });

  it('searches from the header form and shows highlighted results and their pages', async () => {
    const p = await noJs.context.newPage();
    await p.goto('/about/');
    await p.fill(headerSearch, 'בדים');
    await p.press(headerSearch, 'Enter');
    await p.waitForURL((url) => url.pathname === '/' && url.searchParams.get('s') === 'בדים');
    expect(await p.locator('h1').textContent()).toBe('תוצאות חיפוש: בדים');
    const count = await p.locator('.search-page__count').textContent();
    const total = Number(/נמצאו (\d+) תוצאות/.exec(count ?? '')?.[1]);
    expect(total).toBeGreaterThan(10);
    expect((await results(p))[0]).toContain('בדים');
    // Prefixed and plural forms are marked in the snippets: הבד, בבד, בדים.
    const marks = await p.locator('.search-result__snippet mark').allTextContents();
    expect(marks.some((m) => m !== 'בדים' && m.endsWith('בד'))).toBe(true);
    expect(await p.getAttribute('meta[name="robots"]', 'content')).toContain('noindex');

    await p.click('.pagination a[rel="next"]');
    await p.waitForURL('**/search/%D7%91%D7%93%D7%99%D7%9D/page/2/');
    expect(await p.locator('.search-result').count()).toBe(Math.min(10, total - 10));
    expect(await p.getAttribute('.search-results', 'start')).toBe('11');
  });
});

describe('accessibility', () => {
  it('passes axe at 390 and 1280 px with results, with none, and with an empty query', async () => {
    const p = await site.context.newPage();
    for (const viewport of viewports) {
      await p.setViewportSize(viewport);
      for (const path of ['/?s=בדיקת שחיקה', '/search/xyzzy/', '/search/']) {
        const response = await p.goto(path);
        expect(response?.status(), path).toBe(200);
        await expectNoAxeViolations(p, `${viewport.width}px ${path}`);
      }
    }
    expect(await p.locator('.search-page__hint').textContent()).toContain('כתבו מילה');
    await p.close();
  });
});

describe('suggestions as one types (keyboard only)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await site.context.newPage();
    await page.setViewportSize(viewports[1]!);
    await page.goto('/search/');
  });

  it('turns the input into a combobox on first focus and lists matches for an unfinished word', async () => {
    await page.focus('#search-page-input');
    await page.keyboard.type('פוליא');
    const list = page.locator('#search-page-input-suggestions');
    await list.waitFor({ state: 'visible' });
    expect(await page.getAttribute('#search-page-input', 'role')).toBe('combobox');
    expect(await page.getAttribute('#search-page-input', 'aria-expanded')).toBe('true');
    const options = await list.locator('[role="option"]').allTextContents();
    expect(options.some((o) => o.startsWith('פוליאסטר ממוחזר'))).toBe(true);
    expect(options.at(-1)).toBe('כל התוצאות עבור פוליא');
    // Its look came with its code (the page carries none of it): a panel over the page, under the field.
    expect(await list.evaluate((el) => [getComputedStyle(el).position, getComputedStyle(el).listStyleType])).toEqual([
      'absolute',
      'none',
    ]);
    const found = options.length - 1;
    await expect
      .poll(() => page.locator('body > [role="status"]').textContent())
      .toBe(`${found} הצעות. חצים למעלה ולמטה לבחירה`);
    await expectNoAxeViolations(page, 'suggestions open');
  });

  it('moves through the options with the arrows, closes on Escape keeping the text, and opens one with Enter', async () => {
    await page.keyboard.press('ArrowDown');
    const first = page.locator('#search-page-input-suggestions [role="option"]').first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await page.getAttribute('#search-page-input', 'aria-activedescendant')).toBe(await first.getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    expect(await page.locator('#search-page-input-suggestions [aria-selected="true"]').textContent()).toMatch(
      /^כל התוצאות/,
    );
    await page.keyboard.press('Escape');
    expect(await page.getAttribute('#search-page-input', 'aria-expanded')).toBe('false');
    expect(await page.inputValue('#search-page-input')).toBe('פוליא');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-page-input');

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const url = await page.locator('#search-page-input-suggestions [aria-selected="true"]').getAttribute('data-url');
    await Promise.all([page.waitForURL(`**${url}`), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname).toBe(url);
  });

  it('submits the typed words with Enter when no suggestion is chosen', async () => {
    await page.goto('/');
    await page.focus(headerSearch);
    await page.keyboard.type('ג׳ינס');
    await page.locator('.site-header [id$="-suggestions"]').waitFor({ state: 'visible' });
    await Promise.all([page.waitForURL((u) => u.searchParams.get('s') === 'ג׳ינס'), page.keyboard.press('Enter')]);
    expect((await results(page))[0]).toContain('ג׳ינס');
    expect(site.blocked).toEqual([]);
  });
});

describe('over HTTP', () => {
  it('answers any query with a page or JSON, never a 5xx, and leaks no internal header', async () => {
    const get = (path: string) => fetch(site.url + path);
    // Long enough to be cut (100 characters), short enough for a request line.
    const long = 'בד '.repeat(80);
    for (const path of [
      `/?s=${encodeURIComponent(long)}`,
      '/?s=%00%1F%E2%80%AE',
      '/?s[]=x',
      '/search/%E0%A4%A/',
      '/page/999/?s=בד',
      '/search/xyzzy/page/2/',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get('x-arig-cache-group'), path).toBeNull();
    }
    expect((await get('/search/xyzzy/page/2/')).status).toBe(404);
    const trimmed = await (await get(`/?s=${encodeURIComponent(long)}`)).text();
    expect(trimmed).toContain('החיפוש קוצר');

    const suggest = await get(`/wp-json/arig/v1/search?q=${encodeURIComponent('טוויל')}`);
    expect(suggest.headers.get('content-type')).toContain('application/json');
    const body = (await suggest.json()) as { total: number; items: { url: string }[] };
    expect(body.items.map((i) => i.url)).toContain('/plain-twill-satin/');
    const junk = await get('/wp-json/arig/v1/search?q=%00');
    expect(await junk.json()).toEqual({ query: '', total: 0, items: [] });
  });
});
