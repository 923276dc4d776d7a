import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './harness';
import { useSiteUnderTest } from './site-under-test';

const site = useSiteUnderTest();

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

/** The about page (its seeded gallery has five images), with extra markup appended to <main>. */
async function aboutPage(extra = '', hash = ''): Promise<{ page: Page; lightboxCode: string[]; errors: string[] }> {
  const page = await site.context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  const lightboxCode: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    if (/\/_astro\/lightbox\.[\w-]+\.js$/.test(r.url())) lightboxCode.push(r.url());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route('**/about/', async (route) => {
    const response = await route.fetch({ headers: { ...route.request().headers(), 'accept-encoding': 'identity' } });
    const html = (await response.text()).replace('</main>', `${extra}</main>`);
    await route.fulfill({ response, body: html });
  });
  await page.goto(`/about/${hash}`);
  return { page, lightboxCode, errors };
}

const counter = (page: Page) => page.locator('dialog.lightbox .lightbox__counter [dir="ltr"]').textContent();
const shownImage = (page: Page) => page.locator('dialog.lightbox .lightbox__figure img').getAttribute('src');

describe('global lightbox', () => {
  it('opens a gallery as a slideshow on the first click only, moves with RTL arrows, zooms, and closes on Escape back to the link', async () => {
    const { page, lightboxCode, errors } = await aboutPage();
    const links = page.locator('.w-gallery a');
    expect(await links.count()).toBe(5);
    await page.waitForTimeout(300);
    expect(lightboxCode).toEqual([]);

    const second = links.nth(1);
    const hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    await second.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog.lightbox[open]');
    await dialog.waitFor();
    expect(lightboxCode).toHaveLength(1);
    expect(page.url()).toMatch(/\/about\/$/);
    expect(await dialog.getAttribute('aria-label')).toBe('תצוגת תמונות');
    expect(await counter(page)).toBe('2 / 5');
    expect(await page.locator('dialog.lightbox .lightbox__counter').textContent()).toBe('תמונה 2 / 5');
    expect(new URL((await shownImage(page))!, site.url).href).toBe(hrefs[1]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('סגירה (Esc)');

    await page.keyboard.press('ArrowLeft'); // forward on a right-to-left page
    expect(await counter(page)).toBe('3 / 5');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await counter(page)).toBe('1 / 5');
    await page.keyboard.press('ArrowRight'); // loops
    expect(await counter(page)).toBe('5 / 5');
    await page.getByRole('button', { name: 'התמונה הבאה' }).click();
    expect(await counter(page)).toBe('1 / 5');
    expect(new URL((await shownImage(page))!, site.url).href).toBe(hrefs[0]);
    // The first image's title and description come from its media document.
    expect(await page.locator('dialog.lightbox .lightbox__title').textContent()).toBe('אריג טוויל בכחול ובשמנת');
    expect(await page.locator('dialog.lightbox .lightbox__description').textContent()).toContain('טוויל');

    const zoom = page.getByRole('button', { name: 'הגדלת התמונה' });
    await zoom.click();
    expect(await zoom.getAttribute('aria-pressed')).toBe('true');
    expect(await dialog.evaluate((d) => d.classList.contains('lightbox--zoomed'))).toBe(true);
    await page.keyboard.press('ArrowLeft'); // no sliding while zoomed
    expect(await counter(page)).toBe('1 / 5');
    await zoom.click();
    expect(await zoom.getAttribute('aria-pressed')).toBe('false');

    const share = page.getByRole('button', { name: 'שיתוף', exact: true });
    await share.click();
    expect(await share.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('link', { name: 'הורדת התמונה' }).getAttribute('download')).toBe('');
    await page.keyboard.press('Escape'); // closes the menu first
    expect(await share.getAttribute('aria-expanded')).toBe('false');
    expect(await dialog.count()).toBe(1);

    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog.lightbox').count()).toBe(0);
    expect(await second.evaluate((a) => a === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    expect(site.blocked).toEqual([]);
    await page.close();
  });

  it('keeps Tab inside while open, closes on a click beside the picture, and passes axe open', async () => {
    const { page } = await aboutPage();
    await page.locator('.w-gallery a').first().click();
    await page.locator('dialog.lightbox[open]').waitFor();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog.lightbox')))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog.lightbox')))).toBe(true);
    await expectNoAxeViolations(page, 'lightbox open');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page, 'lightbox open, mobile');
    await page.mouse.click(10, 150);
    await expect.poll(() => page.locator('dialog.lightbox').count()).toBe(0);
    await page.close();
  });

  it('opens from a lightbox hash action on a link and on page load; malformed settings do nothing', async () => {
    const slides = [
      { url: '/favicon.svg', title: 'ראשונה' },
      { url: '/favicon.svg?2', title: 'שנייה' },
      { url: '/favicon.svg?3', title: 'שלישית' },
    ];
    const hash = `#arig-action:action=lightbox&settings=${b64({ type: 'slideshow', slides, index: 1 })}`;
    const links = `<p><a id="act" href="${hash}">תצוגה</a> <a id="bad" href="#arig-action:action=lightbox&settings=%%%">שבור</a>
      <a id="bad-json" href="#elementor-action:action=lightbox&settings=${Buffer.from('{"url":').toString('base64')}">חסר</a>
      <a id="hostile" href="#arig-action:action=lightbox&settings=${b64({ url: 'javascript:alert(1)' })}">עוין</a></p>`;
    const { page, errors } = await aboutPage(links);
    for (const id of ['#bad', '#bad-json', '#hostile']) {
      await page.click(id);
      await page.waitForTimeout(300);
      expect([id, await page.locator('dialog.lightbox').count()]).toEqual([id, 0]);
    }
    await page.click('#act');
    await page.locator('dialog.lightbox[open]').waitFor();
    expect(await counter(page)).toBe('2 / 3');
    expect(await page.locator('dialog.lightbox .lightbox__title').textContent()).toBe('שנייה');
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await page.close();

    const onLoad = await aboutPage(links, hash);
    await onLoad.page.locator('dialog.lightbox[open]').waitFor();
    expect(await counter(onLoad.page)).toBe('2 / 3');
    await onLoad.page.close();
  });
});
