import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoUsers } from '../cms/seed/users';
import { finishGuarded, guardedContext } from './guarded-context';
import { signInThroughForm } from './sign-in';
import { useSiteUnderTest } from './site-under-test';

/**
 * Site Settings' brand (issue 25), through the studio's own form: the primary and secondary colours and the
 * heading font restyle every page on the next request, a low-contrast text colour is refused in Hebrew, and
 * a named colour chosen in a layout follows Site Settings.
 */
const site = useSiteUnderTest();
const stamp = Date.now().toString(36);
const savedToast = (p: Page) => p.locator('[data-sonner-toast]', { hasText: 'בהצלחה' });

describe('brand colours and fonts in Site Settings (issue 25)', () => {
  it('restyle every page on the next request, and a low-contrast text colour is refused in Hebrew', async () => {
    const ctx = await guardedContext(site.browser, site.url);
    const p = await ctx.newPage();
    await p.setViewportSize({ width: 1280, height: 900 });
    await signInThroughForm(p, demoUsers.admin);
    await p.goto('/admin/globals/site-settings');
    await p.locator('.tabs-field__tab-button', { hasText: 'עיצוב' }).click();
    await p.fill('#field-brand__primary', '#7a1f3d');
    await p.fill('#field-brand__secondary', '#f2c14e');
    const headingFont = p.locator('#field-fonts__headings');
    await headingFont.locator('.rs__control').click();
    await p.locator('.rs__option', { hasText: 'Frank Ruhl Libre' }).click();
    await p.click('#action-save');
    await savedToast(p).waitFor();

    const visitor = await guardedContext(site.browser, site.url);
    const v = await visitor.newPage();
    const accent = () =>
      v.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-accent'));
    const headingFamily = () => v.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily);
    for (const path of ['/', '/about/', '/articles/']) {
      await v.goto(path);
      expect(await accent(), path).toBe('#7a1f3d');
      // A first page: the headings in a system serif until the chosen family is cached; the text as before.
      expect(await headingFamily(), path).toMatch(/^David,/);
      expect(await v.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Arial Hebrew"/);
    }
    // The builder's buttons wear the brand: the secondary colour with the dark text that reads on it.
    await v.goto('/');
    const allArticles = v.locator('a.w-button--secondary', { hasText: 'לכל המאמרים' });
    expect(await allArticles.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgb(242, 193, 78)');
    expect(await allArticles.evaluate((e) => getComputedStyle(e).color)).toBe('rgb(26, 26, 26)');
    // Under the pointer, a lighter shade of it (its text is dark), not the design's fixed blue.
    await allArticles.hover();
    await expect
      .poll(() => allArticles.evaluate((e) => getComputedStyle(e).backgroundColor))
      .toBe('rgb(244, 204, 110)');
    // A container given the primary colour as its background follows it, its text turned to what reads.
    const band = v.locator('.w--tone-primary').first();
    expect(await band.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgb(122, 31, 61)');
    expect(
      await band
        .locator('.w-counter__title')
        .first()
        .evaluate((e) => getComputedStyle(e).color),
    ).toBe('rgb(255, 255, 255)');
    await v.goto('/articles/');
    // With the fonts on (a later page), the headings and the header's name are in the chosen family,
    // served by the site itself.
    await v.evaluate(() => document.documentElement.classList.add('fonts'));
    expect(await headingFamily()).toMatch(/^"Frank Ruhl Libre", David,/);
    expect(await v.locator('.site-header__brand').evaluate((e) => getComputedStyle(e).fontFamily)).toMatch(
      /^"Frank Ruhl Libre"/,
    );
    const loaded = await v.evaluate(async () =>
      (await document.fonts.load("700 2rem 'Frank Ruhl Libre'", 'אריג')).map((f) => f.status),
    );
    expect(loaded).toEqual(['loaded']);
    const listed = (await v.locator('html').getAttribute('data-fonts'))!.split(' ');
    expect(listed.filter((u) => u.includes('frank-ruhl-libre'))).toHaveLength(2);
    // The builder's preview shows them too.
    const previewCss = await (await p.request.get('/admin/builder/assets/preview.css')).text();
    expect(previewCss).toContain('--color-accent:#7a1f3d');
    const current = v.locator('.pagination [aria-current="page"]');
    expect(await current.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgb(122, 31, 61)');
    expect(await current.evaluate((e) => getComputedStyle(e).color)).toBe('rgb(255, 255, 255)');

    await p.fill('#field-brand__text', '#aaaaaa');
    await p.click('#action-save');
    await p
      .getByText(/צבע הטקסט על צבע הרקע בניגודיות \u20662\.\d\d:1\u2069 בלבד/)
      .first()
      .waitFor();
    await v.reload();
    expect(await v.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(26, 26, 26)');

    // Back to the design's own colours and fonts for the journeys that follow.
    await p.fill('#field-brand__text', '');
    await p.fill('#field-brand__primary', '');
    await p.fill('#field-brand__secondary', '');
    await headingFont.locator('.clear-indicator').click();
    await p.click('#action-save');
    await savedToast(p).waitFor();
    await v.reload();
    expect(await accent()).toBe('#0b5394');
    expect(await headingFamily()).toMatch(/^"Arial Hebrew"/);
    await finishGuarded(visitor);
    await finishGuarded(ctx);
  });

  it('a named colour chosen in a layout restyles it from Site Settings, a deleted one leaves the page standing, a custom one stays', async () => {
    const ctx = await guardedContext(site.browser, site.url);
    const p = await ctx.newPage();
    await signInThroughForm(p, demoUsers.admin);
    const write = { headers: { Origin: site.url } };
    const setColours = async (customColours: { id: string; name: string; colour: string }[]) =>
      expect(
        (await p.request.post('/api/globals/site-settings', { ...write, data: { brand: { customColours } } })).status(),
      ).toBe(200);
    await setColours([{ id: 'e2ewine', name: 'יין', colour: '#7a1f3d' }]);
    const heading = (id: string, colour: string) => ({ type: 'heading', props: { id, text: `כותרת ${id}`, colour } });
    // A custom colour of the owner's own (not global): Site Settings' changes leave it as it is.
    const own = (custom: string) => ({
      type: 'heading',
      props: { id: 'own', text: 'כותרת', colour: 'custom', colour_custom: custom },
    });
    const layout = (colour: string, custom = '#2f3b4c') => ({
      version: 1,
      root: { props: { title: '' } },
      content: [
        { type: 'container', props: { id: 'band', background: 'colour:e2ewine', items: [heading('inside', '')] } },
        heading('outside', colour),
        own(custom),
      ],
    });
    const slug = `e2e-named-colour-${stamp}`;
    const created = await p.request.post('/api/pages', {
      ...write,
      data: { title: 'צבע בשם', slug, layout: layout('colour:e2ewine'), _status: 'published' },
    });
    expect(created.status()).toBe(201);
    const pageId = ((await created.json()) as { doc: { id: number } }).doc.id;

    const visitor = await guardedContext(site.browser, site.url);
    const v = await visitor.newPage();
    const colours = async () => {
      expect((await v.goto(`/${slug}/`))?.status()).toBe(200);
      const style = (selector: string, property: 'color' | 'backgroundColor') =>
        v
          .locator(selector)
          .first()
          .evaluate((e, name) => getComputedStyle(e)[name], property);
      return [
        await style('.w--tone-ref', 'backgroundColor'),
        await style('.w--tone-ref .w-heading', 'color'),
        await style('.w-colour--ref', 'color'),
        await style('.w-colour--custom', 'color'),
      ];
    };
    expect(await colours()).toEqual(['rgb(122, 31, 61)', 'rgb(255, 255, 255)', 'rgb(122, 31, 61)', 'rgb(47, 59, 76)']);
    // The same colour, changed in Site Settings: the box and the text inside follow; too pale for the heading
    // outside, which takes the text's colour.
    await setColours([{ id: 'e2ewine', name: 'יין', colour: '#f3f6fa' }]);
    expect(await colours()).toEqual(['rgb(243, 246, 250)', 'rgb(26, 26, 26)', 'rgb(26, 26, 26)', 'rgb(47, 59, 76)']);
    // Saving a heading in that pale colour now is refused, in Hebrew, naming the ratio.
    const refused = await p.request.patch(`/api/pages/${pageId}`, {
      ...write,
      data: { layout: layout('colour:e2ewine') },
    });
    expect(refused.status()).toBe(400);
    expect(JSON.stringify(await refused.json())).toMatch(/הפריסה לא נשמרה: content\.1\.props\.colour: יין/);
    // So is a custom colour too pale for the page, with the pair and the ratio.
    const pale = await p.request.patch(`/api/pages/${pageId}`, { ...write, data: { layout: layout('', '#f3f6fa') } });
    expect(pale.status()).toBe(400);
    expect(JSON.stringify(await pale.json())).toMatch(
      /content\.2\.props\.colour_custom: הצבע המותאם .*#f3f6fa.* על רקע העמוד/,
    );
    // Deleted: the page still answers, the box as the page.
    await setColours([]);
    expect(await colours()).toEqual(['rgb(255, 255, 255)', 'rgb(26, 26, 26)', 'rgb(26, 26, 26)', 'rgb(47, 59, 76)']);

    expect((await p.request.delete(`/api/pages/${pageId}`, write)).status()).toBe(200);
    await finishGuarded(visitor);
    await finishGuarded(ctx);
  });
});
