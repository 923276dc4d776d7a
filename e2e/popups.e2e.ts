import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createActionHash } from '../engines/url-actions';
import { expectNoAxeViolations, newContext } from './harness';
import { dialog, focusInside, isOpen, oncePerDay, started, statusOf, usePopupFixtures } from './popup-fixtures';
import { useSiteUnderTest } from './site-under-test';

const site = useSiteUnderTest();
const { createPopup, context, finish, open } = usePopupFixtures(site);
const day = 86_400_000;

describe('popup triggers', () => {
  it('page load delay: opens after page_load_delay as a labelled dialog, focus inside after 250 ms', async () => {
    const id = await createPopup('מבצע חורף', { page_load: true, page_load_delay: 3 });
    const ctx = await context();
    const page = await open(ctx);
    await page.clock.runFor(2900);
    expect(await isOpen(page, id)).toBe(false);
    await expect(page.getByRole('dialog', { name: 'מבצע חורף' }).count()).resolves.toBe(0);
    await page.clock.runFor(200);
    expect(await isOpen(page, id)).toBe(true);
    await page.clock.runFor(300);
    expect(await page.getByRole('dialog', { name: 'מבצע חורף' }).isVisible()).toBe(true);
    expect(await focusInside(page, id)).toBe(true);
    expect(await dialog(page, id).evaluate((d) => d.matches(':modal')), 'a11y_navigation traps focus').toBe(true);
    await finish(ctx);
  });

  it('scroll offset: opens once the visitor scrolled down past the offset', async () => {
    const id = await createPopup('גלילה', { scrolling: true, scrolling_direction: 'down', scrolling_offset: 60 });
    const ctx = await context();
    const page = await open(ctx);
    const scrollTo = (percent: number) =>
      page.evaluate((p) => {
        window.scrollTo(0, ((document.documentElement.scrollHeight - innerHeight) * p) / 100);
        window.dispatchEvent(new Event('scroll'));
      }, percent);
    await scrollTo(40);
    await page.clock.runFor(100);
    expect(await isOpen(page, id)).toBe(false);
    await scrollTo(70);
    await page.clock.runFor(100);
    expect(await isOpen(page, id)).toBe(true);
    await finish(ctx);
  });

  it('scroll to selector: opens when the element comes into view', async () => {
    const id = await createPopup('גלילה לרכיב', { scrolling_to: true, scrolling_to_selector: 'footer' });
    const ctx = await context();
    const page = await open(ctx);
    await page.clock.runFor(500);
    expect(await isOpen(page, id)).toBe(false);
    await page.locator('footer').first().scrollIntoViewIfNeeded();
    await expect.poll(() => isOpen(page, id)).toBe(true);
    await finish(ctx);
  });

  it('click count: opens on the third click on the page', async () => {
    const id = await createPopup('לחיצות', { click: true, click_times: 3 });
    const ctx = await context();
    const page = await open(ctx);
    const heading = page.locator('main h1, main h2').first();
    await heading.click();
    await heading.click();
    expect(await isOpen(page, id)).toBe(false);
    await heading.click();
    expect(await isOpen(page, id)).toBe(true);
    await finish(ctx);
  });

  it('inactivity: activity restarts the wait; opens after inactivity_time without any', async () => {
    const id = await createPopup('חוסר פעילות', { inactivity: true, inactivity_time: 10 });
    const ctx = await context();
    const page = await open(ctx);
    await page.clock.runFor(8000);
    await page.mouse.move(300, 300);
    await page.mouse.move(320, 310);
    await page.clock.runFor(8000);
    expect(await isOpen(page, id)).toBe(false);
    await page.clock.runFor(2100);
    expect(await isOpen(page, id)).toBe(true);
    await finish(ctx);
  });

  it('exit intent (desktop): opens when the pointer leaves through the top of the window', async () => {
    const id = await createPopup('כוונת יציאה', { exit_intent: true });
    const ctx = await context();
    const page = await open(ctx);
    await page.mouse.move(640, 400);
    await page.mouse.move(640, 300);
    expect(await isOpen(page, id)).toBe(false);
    await page.mouse.move(640, 5);
    await page.mouse.move(640, -10);
    await expect.poll(() => statusOf(page, id)).toBe('open');
    await finish(ctx);
  });
});

describe('frequency rules', () => {
  it('once a day: not again on reloads the same day, again a day later', async () => {
    const id = await createPopup('פעם ביום', oncePerDay);
    const ctx = await context();
    const t0 = Date.now();
    const first = await open(ctx, '/about/', t0);
    await first.clock.runFor(1100);
    expect(await isOpen(first, id)).toBe(true);
    await first.keyboard.press('Escape');
    await first.clock.runFor(1000);
    expect(await isOpen(first, id)).toBe(false);
    await first.close();

    const later = await open(ctx, '/about/', t0 + 3 * 3_600_000);
    await later.clock.runFor(5000);
    expect(await isOpen(later, id)).toBe(false);
    expect(await statusOf(later, id)).toBe('blocked');
    await later.reload();
    await started(later);
    await later.clock.runFor(5000);
    expect(await isOpen(later, id)).toBe(false);
    await later.close();

    const nextDay = await open(ctx, '/about/', t0 + day + 60_000);
    await nextDay.clock.runFor(1100);
    expect(await isOpen(nextDay, id)).toBe(true);
    await finish(ctx);
  });

  it('do not show again: closed once, never again', async () => {
    const id = await createPopup('לא שוב', { page_load: true, page_load_delay: 1, do_not_show_again: true });
    const ctx = await context();
    const first = await open(ctx);
    await first.clock.runFor(1100);
    await dialog(first, id).locator('[data-popup-close]').click();
    await first.clock.runFor(1000);
    expect(await isOpen(first, id)).toBe(false);
    await first.close();
    const again = await open(ctx, '/about/', Date.now() + 30 * day);
    await again.clock.runFor(5000);
    expect(await isOpen(again, id)).toBe(false);
    expect(await statusOf(again, id)).toBe('blocked');
    await finish(ctx);
  });

  it('avoid multiple popups: a later popup is skipped once another was shown', async () => {
    const first = await createPopup('ראשון', { page_load: true, page_load_delay: 1 });
    const second = await createPopup('שני', { page_load: true, page_load_delay: 3, avoid_multiple_popups: true });
    const ctx = await context();
    const page = await open(ctx);
    await page.clock.runFor(1100);
    expect(await isOpen(page, first)).toBe(true);
    await page.keyboard.press('Escape');
    await page.clock.runFor(2500);
    expect(await isOpen(page, second)).toBe(false);
    expect(await statusOf(page, second)).toBe('skipped');
    await finish(ctx);
  });
});

describe('closing rules', () => {
  it('Escape and background click refused when prevented; close button after its delay; closes by itself', async () => {
    const id = await createPopup('סגירה מוגבלת', {
      page_load: true,
      page_load_delay: 1,
      prevent_close_on_esc_key: true,
      prevent_close_on_background_click: true,
      close_button_delay: 3,
      close_automatically: 8,
      prevent_scroll: true,
    });
    const ctx = await context();
    const page = await open(ctx);
    await page.clock.runFor(1300);
    const close = dialog(page, id).locator('[data-popup-close]');
    expect(await close.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.classList.contains('popup-scroll-lock'))).toBe(true);
    await page.keyboard.press('Escape');
    await page.mouse.click(10, 10);
    await page.clock.runFor(500);
    expect(await isOpen(page, id)).toBe(true);
    await page.clock.runFor(2100);
    expect(await close.isVisible(), 'shown 3 s after opening').toBe(false);
    await page.clock.runFor(200);
    expect(await close.isVisible()).toBe(true);
    await page.clock.runFor(4800);
    expect(await isOpen(page, id)).toBe(true);
    await page.clock.runFor(1000);
    expect(await isOpen(page, id)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.classList.contains('popup-scroll-lock'))).toBe(false);
    await finish(ctx);
  });

  it('background click and Escape close by default; focus returns to where it was', async () => {
    const id = await createPopup('סגירה רגילה', { open_selector: '.open-test-popup' });
    const ctx = await context();
    const page = await open(ctx);
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.className = 'open-test-popup';
      button.textContent = 'פתיחה';
      document.querySelector('main')?.prepend(button);
    });
    await page.locator('.open-test-popup').click();
    await page.clock.runFor(300);
    expect(await isOpen(page, id)).toBe(true);
    await page.mouse.click(10, 10);
    await page.clock.runFor(1000);
    expect(await isOpen(page, id)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('open-test-popup');

    await page.locator('.open-test-popup').click();
    await page.clock.runFor(300);
    expect(await isOpen(page, id)).toBe(true);
    await page.keyboard.press('Escape');
    await page.clock.runFor(1000);
    expect(await isOpen(page, id)).toBe(false);
    await finish(ctx);
  });

  it('without a11y navigation the popup does not trap focus (not modal)', async () => {
    const id = await createPopup('בלי לכידה', { page_load: true, page_load_delay: 1, a11y_navigation: false });
    const ctx = await context();
    const page = await open(ctx);
    await page.clock.runFor(1300);
    expect(await isOpen(page, id)).toBe(true);
    expect(await dialog(page, id).evaluate((d) => d.matches(':modal'))).toBe(false);
    expect(await focusInside(page, id)).toBe(true);
    await page.keyboard.press('Escape');
    await page.clock.runFor(1000);
    expect(await isOpen(page, id)).toBe(false);
    await finish(ctx);
  });
});

describe('animations', () => {
  it("exit plays before closing; none under reduced motion or the accessibility widget's pause", async () => {
    const id = await createPopup('אנימציה', { page_load: true, page_load_delay: 1, exit_animation: 'zoomIn' });
    const escapeNow = async (page: Page) => {
      await page.clock.runFor(1300);
      expect(await isOpen(page, id)).toBe(true);
      await page.keyboard.press('Escape');
      return isOpen(page, id);
    };

    const ctx = await context();
    const moving = await open(ctx);
    expect(await escapeNow(moving), 'still open while the exit animation plays').toBe(true);
    expect(await dialog(moving, id).getAttribute('data-state')).toBe('out');
    await moving.clock.runFor(800);
    expect(await isOpen(moving, id)).toBe(false);
    await finish(ctx);

    const paused = await context();
    const pausedPage = await open(paused);
    await pausedPage.evaluate(() => document.documentElement.classList.add('a11y-pause-animations'));
    expect(await escapeNow(pausedPage)).toBe(false);
    await finish(paused);

    const { context: still, blocked } = await newContext(site.browser, site.url, { reducedMotion: 'reduce' });
    const stillPage = await open(still);
    expect(await dialog(stillPage, id).evaluate((d) => d.getAnimations({ subtree: true }).length)).toBe(0);
    expect(await escapeNow(stillPage)).toBe(false);
    await still.close();
    expect(blocked).toEqual([]);
  });
});

describe('URL actions and accessibility', () => {
  it('popup:open from a link opens a popup that has no trigger; popup:close closes it', async () => {
    const id = await createPopup('מקישור', {});
    const ctx = await context();
    const page = await open(ctx);
    await page.clock.runFor(3000);
    expect(await isOpen(page, id)).toBe(false);
    await page.evaluate(
      (openHref) => {
        const link = document.createElement('a');
        link.href = openHref;
        link.textContent = 'לחלון';
        document.querySelector('main')?.prepend(link);
      },
      createActionHash('popup:open', { id }),
    );
    await page.getByRole('link', { name: 'לחלון' }).click();
    // A link added after load: the press itself fetches the action parser (site-runtime/url-actions.ts).
    const settles = (open: boolean) =>
      expect
        .poll(
          async () => {
            await page.clock.runFor(300);
            return isOpen(page, id);
          },
          { timeout: 15_000 },
        )
        .toBe(open);
    await settles(true);
    expect(await statusOf(page, id)).toBe('open');
    // A link inside the popup's own dialog (its layout is a fragment, there once the popup has opened).
    await dialog(page, id).getByText('מקישור').waitFor();
    await dialog(page, id).evaluate(
      (d, closeHref) => {
        const closer = document.createElement('a');
        closer.href = closeHref;
        closer.textContent = 'סגירה';
        closer.className = 'close-link';
        d.querySelector('.popup__content')?.append(closer);
      },
      createActionHash('popup:close', { id }),
    );
    await dialog(page, id).locator('.close-link').click();
    await settles(false);
    await finish(ctx);
  });

  it('axe finds no violations with a popup open', async () => {
    const id = await createPopup('נגישות', { page_load: true, page_load_delay: 1 });
    const ctx = await context();
    const page = await open(ctx);
    await page.clock.runFor(3000);
    expect(await isOpen(page, id)).toBe(true);
    await page.clock.resume();
    // Scanned once the entrance animation has settled: mid-fade, colours are partly transparent.
    await dialog(page, id).evaluate((d) => Promise.all(d.getAnimations({ subtree: true }).map((a) => a.finished)));
    await expectNoAxeViolations(page, '/about/ with a popup open');
    await finish(ctx);
  });
});
