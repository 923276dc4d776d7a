import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './harness';
import { useSiteUnderTest } from './site-under-test';

const site = useSiteUnderTest();

const provider = /(^|\.)(vimeo\.com|vimeocdn\.com|youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com)$/;

/** The seeded about page, recording every request that would reach a video provider. */
async function aboutPage(): Promise<{ page: Page; providerRequests: string[] }> {
  const page = await site.context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  const providerRequests: string[] = [];
  page.on('request', (r) => {
    if (provider.test(new URL(r.url()).hostname)) providerRequests.push(r.url());
  });
  return { page, providerRequests };
}

describe('video behind a privacy facade', () => {
  it('fetches nothing from the provider until play is pressed, then loads its player API in place', async () => {
    const { page, providerRequests } = await aboutPage();
    // Stands in for Vimeo's player API (tests never reach the internet): records what the widget asks for.
    await page.route('https://player.vimeo.com/api/player.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.Vimeo = { Player: function (el, options) {
          window.vimeoOptions = options;
          const frame = document.createElement('iframe');
          frame.title = 'נגן Vimeo';
          el.replaceWith(frame);
        } };`,
      }),
    );
    await page.goto('/about/');
    const facade = page.locator('.w-video--facade');
    await facade.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(500);
    expect(providerRequests).toEqual([]);
    expect(await facade.locator('.w-video__notice').textContent()).toBe('הנגן של Vimeo ייטען רק אחרי לחיצה על הפעלה.');
    await expectNoAxeViolations(page, 'video facade');

    await page.locator('.w-video--facade[data-video-ready]').waitFor();
    const play = facade.getByRole('link', { name: /הפעלת הסרטון/ });
    await play.click();
    await facade.locator('iframe').waitFor();
    expect(providerRequests).toEqual(['https://player.vimeo.com/api/player.js']);
    expect(page.url()).toMatch(/\/about\/$/);
    expect(await page.evaluate(() => (window as unknown as { vimeoOptions: unknown }).vimeoOptions)).toEqual({
      id: 76979871,
      autoplay: true,
      muted: false,
      loop: false,
      controls: true,
      dnt: true,
    });
    // Focus moves to the player that took the link's place.
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('w-video__player');
    expect(site.blocked).toEqual([]);
    await page.close();
  });

  it('leaves the link to the video’s page when the player API never becomes ready (checked every 350 ms)', async () => {
    const { page } = await aboutPage();
    const t0 = Date.parse('2026-11-23T10:00:00Z');
    await page.clock.install({ time: t0 });
    await page.route('https://player.vimeo.com/api/player.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '/* never defines Vimeo */' }),
    );
    await page.goto('/about/');
    const facade = page.locator('.w-video--facade');
    await facade.scrollIntoViewIfNeeded();
    await page.locator('.w-video--facade[data-video-ready]').waitFor();
    const play = facade.getByRole('link', { name: /הפעלת הסרטון/ });
    await play.click();
    await page.waitForTimeout(200);
    expect(await facade.getAttribute('aria-busy')).toBe('true');
    await page.clock.runFor(350 * 90);
    await expect.poll(() => facade.getAttribute('aria-busy')).toBeNull();
    expect(await facade.locator('.w-video__notice').textContent()).toContain('לא נטען');
    expect(await play.getAttribute('href')).toBe('https://vimeo.com/76979871');
    await page.close();
  });
});

describe('the page’s security policy', () => {
  it('admits the Vimeo player only on the page that embeds it', async () => {
    const csp = async (path: string) =>
      (await fetch(new URL(path, site.url))).headers.get('content-security-policy') ?? '';
    expect(await csp('/about/')).toContain('frame-src https://player.vimeo.com');
    expect(await csp('/services/')).not.toContain('vimeo');
    expect(await csp('/about/')).not.toContain('youtube');
  });
});

describe('audio', () => {
  it('shows the browser’s player, labelled, without fetching the file before play', async () => {
    const { page } = await aboutPage();
    const audioRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/audio/') && audioRequests.push(r.url()));
    await page.goto('/about/');
    const player = page.locator('.w-audio audio');
    await player.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(await page.getByRole('figure', { name: 'הקצב של נול אריגה' }).count()).toBe(1);
    expect(await player.getAttribute('preload')).toBe('none');
    expect(audioRequests).toEqual([]);
    await page.close();
  });
});
