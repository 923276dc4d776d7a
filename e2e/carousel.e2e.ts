import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoUsers } from '../cms/seed/users';
import { expectNoAxeViolations } from './harness';
import { useSiteUnderTest } from './site-under-test';
import { signIn } from './sign-in';

const site = useSiteUnderTest();

/** The seeded about page's carousel (5 slides, 3 in view on desktop, autoplay every 5 s), on a paused clock. */
async function carouselPage(): Promise<Page> {
  const page = await site.context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  const t0 = Date.parse('2026-11-23T10:00:00Z');
  await page.clock.install({ time: t0 });
  await page.clock.pauseAt(t0 + 1000);
  await page.goto('/about/');
  await page.locator('.w-image-carousel').scrollIntoViewIfNeeded();
  await page.locator('.w-image-carousel[data-carousel-ready]').waitFor();
  return page;
}

const current = (page: Page) =>
  page
    .locator('.w-image-carousel [data-carousel-dot]')
    .evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-current') === 'true'));
const inertSlides = (page: Page) =>
  page
    .locator('.w-image-carousel .w-carousel__slide')
    .evaluateAll((slides) => slides.map((s) => (s as HTMLElement).inert));

describe('image carousel', () => {
  it('autoplays, pauses while hovered, and stops for good once focus enters', async () => {
    const page = await carouselPage();
    expect(await current(page)).toBe(0);
    await expect.poll(() => inertSlides(page)).toEqual([false, false, false, true, true]);
    await page.clock.runFor(5300);
    await expect.poll(() => current(page)).toBe(1);

    await page.locator('.w-image-carousel .w-carousel__viewport').hover();
    await page.clock.runFor(11_000);
    expect(await current(page)).toBe(1);
    await page.mouse.move(5, 5);
    await page.clock.runFor(5300);
    await expect.poll(() => current(page)).toBe(2);

    await page.locator('.w-image-carousel [data-carousel-pause]').focus();
    await page.mouse.move(5, 5);
    const pause = page.locator('.w-image-carousel [data-carousel-pause]');
    await expect.poll(() => pause.getAttribute('aria-pressed')).toBe('true');
    expect(await pause.textContent()).toBe('הפעלת ההחלפה האוטומטית');
    await page.clock.runFor(20_000);
    expect(await current(page)).toBe(2);
    await page.close();
  });

  it('moves with its arrows and with RTL arrow keys, keeps slides out of view inert, and passes axe', async () => {
    const page = await carouselPage();
    const next = page.getByRole('button', { name: 'השקופית הבאה' });
    await next.click();
    await page.clock.runFor(1000);
    await expect.poll(() => current(page)).toBe(1);
    await expect.poll(() => inertSlides(page)).toEqual([true, false, false, false, true]);
    await page.keyboard.press('ArrowLeft'); // forward on a right-to-left page
    await page.clock.runFor(1000);
    await expect.poll(() => current(page)).toBe(2);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.clock.runFor(1000);
    await expect.poll(() => current(page)).toBe(0);
    await page.getByRole('button', { name: 'מעבר לשקופית 3' }).click();
    await page.clock.runFor(1000);
    await expect.poll(() => current(page)).toBe(2);
    await page.clock.resume();
    await expectNoAxeViolations(page, 'about page, carousel running');
    expect(site.blocked).toEqual([]);
    await page.close();
  });

  it('stays a static picture with a single slide: no carousel code and no controls', async () => {
    const token = await signIn(site.url, demoUsers.admin);
    const media = (await (await fetch(`${site.url}/api/media?limit=1&depth=0`)).json()) as { docs: { id: number }[] };
    const created = await fetch(`${site.url}/api/pages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({
        title: 'קרוסלה בשקופית אחת',
        slug: 'one-slide',
        _status: 'published',
        layout: {
          version: 1,
          root: { props: {} },
          content: [
            { type: 'heading', props: { id: 'one-h', text: 'קרוסלה בשקופית אחת', tag: 'h1' } },
            { type: 'image-carousel', props: { id: 'one-c', items: [{ media_id: String(media.docs[0]!.id) }] } },
          ],
        },
      }),
    });
    expect(created.status).toBe(201);
    const page = await site.context.newPage();
    const carouselCode: string[] = [];
    page.on('request', (r) => r.url().includes('image-carousel.island') && carouselCode.push(r.url()));
    await page.goto('/one-slide/');
    const carousel = page.locator('.w-image-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(await carousel.locator('.w-carousel__slide').count()).toBe(1);
    expect(await carousel.getAttribute('data-island')).toBeNull();
    expect(await carousel.locator('.w-carousel__controls').count()).toBe(0);
    expect(await carousel.evaluate((el) => el.classList.contains('is-carousel'))).toBe(false);
    expect(carouselCode).toEqual([]);
    await page.close();
  });

  it('shows one slide per view on a phone, the others inert', async () => {
    const page = await site.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about/');
    const carousel = page.locator('.w-image-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await page.locator('.w-image-carousel[data-carousel-ready]').waitFor();
    await expect.poll(() => inertSlides(page)).toEqual([false, true, true, true, true]);
    const width = await carousel.evaluate((el) => el.getBoundingClientRect().width);
    const slide = await page
      .locator('.w-carousel__slide')
      .first()
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(Math.abs(slide - width)).toBeLessThan(30);
    await page.close();
  });
});
