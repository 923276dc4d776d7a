import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../cms/seed/users';
import { dragWidgetIntoPreview, previewFrame } from './builder-drag';
import { finishGuarded, guardedContext } from './guarded-context';
import { expectNoAxeViolations } from './harness';
import { signInThroughForm } from './sign-in';
import { useSiteUnderTest } from './site-under-test';

/**
 * The theme builder (issue 25): a single-article template for one category's articles, built and shown;
 * the seeded header template (the site's own header, for the entire site) given a button in the builder, on every
 * kind of page, and the site's header from code once it has no condition;
 * the seeded archive template on every archive, then on one category's alone, `?theme_template_id=` scrolling to a template, the
 * seeded 404 template on an address that has no page, the seeded page template on the pages written as text,
 * and the seeded search-results template on a search.
 */
const site = useSiteUnderTest();
let studio: Page;
let templateId: number;

beforeAll(async () => {
  const ctx = await guardedContext(site.browser, site.url);
  studio = await ctx.newPage();
  await studio.setViewportSize({ width: 1366, height: 900 });
  await signInThroughForm(studio, demoUsers.editor);
});

afterAll(async () => {
  await finishGuarded(studio.context());
});

/** Payload's REST API from the signed-in studio page, as the builder itself saves. */
const api = (path: string, method = 'GET', body?: unknown) =>
  studio.evaluate(
    async ({ path, method, body }) => {
      const r = await fetch(path, {
        method,
        credentials: 'include',
        headers: body ? { 'Content-Type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: r.status, json: await r.json() };
    },
    { path, method, body },
  );

/** The seeded template of a kind (the seed has one of each). */
const seededTemplate = async (kind: string): Promise<number> =>
  (await api(`/api/theme-templates?where[kind][equals]=${kind}&depth=0`)).json.docs[0].id as number;

/** Gives a template its display conditions (and any other field), as the studio's form saves them. */
const assign = async (id: number, rules: Record<string, unknown>[], more: Record<string, unknown> = {}) =>
  expect((await api(`/api/theme-templates/${id}?depth=0`, 'PATCH', { rules, ...more })).status).toBe(200);

const widget = (type: string, props: Record<string, unknown> = {}) => ({
  type,
  props: { id: `${type}-1`, ...props },
});

describe('a single-article template for one category', () => {
  it('is saved by an editor with its conditions, and the studio says where it applies', async () => {
    const categories = await api('/api/categories?where[slug][equals]=yarns-and-fibres&depth=0');
    const yarns = categories.json.docs[0].id as number;
    const created = await api('/api/theme-templates?depth=0', 'POST', {
      title: 'מאמרי חוטים',
      kind: 'single-post',
      rules: [{ effect: 'include', target: 'in-category', categories: [yarns] }],
      layout: {
        version: 1,
        root: { props: {} },
        content: [
          widget('post-title', { align: 'center' }),
          widget('post-meta', { show_tags: true }),
          widget('heading', { text: 'מדור החוטים של אריג', tag: 'p' }),
          widget('post-image'),
          widget('post-content'),
          widget('author-box', { show_bio: false }),
          widget('post-navigation'),
        ],
      },
      _status: 'published',
    });
    expect(created.status).toBe(201);
    templateId = created.json.doc.id;

    await studio.goto('/admin/collections/theme-templates');
    await studio.getByText('חלה על המאמרים בקטגוריות ״חוטים וסיבים״.').first().waitFor();
    await studio.goto(`/admin/collections/theme-templates/${templateId}`);
    expect(await studio.locator('#field-appliesTo').inputValue()).toBe('חלה על המאמרים בקטגוריות ״חוטים וסיבים״.');
  });

  it("shows that category's articles alone, through the article's own widgets", async () => {
    const visitor = await guardedContext(site.browser, site.url);
    const v = await visitor.newPage();
    await v.setViewportSize({ width: 1280, height: 900 });
    await v.goto('/yarn-count-systems/');
    const title = (await v.locator('h1').textContent())?.trim() ?? '';
    expect(title).toMatch(/^מערכות מספור חוטים/);
    expect(await v.locator('h1').evaluate((h) => getComputedStyle(h).textAlign)).toBe('center');
    expect(await v.getByText('מדור החוטים של אריג').count()).toBe(1);
    expect(await v.locator('.article__meta time').count()).toBe(1);
    expect(await v.locator('.article__tags a[rel="tag"]').count()).toBeGreaterThan(0);
    expect(await v.locator('.article__body p').count()).toBeGreaterThan(1);
    expect(await v.locator('.article__adjacent a').count()).toBeGreaterThan(0);
    // Its author box: the byline's author as a heading, their archive, a round picture (its CSS came with it).
    const author = v.locator('.w-author-box');
    const byline = (await v.locator('.article__meta a[href^="/author/"]').textContent())?.trim() ?? '';
    expect(await author.locator('h2').textContent()).toBe(byline);
    expect(await author.locator('.w-author-box__bio').count(), 'its bio switched off').toBe(0);
    expect(await author.locator('a').getAttribute('href')).toMatch(/^\/author\/[^/]+\/$/);
    expect(await author.locator('.w-author-box__avatar').evaluate((el) => getComputedStyle(el).borderRadius)).toBe(
      '50%',
    );
    // The template replaces the site's own article layout, side column included.
    expect(await v.locator('.article-aside').count()).toBe(0);
    expect(await v.locator('main h1').count()).toBe(1);
    await expectNoAxeViolations(v, 'an article shown by a template, 1280 px');
    await v.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(v, 'an article shown by a template, 390 px');

    // Another category's article is the seeded template's (the site's own article as widgets), side column and all.
    await v.goto('/understanding-gsm/');
    expect(await v.getByText('מדור החוטים של אריג').count()).toBe(0);
    expect(await v.locator('.article-aside').count()).toBe(1);
    expect(await v.locator('main [data-theme-template] .w-article-aside').count()).toBe(1);
    // It ends with its author's box too, with the few words from their account.
    expect(await v.locator('.w-author-box .w-author-box__bio').count()).toBe(1);
    await finishGuarded(visitor);
  });

  it('opens in the builder with the article widgets standing in for the article', async () => {
    await studio.goto(`/admin/builder/theme-templates/${templateId}`);
    const frame = await previewFrame(studio);
    await frame.getByText('כותרת המאמר או העמוד (תוצג כאן').waitFor();
    await frame.getByText('פרטי המאמר: תאריך, כותב, קטגוריות').waitFor();
    await frame.getByText('תיבת הכותב/ת: תמונה, שם').waitFor();
    expect(await studio.getByText('תבניות עיצוב').count()).toBeGreaterThan(0);
  });

  it('gives the article back to the site once deleted', async () => {
    expect((await api(`/api/theme-templates/${templateId}`, 'DELETE')).status).toBe(200);
    const visitor = await guardedContext(site.browser, site.url);
    const v = await visitor.newPage();
    await v.goto('/yarn-count-systems/');
    expect(await v.getByText('מדור החוטים של אריג').count()).toBe(0);
    expect(await v.locator('.article-aside').count()).toBe(1);
    await finishGuarded(visitor);
  });
});

describe('a header template for the entire site', () => {
  const cta = 'לפגישת ייעוץ בסטודיו';
  let headerId: number;

  it('gets a button in the builder and is published', async () => {
    headerId = await seededTemplate('header');
    await studio.goto(`/admin/builder/theme-templates/${headerId}`);
    const frame = await previewFrame(studio);
    const before = await frame.locator('.w-button').count();
    await dragWidgetIntoPreview(studio, 'button', 'בסיסי');
    await expect.poll(() => frame.locator('.w-button').count(), { timeout: 15_000 }).toBe(before + 1);
    await studio.locator('input[name="text"]:visible').first().fill(cta);
    await expect.poll(() => frame.getByText(cta).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await studio.getByRole('button', { name: 'פרסום' }).first().click();
    await expect
      .poll(() => studio.locator('.arig-builder__status[role=status]').textContent(), { timeout: 15_000 })
      .toContain('פורסמ');
    await assign(headerId, [{ effect: 'include', target: 'entire-site' }], { sticky: true });
    const saved = await api(`/api/theme-templates/${headerId}?depth=0`);
    expect(saved.json.appliesTo).toBe('חלה על כל האתר.');
  });

  it('shows on every kind of page with the skip link first, and is accessible at 390 and 1280 px', async () => {
    const visitor = await guardedContext(site.browser, site.url);
    const v = await visitor.newPage();
    for (const path of ['/', '/about/', '/articles/', '/understanding-gsm/', '/shop/', '/no-such-page/']) {
      await v.goto(path);
      const header = v.locator('header.site-header--template');
      expect(await header.getByRole('link', { name: cta }).count(), path).toBe(1);
      expect(await header.locator('.site-header__brand').count(), path).toBe(1);
      // The template, not the site's own header from code.
      expect(await v.locator('header.site-header').count(), path).toBe(1);
    }
    // Its menu is the site header's: the services item's mega panel comes once the visitor engages.
    await v.goto('/');
    await v.waitForLoadState('load');
    await v.keyboard.press('Shift');
    await v.locator('header.site-header--template [data-mega]').waitFor({ state: 'attached' });
    await v.goto('/about/');
    await v.keyboard.press('Tab');
    expect(await v.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#main');
    for (const width of [390, 1280]) {
      await v.setViewportSize({ width, height: 900 });
      await v.goto('/');
      await expectNoAxeViolations(v, `the header template, ${width} px`);
    }
    // Marked sticky, it stays at the top of a scrolled desktop page.
    await v.evaluate(() => window.scrollTo(0, 1500));
    const top = await v.locator('header.site-header--sticky').evaluate((e) => e.getBoundingClientRect().top);
    expect(top).toBe(0);
    await finishGuarded(visitor);
  });

  it('leaves the site its own header once it has no condition', async () => {
    await assign(headerId, []);
    const html = await (await fetch(`${site.url}/about/`)).text();
    expect(html).toContain('<header class="site-header"><div class="container site-header__bar">');
    expect(html).not.toContain(cta);
    await assign(headerId, [{ effect: 'include', target: 'entire-site' }], { sticky: false });
  });
});

describe('the archive template', () => {
  let archiveId: number;

  it("shows every archive as seeded, then one category's alone, through the archive's own widgets, and pages it", async () => {
    archiveId = await seededTemplate('archive');
    const seeded = await (await fetch(`${site.url}/tag/iso/`)).text();
    expect(seeded).toContain(`data-theme-template="${archiveId}"`);
    // A tag's cards name their authors (on an author's archive they would all repeat one: refresh-loop journey).
    expect(seeded).toMatch(/<\/time> · מאת <a href="\/author\/[a-z-]+\/">/);
    const categories = await api('/api/categories?where[slug][equals]=yarns-and-fibres&depth=0');
    const yarns = (categories.json as { docs: { id: number }[] }).docs[0]!.id;
    await assign(archiveId, [{ effect: 'include', target: 'category-archive', categories: [yarns] }]);

    const visitor = await guardedContext(site.browser, site.url);
    const v = await visitor.newPage();
    await v.setViewportSize({ width: 1280, height: 900 });
    await v.goto('/articles/yarns-and-fibres/');
    const template = v.locator(`main [data-theme-template="${archiveId}"]`);
    expect(await template.locator('nav.breadcrumbs a[href="/articles/"]').count()).toBe(1);
    expect((await template.locator('h1').textContent())?.trim()).toBe('חוטים וסיבים');
    expect(await template.locator('.archive__description').count()).toBe(1);
    expect(await template.locator('.post-card').count()).toBeGreaterThan(0);
    // The site's own archive from code is not there (the template's box has its class, `archive`, as a widget).
    expect(await v.locator('.archive:not(.w)').count()).toBe(0);
    await expectNoAxeViolations(v, 'an archive shown by a template, 1280 px');
    await v.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(v, 'an archive shown by a template, 390 px');

    // Its grid pages through the loop's refresh call, which reads the template too.
    const refreshed = await fetch(`${site.url}/wp-json/arig/v1/refresh-loop`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        post_id: 0,
        widget_id: 'archive-posts',
        widget_filters: {},
        pagination_base_url: '/articles/yarns-and-fibres/',
      }),
    });
    expect(refreshed.status).toBe(200);
    expect(((await refreshed.json()) as { data: string }).data).toContain('class="post-card"');

    // Its topic filter offers the shown category's subcategories: none here, the five topics on the parent's.
    expect(await template.locator('.w-taxonomy-filter a').count()).toBe(0);
    const parents = await api('/api/categories?where[slug][equals]=articles&depth=0');
    const articles = (parents.json as { docs: { id: number }[] }).docs[0]!.id;
    await assign(archiveId, [{ effect: 'include', target: 'category-archive', categories: [articles] }]);
    await v.goto('/articles/');
    const topics = template.locator('.w-taxonomy-filter a[data-loop-term]:not([data-loop-term=""])');
    expect(await topics.count()).toBe(5);
    const yarnsLink = template.locator('.w-taxonomy-filter a[data-loop-term="yarns-and-fibres"]');
    // The grid has the site's own archives' id, so the filter's addresses are theirs.
    expect(await yarnsLink.getAttribute('href')).toBe('/articles/?e-filter-archive-grid-category=yarns-and-fibres');
    await assign(archiveId, [{ effect: 'include', target: 'category-archive', categories: [yarns] }]);

    await v.goto('/articles/');
    expect(await v.locator('main [data-theme-template]').count()).toBe(0);
    expect(await v.locator('.archive:not(.w)').count()).toBe(1);
    await assign(archiveId, [{ effect: 'include', target: 'all-archives' }]);
    await finishGuarded(visitor);
  });

  it('scrolls to the template that ?theme_template_id= names (spec §2)', async () => {
    const footerId = await seededTemplate('footer');
    await assign(footerId, [{ effect: 'include', target: 'all-archives' }]);
    const visitor = await guardedContext(site.browser, site.url);
    const v = await visitor.newPage();
    await v.setViewportSize({ width: 1280, height: 900 });
    await v.goto(`/articles/?theme_template_id=${footerId}`);
    const footer = v.locator(`footer[data-theme-template="${footerId}"]`);
    await v.waitForFunction(() => window.scrollY > 0);
    // Like Elementor: the template's top in the middle of the window, or the page's end if it comes first.
    await v.waitForFunction((id) => {
      const top = document.querySelector(`[data-theme-template="${id}"]`)!.getBoundingClientRect().top;
      const atEnd = Math.abs(window.scrollY - (document.documentElement.scrollHeight - innerHeight)) < 2;
      return Math.abs(top - innerHeight / 2) < 2 || atEnd;
    }, footerId);
    expect(await footer.count()).toBe(1);
    // An address that names no template on the page leaves it at the top.
    await v.goto(`/articles/?theme_template_id=${await seededTemplate('not-found')}`);
    await v.waitForLoadState('load');
    await v.waitForTimeout(600);
    expect(await v.evaluate(() => window.scrollY)).toBe(0);
    // Back to the seeded footer's condition: the entire site.
    await assign(footerId, [{ effect: 'include', target: 'entire-site' }]);
    await finishGuarded(visitor);
  });
});

describe('a 404 template', () => {
  it('shows an address that has no page, still answered 404, and leaves it to the site once it has no condition', async () => {
    const lostId = await seededTemplate('not-found');
    await assign(lostId, [{ effect: 'include', target: 'not-found' }]);
    const visitor = await guardedContext(site.browser, site.url);
    const v = await visitor.newPage();
    await v.setViewportSize({ width: 1280, height: 900 });
    const response = await v.goto('/no-such-address/');
    expect(response?.status()).toBe(404);
    const template = v.locator(`main [data-theme-template="${lostId}"]`);
    expect((await template.locator('h1').textContent())?.trim()).toBe('הדף לא נמצא');
    expect(await template.getByRole('searchbox').count()).toBe(1);
    expect(await template.locator('.post-card').count()).toBe(3);
    expect(await v.locator('.not-found').count()).toBe(0);
    await expectNoAxeViolations(v, 'the 404 template, 1280 px');
    await v.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(v, 'the 404 template, 390 px');
    await assign(lostId, []);
    await v.goto('/no-such-address/');
    expect(await v.locator('main [data-theme-template]').count()).toBe(0);
    expect(await v.locator('.not-found h1').count()).toBe(1);
    await finishGuarded(visitor);
  });
});

describe('a page template', () => {
  it('shows the pages written as text, from its title, image and text widgets; a builder page keeps its own', async () => {
    const terms = (await api('/api/pages?where[slug][equals]=terms&depth=0')).json.docs[0] as { title: string };
    const id = await seededTemplate('single-page');
    await assign(id, [{ effect: 'include', target: 'all-pages' }]);
    const visitor = await guardedContext(site.browser, site.url);
    const v = await visitor.newPage();
    await v.setViewportSize({ width: 1280, height: 900 });
    await v.goto('/terms/');
    const template = v.locator(`main [data-theme-template="${id}"]`);
    expect((await template.locator('h1').textContent())?.trim()).toBe(terms.title);
    expect(await template.locator('.prose p').count()).toBeGreaterThan(0);
    expect(await v.locator('main .page').count()).toBe(0);
    await expectNoAxeViolations(v, 'a page template, 1280 px');
    // The privacy policy is laid out in the builder: its own design, whatever the conditions say.
    await v.goto('/privacy-policy/');
    expect(await v.locator('main [data-theme-template]').count()).toBe(0);
    expect(await v.locator('main .builder-page h1').count()).toBe(1);
    await assign(id, []);
    await v.goto('/terms/');
    expect(await v.locator('main .page h1').count()).toBe(1);
    await finishGuarded(visitor);
  });
});

describe('a search-results template', () => {
  it("shows the search's title, the words searched in its field and the results, axe clean", async () => {
    const id = await seededTemplate('search-results');
    await assign(id, [{ effect: 'include', target: 'search' }]);
    const visitor = await guardedContext(site.browser, site.url);
    const v = await visitor.newPage();
    await v.setViewportSize({ width: 390, height: 844 });
    await v.goto(`/?s=${encodeURIComponent('שחיקה')}`);
    const template = v.locator(`main [data-theme-template="${id}"]`);
    expect((await template.locator('h1').textContent())?.trim()).toBe('תוצאות חיפוש: \u2068שחיקה\u2069');
    expect(await template.getByRole('searchbox').inputValue()).toBe('שחיקה');
    expect(await template.locator('.search-result mark').count()).toBeGreaterThan(0);
    expect(await v.locator('.search-page').count()).toBe(0);
    await expectNoAxeViolations(v, 'a search-results template, 390 px');
    await assign(id, []);
    await v.goto(`/?s=${encodeURIComponent('שחיקה')}`);
    expect(await v.locator('.search-page h1').count()).toBe(1);
    await finishGuarded(visitor);
  });
});
