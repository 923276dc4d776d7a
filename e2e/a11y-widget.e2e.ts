import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../scripts/lib/server';
import { expectNoAxeViolations, launchBrowser, newContext } from './harness';

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let blocked: string[];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  blocked = [];
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Each test starts with no stored preferences: a new browser context has empty local storage. */
async function freshPage(): Promise<Page> {
  const fresh = await newContext(browser, server.url);
  fresh.context.on('close', () => blocked.push(...fresh.blocked));
  return fresh.context.newPage();
}

const htmlClasses = (page: Page) =>
  page.evaluate(() => [...document.documentElement.classList].filter((c) => c.startsWith('a11y-')).sort());
const focusedInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));

async function openWithKeyboard(page: Page): Promise<void> {
  await page.focus('[data-a11y-launcher]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('dialog#a11y-panel[open]');
}

describe('accessibility preferences widget', () => {
  it('loads none of its code or markup until the launcher is used', async () => {
    const page = await freshPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto('/articles/');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((p) => p.includes('a11y-panel') || p.includes('panel'))).toEqual([]);
    expect(await page.locator('dialog#a11y-panel').count()).toBe(0);
    expect(await page.getAttribute('[data-a11y-launcher]', 'aria-haspopup')).toBe('dialog');
    await openWithKeyboard(page);
    expect(requests.some((p) => p === '/wp-json/arig/v1/a11y-panel')).toBe(true);
    await page.context().close();
  });

  it('is a named modal dialog used by keyboard alone: focus inside, Tab stays inside, Escape returns focus', async () => {
    const page = await freshPage();
    await page.goto('/about/');
    await openWithKeyboard(page);
    expect(await page.getAttribute('dialog#a11y-panel', 'aria-labelledby')).toBe('a11y-panel-title');
    expect(await page.textContent('#a11y-panel-title')).toBe('העדפות נגישות');
    expect(await focusedInDialog(page)).toBe(true);
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      expect(await focusedInDialog(page)).toBe(true);
    }
    await page.focus('[data-a11y-tool="grayscale"]');
    await page.keyboard.press('Space');
    expect(await page.getAttribute('[data-a11y-tool="grayscale"]', 'aria-pressed')).toBe('true');
    await expectNoAxeViolations(page, 'widget open');
    await page.keyboard.press('Escape');
    expect(await page.locator('dialog#a11y-panel[open]').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-a11y-launcher'))).toBe(true);
    await page.context().close();
  });

  it('changes the page visibly for each tool, and stays axe-clean in each state', async () => {
    const page = await freshPage();
    await page.goto('/about/');
    await openWithKeyboard(page);
    const style = (selector: string, prop: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), prop);
    const checks: [string, () => Promise<unknown>, unknown][] = [
      ['bigger-text', () => style('html', 'font-size'), '18px'],
      [
        'bigger-line-height',
        () =>
          page
            .locator('main p')
            .first()
            .evaluate((el) => {
              const cs = getComputedStyle(el);
              return Math.abs(parseFloat(cs.letterSpacing) - 0.12 * parseFloat(cs.fontSize)) < 0.05;
            }),
        true,
      ],
      ['text-align', () => style('main p', 'text-align'), 'start'],
      ['readable-font', () => style('main p', 'font-family'), 'Arial, "Arial Hebrew", "Noto Sans Hebrew", sans-serif'],
      ['grayscale', () => style('dialog#a11y-panel', 'filter'), 'none'],
      ['grayscale', () => style('body > header', 'filter'), 'grayscale(1)'],
      ['contrast', () => style('body', 'color'), 'rgb(0, 0, 0)'],
      ['reading-mask', () => page.locator('.a11y-mask').count(), 2],
      ['hide-images', () => style('main img', 'visibility'), 'hidden'],
      ['pause-animations', () => style('.site-header', 'transition-duration'), '0s'],
      ['highlight-links', () => style('main a, footer a', 'outline-style'), 'dashed'],
    ];
    let last = '';
    for (const [tool, read, expected] of checks) {
      if (tool !== last) await page.click(`[data-a11y-tool="${tool}"]`);
      last = tool;
      expect([tool, await read()]).toEqual([tool, expected]);
      await expectNoAxeViolations(page, `tool ${tool}`);
    }
    await page.click('[data-a11y-tool="contrast"]');
    expect(await style('body', 'background-color')).toBe('rgb(0, 0, 0)');
    await expectNoAxeViolations(page, 'contrast dark');
    await page.click('[data-a11y-tool="contrast"]');
    await expectNoAxeViolations(page, 'contrast light');
    await page.click('[data-a11y-tool="focus-outline"]');
    await page.focus('[data-a11y-reset]');
    expect(await style('[data-a11y-reset]', 'outline-width')).toBe('4px');

    await page.click('[data-a11y-reset]');
    expect(await htmlClasses(page)).toEqual([]);
    expect(await page.locator('.a11y-mask').count()).toBe(0);
    await page.context().close();
  });

  it('keeps choices across a reload and on another page, applied before first paint', async () => {
    const page = await freshPage();
    await page.goto('/about/');
    await openWithKeyboard(page);
    await page.click('[data-a11y-tool="bigger-text"]');
    await page.click('[data-a11y-tool="highlight-links"]');
    await page.reload();
    expect(await htmlClasses(page)).toEqual(['a11y-bigger-text-1', 'a11y-highlight-links']);
    // Their sheet, which pages without a stored preference do not carry, is in force before the panel loads.
    const effects = () =>
      page.evaluate(() => [
        getComputedStyle(document.documentElement).fontSize,
        getComputedStyle(document.querySelector('main a')!).outlineStyle,
      ]);
    expect(await effects()).toEqual(['18px', 'dashed']);
    // The bootstrap runs in <head>: the classes are there before the body is parsed.
    const early = await page.evaluate(async () => {
      const res = await fetch('/services/');
      return (
        (await res.text()).indexOf('localStorage.getItem') < (await (await fetch('/services/')).text()).indexOf('<body')
      );
    });
    expect(early).toBe(true);
    await page.goto('/services/');
    expect(await htmlClasses(page)).toEqual(['a11y-bigger-text-1', 'a11y-highlight-links']);
    await openWithKeyboard(page);
    expect(await page.getAttribute('[data-a11y-tool="highlight-links"]', 'aria-pressed')).toBe('true');
    expect(await page.textContent('[data-a11y-tool="bigger-text"] [data-a11y-level]')).toBe('גדול');
    await page.click('[data-a11y-reset]');
    await page.context().close();
  });

  it('follows the system request for more contrast without the widget', async () => {
    const page = await freshPage();
    await page.emulateMedia({ contrast: 'more' });
    await page.goto('/about/');
    expect(
      await page
        .locator('main p')
        .first()
        .evaluate((el) => getComputedStyle(el).color),
    ).toBe('rgb(0, 0, 0)');
    await expectNoAxeViolations(page, 'prefers-contrast: more');
    await page.context().close();
  });

  it('lists the page structure and jumps to a heading', async () => {
    const page = await freshPage();
    await page.goto('/about/');
    await openWithKeyboard(page);
    await page.click('[data-a11y-structure]');
    const links = page.locator('#a11y-structure a');
    expect(await links.count()).toBeGreaterThan(3);
    const h1 = (await page.textContent('main h1'))?.trim();
    await page
      .locator('#a11y-structure a', { hasText: h1 ?? '' })
      .first()
      .click();
    expect(await page.locator('dialog#a11y-panel[open]').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.context().close();
  });

  it('opens from the allyWidget:open URL action and links to the statement', async () => {
    const page = await freshPage();
    await page.route('**/contact/', async (route) => {
      const response = await route.fetch({ headers: { ...route.request().headers(), 'accept-encoding': 'identity' } });
      const html = (await response.text()).replace(
        '</main>',
        '<a id="ally" href="#elementor-action%3Aaction%3DallyWidget%3Aopen%26settings%3De30%3D">נגישות</a></main>',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto('/contact/');
    await page.click('#ally');
    await page.waitForSelector('dialog#a11y-panel[open]');
    expect(await page.getAttribute('dialog#a11y-panel a', 'href')).toBe('/accessibility-statement/');
    expect(await page.textContent('dialog#a11y-panel')).not.toMatch(/תאימות|compliance|עומד בתקן/);
    expect(blocked).toEqual([]);
    await page.context().close();
  });
});
