import { describe, expect, it } from 'vitest';
import { useBuilderTestPages } from './builder-test-pages';
import { expectNoAxeViolations } from './harness';
import { useSiteUnderTest } from './site-under-test';

/**
 * The marketing widgets of issue 21 in the browser: each on a page made for the journey, at 390 and 1280 px,
 * through its states (running and ended, closed and open), with axe in each.
 */
const site = useSiteUnderTest();
const stamp = Date.now();
const { createPage, createDoc, context, open, finish } = useBuilderTestPages(site);

describe('countdown', () => {
  it('ticks from the value the server rendered, in RTL; at its end shows the message and says so once; axe-clean running and ended', async () => {
    // Due two to three minutes ahead, on the minute, written in the site's time zone as the studio stores it.
    const dueAt = Math.ceil((Date.now() + 120_000) / 60_000) * 60_000;
    const due = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Jerusalem',
      dateStyle: 'short',
      timeStyle: 'short',
    })
      .format(dueAt)
      .replace(' ', 'T');
    const slug = `e2e-countdown-${stamp}`;
    const res = await createPage(slug, [
      { type: 'heading', props: { id: 'h', text: 'מבצע השקה', tag: 'h1' } },
      { type: 'countdown', props: { id: 'cd', due, show_days: false, end_message: 'המבצע הסתיים' } },
    ]);
    expect(res.status).toBe(201);
    for (const kind of ['mobile', 'desktop'] as const) {
      const ctx = await context(kind);
      const page = await ctx.newPage();
      await page.clock.install({ time: Date.now() });
      await page.goto(`/${slug}/`);
      const digits = () => page.$$eval('.w-countdown__digits', (els) => els.map((e) => e.textContent).join(':'));
      expect(await digits(), 'the server rendered the value').toMatch(/^00:0[1-3]:\d\d$/);
      await page.waitForSelector('[data-countdown-ready]', { state: 'attached' });
      const first = await digits();
      await page.clock.runFor(2000);
      expect(await digits()).not.toBe(first);
      // Hours at the start of the line (the right, in Hebrew), seconds at its end.
      const xs = await page.$$eval('.w-countdown__item', (els) => els.map((e) => e.getBoundingClientRect().x));
      expect(xs[0]).toBeGreaterThan(xs[2]!);
      expect(await page.textContent('[data-countdown-status]')).toBe('');
      await expectNoAxeViolations(page, `countdown running (${kind})`);

      await page.clock.runFor(dueAt - (await page.evaluate(() => Date.now())) + 1500);
      expect(await page.locator('.w-countdown__timer').isHidden()).toBe(true);
      expect(await page.locator('.w-countdown__message').textContent()).toBe('המבצע הסתיים');
      expect(await page.locator('.w-countdown__message').isVisible()).toBe(true);
      expect(await page.textContent('[data-countdown-status]')).toBe('הספירה לאחור הסתיימה. המבצע הסתיים');
      await expectNoAxeViolations(page, `countdown ended (${kind})`);
      await finish(ctx);
    }
  });
});

describe('hotspot', () => {
  it('pins open their cards from the keyboard, in the reading direction, flipped at the edge; Escape closes; axe-clean open (390 and 1280)', async () => {
    const media = (await (await fetch(`${site.url}/api/media?limit=1&depth=0`)).json()) as { docs: { id: number }[] };
    const mediaId = String(media.docs[0]!.id);
    const slug = `e2e-hotspot-${stamp}`;
    const res = await createPage(slug, [
      { type: 'heading', props: { id: 'h', text: 'מבנה האריג', tag: 'h1' } },
      {
        type: 'hotspot',
        props: {
          id: 'hs',
          media_id: mediaId,
          points: [
            { x: 70, y: 30, title: 'חוטי שתי', text: 'לאורך הבד', link: '/services/', link_text: 'השירותים' },
            { x: 4, y: 60, title: 'שפת הבד', text: 'השוליים הארוגים', link: '', link_text: '' },
          ],
        },
      },
    ]);
    expect(res.status).toBe(201);
    for (const kind of ['mobile', 'desktop'] as const) {
      const ctx = await context(kind);
      const page = await open(ctx, `/${slug}/`);
      await page.locator('.w-hotspot').scrollIntoViewIfNeeded();
      await page.waitForSelector('.w-hotspot[data-ready]', { state: 'attached' });
      const pins = page.locator('.w-hotspot__pin');
      await pins.nth(0).focus();
      await page.keyboard.press('Enter');
      expect(await pins.nth(0).getAttribute('aria-expanded')).toBe('true');
      const card = page.locator('#hotspot-hs-1');
      expect(await card.isVisible()).toBe(true);
      const [pinBox, cardBox] = [(await pins.nth(0).boundingBox())!, (await card.boundingBox())!];
      // In Hebrew the card runs left from its pin.
      expect(cardBox.x + cardBox.width).toBeGreaterThan(pinBox.x + pinBox.width);
      expect(cardBox.x).toBeLessThan(pinBox.x);
      await expectNoAxeViolations(page, `hotspot open (${kind})`);
      // Tab reaches the card's link next: the card follows its pin.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('השירותים');
      await page.keyboard.press('Escape');
      expect(await card.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.classList.contains('w-hotspot__pin'))).toBe(true);
      // A pin at the picture's left edge opens its card to the right instead, inside the window.
      await pins.nth(1).click();
      const edge = (await page.locator('#hotspot-hs-2').boundingBox())!;
      expect(edge.x).toBeGreaterThanOrEqual(0);
      expect(await page.$$eval('.w-hotspot__point', (els) => els.map((e) => e.className))).toEqual([
        'w-hotspot__point',
        'w-hotspot__point is-open is-flipped',
      ]);
      // Opening a card never widens the page (a phone would zoom out).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        kind === 'mobile' ? 392 : 1280,
      );
      await finish(ctx);
    }
  });
});

describe('reviews', () => {
  it("the home page's reviews: cards with stars said in words, a carousel that steps in the reading direction by keyboard, slides out of view inert; axe-clean (390 and 1280)", async () => {
    for (const kind of ['mobile', 'desktop'] as const) {
      const ctx = await context(kind);
      const page = await ctx.newPage();
      await page.goto('/');
      const reviews = page.locator('.w-reviews');
      expect(await reviews.locator('.w-reviews__card').count()).toBe(4);
      expect(await reviews.locator('.w-reviews__rating .visually-hidden').first().textContent()).toMatch(
        /^דירוג: [1-5] מתוך 5$/,
      );
      expect(await page.locator('script[src*="reviews.island"]').count(), 'no code before approach').toBe(0);
      await reviews.scrollIntoViewIfNeeded();
      const carousel = reviews.locator('.w-carousel[data-carousel-ready]');
      await carousel.waitFor();
      const current = () =>
        carousel.locator('[data-carousel-dot][aria-current="true"]').getAttribute('data-carousel-dot');
      expect(await current()).toBe('0');
      // Two cards in view on a desktop, one on a phone; the rest cannot be reached by Tab or read.
      const inert = await carousel.locator('.w-carousel__slide[inert]').count();
      expect(inert).toBe(kind === 'desktop' ? 2 : 3);
      const next = carousel.locator('[data-carousel-next]');
      const prev = carousel.locator('[data-carousel-prev]');
      // In Hebrew "next" sits to the left of "previous".
      expect((await next.boundingBox())!.x).toBeLessThan((await prev.boundingBox())!.x);
      await next.focus();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(current).toBe('1');
      await page.keyboard.press('ArrowRight');
      await expect.poll(current).toBe('0');
      await expectNoAxeViolations(page, `reviews carousel (${kind})`);
      await finish(ctx);
    }
  });
});

describe('announcement bars', () => {
  it('the site-wide bar: after the skip link, with its time left; closed from the keyboard it stays closed on the next page, with nothing shifting; axe-clean (390 and 1280)', async () => {
    for (const kind of ['mobile', 'desktop'] as const) {
      const ctx = await context(kind);
      const page = await open(ctx, '/');
      const bar = page.locator('.announcement--top');
      expect(await bar.isVisible()).toBe(true);
      expect(await bar.locator('[data-bar-until]').textContent()).toMatch(/^נותרו \d+ ימים$/);
      await expectNoAxeViolations(page, `announcement bar (${kind})`);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-skip-link'))).toBe(true);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('announcement__button');
      await page.keyboard.press('Tab');
      // The bar's code is fetched by this press (the first engagement may not have loaded it yet).
      await page.keyboard.press('Enter');
      await expect.poll(() => bar.count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

      await page.goto('/about/');
      const headerTop = await page.locator('.site-header').evaluate((el) => el.getBoundingClientRect().top);
      expect(headerTop, 'no room kept for the closed bar').toBe(0);
      expect(await page.locator('.announcement').isVisible()).toBe(false);
      await finish(ctx);
    }
  });

  it('a bottom bar on chosen pages: sticks to the screen above the page end, lifts the chat and accessibility buttons, steps aside for a focused field on a phone', async () => {
    const slug = `e2e-bar-${stamp}`;
    const res = await createPage(slug, [
      { type: 'heading', props: { id: 'h', text: 'עמוד עם פס תחתון', tag: 'h1' } },
      { type: 'spacer', props: { id: 's', height: 1000 } },
      { type: 'search-form', props: { id: 'f' } },
    ]);
    expect(res.status, await res.clone().text()).toBe(201);
    const pageId = ((await res.json()) as { doc: { id: number } }).doc.id;
    await createDoc('announcement-bars', {
      title: 'פס תחתון',
      text: 'משלוח חינם בהזמנה מעל 300 ש״ח',
      position: 'bottom',
      background: '#1f1f1f',
      foreground: '#ffd166',
      placement: { show_on: 'chosen', pages: [pageId] },
      _status: 'published',
    });
    for (const kind of ['mobile', 'desktop'] as const) {
      const ctx = await context(kind);
      const page = await open(ctx, `/${slug}/`);
      const bar = page.locator('.announcement--bottom');
      const viewport = page.viewportSize()!;
      let box = await bar.boundingBox();
      expect(Math.round(box!.y + box!.height)).toBe(viewport.height);
      // The bars' code waits for the visitor's first engagement (here a scroll), then measures the bar.
      await page.mouse.wheel(0, 40);
      await page.locator('.announcement--bottom[data-bar-ready]').waitFor({ state: 'attached' });
      box = await bar.boundingBox();
      // The floating buttons at the bottom (chat, the accessibility launcher) sit this much higher.
      const lift = () =>
        page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--arig-bottom-bar').trim());
      expect(await lift()).toBe(`${Math.round(box!.height)}px`);
      await expectNoAxeViolations(page, `bottom bar (${kind})`);
      await page.locator('input[type="search"]').last().focus();
      const field = await page.locator('input[type="search"]').last().boundingBox();
      if (kind === 'mobile') expect(await bar.isVisible()).toBe(false);
      else expect(field!.y + field!.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
      await page.locator('input[type="search"]').last().blur();
      await page.locator('.announcement--bottom [data-bar-close]').click();
      await expect.poll(lift, { message: 'closed: the buttons come back down' }).toBe('');
      // A page the bar was not placed on has none.
      await page.goto('/contact/');
      expect(await page.locator('.announcement--bottom').count()).toBe(0);
      await finish(ctx);
    }
  });
});
