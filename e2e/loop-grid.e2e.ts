import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../cms/seed/users';
import { expectNoAxeViolations, newContext } from './harness';
import { useSiteUnderTest } from './site-under-test';
import { signIn } from './sign-in';

/**
 * The articles archive's loop grid and category filter in a browser (issue 5): filtering and paging in
 * place, the URL, back/forward, a shared filtered URL, the failure path, and the same links without
 * JavaScript. Seed: 31 articles; fabrics 8, testing 9, fabrics or testing 16 (one article has both).
 */
const site = useSiteUnderTest();
const grid = '[data-loop-widget="archive-grid"]';
const filter = '[data-loop-for="archive-grid"]';
let page: Page;

const titles = (p: Page) => p.locator(`${grid} .post-card__title`).allTextContents();
const count = (p: Page) => p.locator(`${grid} [data-loop-count]`).textContent();
const term = (p: Page, slug: string) => p.locator(`${filter} a[data-loop-term="${slug}"]`);
const loading = (p: Page) => p.locator(`${grid}.is-loading`).count();

/** Clicks a link the island handles and waits for its refresh call to finish. */
async function clickAndRefresh(p: Page, selector: string | ReturnType<Page['locator']>): Promise<number> {
  const link = typeof selector === 'string' ? p.locator(selector) : selector;
  const [response] = await Promise.all([
    p.waitForResponse((r) => r.url().endsWith('/wp-json/arig/v1/refresh-loop')),
    link.click(),
  ]);
  await expect.poll(() => loading(p)).toBe(0);
  return response.status();
}

beforeAll(async () => {
  page = await site.context.newPage();
  await page.goto('/articles/');
  // The island loads when the grid nears the viewport; it marks the grid ready.
  await page.waitForSelector(`${grid}[data-loop-ready]`);
});

describe('filtering the articles without a reload', () => {
  it('renders the filter as real links and the grid with its count', async () => {
    expect(await count(page)).toBe('נמצאו 31 פריטים');
    expect(await page.locator(`${grid} .post-card`).count()).toBe(10);
    expect(await term(page, 'fabrics').getAttribute('href')).toBe('/articles/?e-filter-archive-grid-category=fabrics');
    expect(await page.locator(`${filter} a[aria-current="true"]`).textContent()).toBe('הכול');
  });

  it('filters by one category in place, pushes the URL and announces the count', async () => {
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    expect(await clickAndRefresh(page, term(page, 'fabrics'))).toBe(200);
    expect(new URL(page.url()).search).toBe('?e-filter-archive-grid-category=fabrics');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1); // no reload
    expect(await count(page)).toBe('נמצאו 8 פריטים');
    expect(await page.locator(`${grid} .post-card`).count()).toBe(8);
    await expect.poll(() => page.locator(`${grid} [data-loop-status]`).textContent()).toBe('נמצאו 8 פריטים');
    expect(await term(page, 'fabrics').getAttribute('aria-current')).toBe('true');
    expect(await page.locator(`${filter} a[data-loop-term=""]`).getAttribute('aria-current')).toBeNull();
    // The focus stays on the link the visitor used.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-loop-term'))).toBe('fabrics');
    await expectNoAxeViolations(page, '/articles/ filtered by fabrics');
  });

  it('combines terms with OR (~) and paginates the filtered results', async () => {
    expect(await term(page, 'testing').getAttribute('href')).toBe(
      '/articles/?e-filter-archive-grid-category=fabrics~testing',
    );
    await clickAndRefresh(page, term(page, 'testing'));
    expect(new URL(page.url()).search).toBe('?e-filter-archive-grid-category=fabrics~testing');
    expect(await count(page)).toBe('נמצאו 16 פריטים');
    const first = await titles(page);
    await clickAndRefresh(page, `${grid} .pagination a[aria-label="עמוד 2"]`);
    expect(new URL(page.url()).pathname).toBe('/articles/page/2/');
    expect(new URL(page.url()).search).toBe('?e-filter-archive-grid-category=fabrics~testing');
    const second = await titles(page);
    expect(second).toHaveLength(6);
    expect(second.filter((t) => first.includes(t))).toEqual([]);
    expect(await page.getAttribute(`${grid} .pagination [aria-current="page"]`, 'aria-label')).toBe('עמוד 2 מתוך 2');
    // The focus was inside the replaced results: it moves to the results, not to the body.
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-loop-results'))).toBe(true);
    // A filter link from page 2 goes back to page 1 of the new selection.
    expect(await term(page, 'testing').getAttribute('href')).toBe('/articles/?e-filter-archive-grid-category=fabrics');
  });

  it('restores each state on back and forward', async () => {
    await page.goBack();
    await expect.poll(() => count(page)).toBe('נמצאו 16 פריטים');
    await expect.poll(() => page.locator(`${grid} .post-card`).count()).toBe(10);
    await page.goBack();
    await expect.poll(() => count(page)).toBe('נמצאו 8 פריטים');
    expect(await term(page, 'testing').getAttribute('aria-current')).toBeNull();
    await page.goBack();
    await expect.poll(() => count(page)).toBe('נמצאו 31 פריטים');
    expect(await page.locator(`${filter} a[aria-current="true"]`).textContent()).toBe('הכול');
    await page.goForward();
    await expect.poll(() => count(page)).toBe('נמצאו 8 פריטים');
  });

  it('renders a shared filtered URL filtered on the server', async () => {
    const response = await page.goto('/articles/page/2/?e-filter-archive-grid-category=fabrics~testing');
    expect(response?.status()).toBe(200);
    expect(await count(page)).toBe('נמצאו 16 פריטים');
    expect(await page.locator(`${grid} .post-card`).count()).toBe(6);
    expect(await page.locator(`${filter} a[aria-current="true"]`).allTextContents()).toHaveLength(2);
  });

  it('leaves the grid as it was when the call fails, and removes the overlay', async () => {
    await page.goto('/articles/');
    await page.waitForSelector(`${grid}[data-loop-ready]`);
    const before = await page.locator(grid).innerHTML();
    for (const fail of ['500', 'abort', 'bad-json'] as const) {
      await page.route('**/wp-json/arig/v1/refresh-loop', (route) =>
        fail === 'abort'
          ? route.abort('failed')
          : route.fulfill({ status: fail === '500' ? 500 : 200, contentType: 'application/json', body: '{"da' }),
      );
      const request = page.waitForRequest('**/wp-json/arig/v1/refresh-loop');
      await term(page, 'testing').click();
      await request;
      await expect.poll(() => loading(page)).toBe(0);
      expect(await page.locator(grid).innerHTML(), fail).toBe(before.replace(' aria-busy="true"', ''));
      expect(new URL(page.url()).search, fail).toBe('');
      expect(await page.locator('[role="alert"]:visible').count(), fail).toBe(0);
      await page.unroute('**/wp-json/arig/v1/refresh-loop');
    }
  });

  it('sent no request off the machine', () => {
    expect(site.blocked).toEqual([]);
  });
});

describe('without JavaScript', () => {
  let noJs: Awaited<ReturnType<typeof newContext>>;
  beforeAll(async () => {
    noJs = await newContext(site.browser, site.url, { javaScriptEnabled: false });
  });
  afterAll(async () => {
    await noJs.context.close();
  });

  it('filters and paginates through plain links', async () => {
    const p = await noJs.context.newPage();
    await p.goto('/articles/');
    await term(p, 'testing').click();
    await p.waitForURL('**/articles/?e-filter-archive-grid-category=testing');
    expect(await count(p)).toBe('נמצאו 9 פריטים');
    await term(p, 'standards').click();
    await p.waitForURL('**/articles/?e-filter-archive-grid-category=testing~standards');
    const total = await count(p);
    expect(total).toMatch(/^נמצאו \d+ פריטים$/);
    await p.locator(`${filter} a[data-loop-term=""]`).click();
    await p.waitForURL('**/articles/');
    await p.locator(`${grid} .pagination a[rel="next"]`).click();
    await p.waitForURL('**/articles/page/2/');
    expect(await p.locator(`${grid} .post-card`).count()).toBe(10);
    expect(noJs.blocked).toEqual([]);
  });
});

describe('in the builder', () => {
  it('previews a grid live with its unsaved settings (the edit-mode refresh call)', async () => {
    const token = await signIn(site.url, demoUsers.admin);
    const layout = {
      version: 1,
      root: { props: {} },
      content: [{ type: 'loop-grid', props: { id: 'builder-grid', per_page: 3, pagination: 'none' } }],
    };
    const created = await fetch(`${site.url}/api/pages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ title: 'רשת בבונה', slug: 'loop-builder', layout, _status: 'published' }),
    });
    const { doc } = (await created.json()) as { doc: { id: number } };

    const editor = await newContext(site.browser, site.url);
    await editor.context.request.post('/api/users/login/', {
      data: { email: demoUsers.editor.email, password: demoUsers.editor.password },
    });
    const p = await editor.context.newPage();
    const calls: number[] = [];
    p.on('response', (r) => r.url().endsWith('/wp-json/arig/v1/refresh-loop') && calls.push(r.status()));
    await p.goto(`/admin/builder/pages/${doc.id}`);
    const handle = await p.waitForSelector('iframe#preview-frame', { timeout: 30_000 });
    const frame = (await handle.contentFrame())!;
    const cards = () => frame.locator('.w-loop-grid .post-card').count();
    await expect.poll(cards, { timeout: 15_000 }).toBe(3);

    await frame.locator('.w-loop-grid').first().click();
    await p.locator('input[name="per_page"]:visible').first().fill('5');
    await expect.poll(cards, { timeout: 15_000 }).toBe(5);
    expect(calls.every((status) => status === 200)).toBe(true);
    // Unsaved: the public page still shows the stored three.
    const published = await (await fetch(`${site.url}/loop-builder/`)).text();
    expect(published.match(/class="post-card"/g)).toHaveLength(3);
    expect(editor.blocked).toEqual([]);
    await editor.context.close();
  });
});
