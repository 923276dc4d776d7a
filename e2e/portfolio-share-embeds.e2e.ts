import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { networks, shareHref, type NetworkId } from '../engines/share/networks';
import { expectNoAxeViolations, newContext } from './harness';
import { useSiteUnderTest } from './site-under-test';

/**
 * Issue 20's widgets in a browser: the portfolio's filter (/portfolio/) with and without JavaScript,
 * share buttons (about page: plain links, copy link announced, no code before the first press), and a
 * social embed behind its facade (contact page). axe at 390 and 1280 px in each state.
 */
const site = useSiteUnderTest();
let page: Page;
const shareScripts = (p: Page) =>
  p.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((r) => r.name)
      .filter((n) => /share-buttons/.test(n)),
  );

beforeAll(async () => {
  page = await site.context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/about/');
});

describe('share buttons', () => {
  it('link each network to its share address for this page, opening a new window', async () => {
    const links = page.locator('.w-share a.w-share__btn');
    const target = {
      url: `${site.url}/about/`,
      title: await page.evaluate(() => document.querySelector('.w-share')!.getAttribute('data-share-title')!),
      image: '',
    };
    expect(target.title).toBeTruthy();
    const seeded: NetworkId[] = ['whatsapp', 'linkedin', 'facebook', 'email'];
    expect(await links.count()).toBe(seeded.length);
    for (const [i, id] of seeded.entries()) {
      const link = links.nth(i);
      expect(await link.getAttribute('href'), id).toBe(shareHref(id, target));
      expect(await link.textContent(), id).toContain(networks[id].label);
      if (id !== 'email') expect(await link.getAttribute('target'), id).toBe('_blank');
    }
  });

  it('fetch no code before the first press, then copy the link and announce it', async () => {
    await page.locator('.w-share').scrollIntoViewIfNeeded();
    expect(await shareScripts(page)).toEqual([]);
    await page.click('[data-share-action="copy"]');
    await expect.poll(() => page.textContent('[data-share-status]')).toBe('הקישור הועתק');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.url}/about/`);
    expect((await shareScripts(page)).length).toBeGreaterThan(0);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, `share buttons after copying at ${width}px`, '.w-share');
    }
  });

  it('hide the buttons that need JavaScript when it is off, and keep the links', async () => {
    const noJs = await newContext(site.browser, site.url, { javaScriptEnabled: false });
    const p = await noJs.context.newPage();
    await p.goto('/about/');
    expect(await p.locator('[data-share-action="copy"]').isVisible()).toBe(false);
    expect(await p.locator('.w-share a.w-share__btn').first().isVisible()).toBe(true);
    await noJs.context.close();
    expect([...site.blocked, ...noJs.blocked]).toEqual([]);
  });
});

describe('a social embed behind its facade (the contact page’s map)', () => {
  it('reaches the service only after the press, with its frame admitted on that page alone', async () => {
    const p = await site.context.newPage();
    const response = await p.goto('/contact/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain('frame-src https://maps.google.com https://www.google.com');
    const about = await fetch(`${site.url}/about/`);
    expect(about.headers.get('content-security-policy')).not.toContain('maps.google.com');

    const embed = p.locator('.w-social-embed');
    await embed.scrollIntoViewIfNeeded();
    expect(await embed.locator('iframe').count()).toBe(0);
    const before = site.blocked.length;
    expect(site.blocked.filter((u) => u.includes('google'))).toEqual([]);
    for (const width of [390, 1280]) {
      await p.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(p, `social embed facade at ${width}px`, '.w-social-embed');
    }

    await p.click('[data-embed-load]');
    const frame = embed.locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^https:\/\/maps\.google\.com\/maps\?q=/);
    expect(await frame.getAttribute('title')).toBe('המשרד על המפה');
    // The harness refuses every request off this machine: the press is the first one to the service.
    await expect
      .poll(() => site.blocked.slice(before).some((u) => u.startsWith('https://maps.google.com/')))
      .toBe(true);
    await p.close();
  });
});

describe('the portfolio page', () => {
  const filter = '.w-portfolio__filter';
  const visibleTitles = (p: Page) =>
    p.locator('.w-portfolio__item:not([hidden]) .w-portfolio__title').allTextContents();

  it('filters in place with toggle buttons, keeps the address and announces the count', async () => {
    const p = await site.context.newPage();
    await p.setViewportSize({ width: 1280, height: 900 });
    await p.goto('/portfolio/');
    await p.locator('.w-portfolio').scrollIntoViewIfNeeded();
    const technical = p.locator(`${filter} a[data-portfolio-field="טקסטיל טכני"]`);
    await expect.poll(() => technical.getAttribute('role')).toBe('button');
    expect(await technical.getAttribute('aria-pressed')).toBe('false');
    await p.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await technical.focus();
    await p.keyboard.press('Space');
    expect(await technical.getAttribute('aria-pressed')).toBe('true');
    expect(await visibleTitles(p)).toHaveLength(2);
    expect(await p.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(decodeURIComponent(p.url())).toMatch(/\?portfolio-[^=]+=טקסטיל\+טכני$/);
    await expect.poll(() => p.textContent('[data-portfolio-status]')).toBe('2 עבודות');
    for (const width of [390, 1280]) {
      await p.setViewportSize({ width, height: 900 });
      // Centred, so the phone's sticky header is not over the filter (axe counts covered targets).
      await p.locator(filter).evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await expectNoAxeViolations(p, `portfolio filtered at ${width}px`, '.w-portfolio');
    }
    await p.locator(`${filter} a[data-portfolio-field=""]`).click();
    expect(await visibleTitles(p)).toHaveLength(6);
    await p.close();
  });

  it('filters through plain links without JavaScript, and every card opens its project', async () => {
    const noJs = await newContext(site.browser, site.url, { javaScriptEnabled: false });
    const p = await noJs.context.newPage();
    await p.goto('/portfolio/');
    await p.click(`${filter} a[data-portfolio-field="ביגוד מגן"]`);
    await p.waitForURL(/portfolio-/);
    expect(await visibleTitles(p)).toEqual(['ביגוד עבודה מעכב בעירה למפעל']);
    expect(await p.getAttribute(`${filter} a[data-portfolio-field="ביגוד מגן"]`, 'aria-current')).toBe('true');
    await p.click('.w-portfolio__item:not([hidden]) .w-portfolio__title a');
    await p.waitForURL('**/project/workwear-flame/');
    expect(await p.textContent('h1')).toBe('ביגוד עבודה מעכב בעירה למפעל');
    await noJs.context.close();
  });
});
