import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './harness';
import { useSiteUnderTest } from './site-under-test';

const site = useSiteUnderTest();

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName ?? '',
      text: el?.textContent?.trim() ?? '',
      label: el?.getAttribute('aria-label') ?? '',
      expanded: el?.getAttribute('aria-expanded'),
    };
  });

/** The menu's code has wired the header (site-runtime/menu.ts marks the nav). */
const menuReady = (page: Page) => page.locator('#site-menu[data-menu-ready]').waitFor({ state: 'attached' });

async function desktopPage(): Promise<Page> {
  const page = await site.context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about/');
  // The runtime starts once the page has painted (site/lib/after-paint-scripts.ts); what a visitor does before
  // is kept for it by the page's loader, tested in e2e/site-runtime.e2e.ts.
  await page.waitForFunction(() => window.arigActions !== undefined);
  return page;
}

describe('header menu by keyboard only (right-to-left)', () => {
  it('starts with the skip link, then walks the menu with arrows, Enter and Escape', async () => {
    const page = await desktopPage();
    // The rules once the menu's code is there (it comes after load); keys before it are the last describe's.
    await menuReady(page);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'A', text: 'דילוג לתוכן הראשי' });
    expect(await page.locator('.skip-link').boundingBox()).toMatchObject({ y: 0 });

    // The site-wide announcement (its button and close button) comes after the skip link, then the brand.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'A', text: 'להרשמה' });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'BUTTON', label: 'סגירת ההודעה' });
    await page.keyboard.press('Tab'); // brand
    await page.keyboard.press('Tab'); // first menu link
    const first = await focused(page);
    const labels = await page.locator('.site-nav__list > li > a').allTextContents();
    expect(first.text).toBe(labels[0]);

    await page.keyboard.press('ArrowLeft'); // RTL: the next item is to the left
    expect((await focused(page)).text).toBe(labels[1]);
    await page.keyboard.press('ArrowRight');
    expect((await focused(page)).text).toBe(labels[0]);
    await page.keyboard.press('End');
    expect((await focused(page)).text).toBe(labels.at(-1));
    await page.keyboard.press('Home');

    const parentIndex = labels.indexOf('מאמרים');
    for (let i = 0; i < parentIndex; i++) await page.keyboard.press('ArrowLeft');
    expect((await focused(page)).text).toBe('מאמרים');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'BUTTON', label: 'תת-תפריט של מאמרים', expanded: 'false' });

    await page.keyboard.press('Enter');
    expect((await focused(page)).expanded).toBe('true');
    const submenu = page.locator('#site-menu .is-open .site-nav__sub');
    expect(await submenu.isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'submenu open');

    const children = await submenu.locator('a').allTextContents();
    await page.keyboard.press('ArrowDown');
    expect((await focused(page)).text).toBe(children[0]);
    await page.keyboard.press('ArrowDown');
    expect((await focused(page)).text).toBe(children[1]);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect((await focused(page)).text).toBe(children.at(-1));

    await page.keyboard.press('Escape');
    expect(await focused(page)).toMatchObject({ tag: 'BUTTON', expanded: 'false' });
    expect(await submenu.count()).toBe(0);

    await page.keyboard.press('Space');
    expect((await focused(page)).expanded).toBe('true');
    await page.keyboard.press('Space');
    expect((await focused(page)).expanded).toBe('false');

    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/articles\/[^/]+\/$/);
    await page.close();
  });

  it("shows the call to action in the menu's row from 1280 px, in the first row from 768 px, and leaves it to the menu on a phone", async () => {
    const page = await site.context.newPage();
    // The seeded header template's call to action is a button widget (the site's own: `.site-header__cta`).
    const cta = page.locator(
      '.site-header :is(.site-header__cta, .site-header__bar > .w-container__inner > .w-button > a)',
    );
    const rowTops = () =>
      page
        .locator('.site-nav__list > li')
        .evaluateAll((items) => [...new Set(items.map((li) => li.getBoundingClientRect().top))]);
    for (const width of [1280, 1366, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about/');
      expect(await cta.isVisible(), String(width)).toBe(true);
      expect(await cta.getAttribute('href')).toBe('/contact/');
      expect(await rowTops(), `${width}: the menu on one row`).toHaveLength(1);
      const [menuTop] = await rowTops();
      const ctaBox = (await cta.boundingBox())!;
      expect(Math.abs(ctaBox.y + ctaBox.height / 2 - (menuTop! + 20)), `${width}: beside the menu`).toBeLessThan(24);
    }
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto('/contact/');
    expect(await cta.isVisible()).toBe(true);
    expect(await cta.getAttribute('aria-current')).toBe('page');
    const brand = (await page.locator('.site-header__brand').boundingBox())!;
    const box = (await cta.boundingBox())!;
    expect(Math.abs(box.y + box.height / 2 - (brand.y + brand.height / 2)), "in the brand's row").toBeLessThan(8);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about/');
    expect(await cta.isVisible()).toBe(false);
    await page.close();
  });

  it('keeps submenus between 10em and 20em wide', async () => {
    const page = await desktopPage();
    const widths = await page
      .locator('.site-nav__sub:not(.site-nav__mega)')
      .first()
      .evaluate((el) => {
        const cs = getComputedStyle(el);
        const em = parseFloat(cs.fontSize);
        return { min: parseFloat(cs.minWidth) / em, max: parseFloat(cs.maxWidth) / em };
      });
    expect(widths).toEqual({ min: 10, max: 20 });
    await page.close();
  });

  it('opens a submenu 250 ms after hover and closes it 500 ms after the pointer leaves', async () => {
    const page = await desktopPage();
    // Timed inside the page (event to class change), so a busy test machine cannot skew the figures.
    await page.evaluate(() => {
      const item = document.querySelector('.site-nav__item:has(> a[href="/articles/"])')!;
      const log: { event: string; at: number }[] = [];
      (window as unknown as { menuLog: typeof log }).menuLog = log;
      item.addEventListener('pointerenter', () => log.push({ event: 'enter', at: performance.now() }));
      item.addEventListener('pointerleave', () => log.push({ event: 'leave', at: performance.now() }));
      new MutationObserver(() =>
        log.push({ event: item.classList.contains('is-open') ? 'open' : 'closed', at: performance.now() }),
      ).observe(item, { attributes: true, attributeFilter: ['class'] });
    });
    await page.locator('.site-nav__item > a[href="/articles/"]').hover();
    await page.waitForFunction(() =>
      document.querySelector('.site-nav__item:has(> a[href="/articles/"])')!.classList.contains('is-open'),
    );
    await page.mouse.move(5, 880);
    await page.waitForFunction(
      () => !document.querySelector('.site-nav__item:has(> a[href="/articles/"])')!.classList.contains('is-open'),
    );
    const log = await page.evaluate(() => (window as unknown as { menuLog: { event: string; at: number }[] }).menuLog);
    const at = (event: string) => log.find((l) => l.event === event)!.at;
    expect(log.map((l) => l.event)).toEqual(['enter', 'open', 'leave', 'closed']);
    const openDelay = at('open') - at('enter');
    const closeDelay = at('closed') - at('leave');
    expect(openDelay).toBeGreaterThanOrEqual(249);
    expect(openDelay).toBeLessThan(600);
    expect(closeDelay).toBeGreaterThanOrEqual(499);
    expect(closeDelay).toBeLessThan(900);
    await page.close();
  });

  it('skip link scrolls to the main region over about a second, then focuses it', async () => {
    const page = await desktopPage();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.keyboard.press('Tab');
    const samples = page.evaluate(
      () =>
        new Promise<{ t: number; y: number }[]>((resolve) => {
          const out: { t: number; y: number }[] = [];
          const start = performance.now();
          const tick = () => {
            out.push({ t: performance.now() - start, y: window.scrollY });
            if (performance.now() - start < 1400) requestAnimationFrame(tick);
            else resolve(out);
          };
          requestAnimationFrame(tick);
        }),
    );
    await page.keyboard.press('Enter');
    const trace = await samples;
    const target = trace.at(-1)!.y;
    expect(target).toBeGreaterThan(0);
    const reached = trace.find((s) => s.y >= target - 0.5)!;
    expect(reached.t).toBeGreaterThan(800);
    expect(trace.some((s) => s.y > 0 && s.y < target - 1)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.close();
  });

  it('skip link jumps at once under reduced motion', async () => {
    const page = await desktopPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.keyboard.press('Tab');
    // Every frame's scroll position until main is focused: one jump, no positions in between.
    const positions = page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = [];
          const tick = () => {
            seen.push(window.scrollY);
            if (document.activeElement?.id === 'main' || seen.length > 120) resolve(seen);
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
    );
    await page.keyboard.press('Enter');
    const seen = await positions;
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    const target = await page.evaluate(() => window.scrollY);
    expect(target).toBeGreaterThan(0);
    expect(seen.filter((y) => y !== 0 && y !== target)).toEqual([]);
    expect(await page.evaluate(() => Math.round(document.querySelector('main')!.getBoundingClientRect().top))).toBe(0);
    await page.close();
  });

  it('removes the skip link on a page without a main region', async () => {
    const page = await site.context.newPage();
    await page.route('**/contact/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace('<main id="main" tabindex="-1">', '<div>')
        .replace('</main>', '</div>');
      await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-encoding': '' } });
    });
    await page.goto('/contact/');
    await page.waitForFunction(() => window.arigActions !== undefined);
    expect(await page.locator('[data-skip-link]').count()).toBe(0);
    await page.close();
  });
});

describe('mega panel (the services item)', () => {
  /** The panel's layout is fetched once the visitor engages (a key, a pointer over a link, a scroll). */
  async function engage(page: Page): Promise<void> {
    await page.waitForLoadState('load');
    await page.keyboard.press('Shift');
    await page.locator('[data-mega]').waitFor({ state: 'attached' });
  }

  it('is a plain submenu of its links until the visitor engages, and its layout is fetched only then', async () => {
    const page = await desktopPage();
    const fetched: string[] = [];
    page.on('request', (r) => void (r.url().includes('/mega-panel/') && fetched.push(r.url())));
    await page.waitForLoadState('load');
    const plain = page.locator('.site-nav__item:has(> a[href="/services/"]) [data-submenu]');
    expect(await plain.evaluate((el) => el.tagName)).toBe('UL');
    expect(await plain.locator('a').allTextContents()).toContain('לשיחת היכרות');
    expect(fetched).toEqual([]);
    await engage(page);
    expect(fetched).toHaveLength(1);
    // The fragment is the same for every page: the current page's links are marked in the browser.
    const panel = page.locator('[data-mega]');
    expect(await panel.locator('a[aria-current]').count()).toBe(0);
    await page.goto('/contact/');
    await engage(page);
    expect(await panel.locator('a[href="/contact/"]').first().getAttribute('aria-current')).toBe('page');
    await page.close();
  });

  it('opens by keyboard under its item across the header: ArrowDown into its first link, arrows through its links, Escape back to the toggle; Tab out closes it; axe-clean open', async () => {
    const page = await desktopPage();
    await engage(page);
    const toggle = page.locator('.has-mega [data-submenu-toggle]');
    const panel = page.locator('[data-mega]');
    expect(await toggle.getAttribute('aria-label')).toBe('תת-תפריט של שירותים');
    expect(await panel.isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    expect(await panel.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const links = await panel.locator('a[href]').allTextContents();
    expect(links.length).toBeGreaterThan(3);
    expect((await focused(page)).text).toBe(links[0]);
    await page.keyboard.press('ArrowDown');
    expect((await focused(page)).text).toBe(links[1]);
    await page.keyboard.press('End');
    expect((await focused(page)).text).toBe(links.at(-1));
    // Wider than a submenu: the width of the header's bar, under the whole menu.
    const [panelBox, barBox] = [await panel.boundingBox(), await page.locator('.site-header__bar').boundingBox()];
    expect(Math.round(panelBox!.width)).toBe(Math.round(barBox!.width));
    // The open panel is what is checked: links of the page it covers are measured as obscured targets.
    await expectNoAxeViolations(page, 'mega panel open', '.site-header');
    await page.keyboard.press('Escape');
    expect(await panel.isVisible()).toBe(false);
    expect(await focused(page)).toMatchObject({ tag: 'BUTTON', label: 'תת-תפריט של שירותים', expanded: 'false' });
    await page.keyboard.press('Enter');
    expect(await panel.isVisible()).toBe(true);
    await panel.locator('a[href]').last().focus();
    await page.keyboard.press('Tab');
    expect(await panel.isVisible()).toBe(false);
    await page.close();
  });

  it('is an accordion inside the phone menu', async () => {
    const page = await site.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about/');
    await page.locator('[data-menu-toggle]').click();
    await page.locator('[data-mega]').waitFor({ state: 'attached' });
    const panel = page.locator('[data-mega]');
    expect(await panel.isVisible()).toBe(false);
    await page.locator('.has-mega [data-submenu-toggle]').click();
    expect(await panel.isVisible()).toBe(true);
    const box = await panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'mega panel in the phone menu');
    await page.close();
  });
});

describe('mobile menu', () => {
  it('opens from the "תפריט" button and closes with Escape, returning focus', async () => {
    const page = await site.context.newPage();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await menuReady(page);
    const nav = page.locator('#site-menu');
    const toggle = page.locator('[data-menu-toggle]');
    expect(await nav.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await nav.isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'mobile menu open');
    await page.locator('#site-menu a').first().focus();
    await page.keyboard.press('Escape');
    expect(await nav.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-menu-toggle'))).toBe(true);
    expect(site.blocked).toEqual([]);
    await page.close();
  });
});

describe('the menu before its code arrives (fetched after load or on the first touch of the menu)', () => {
  /** A page whose menu code is held back until `release` is called. */
  async function withMenuCodeHeld(width: number) {
    const page = await site.context.newPage();
    await page.setViewportSize({ width, height: 900 });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/menu\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about/');
    return { page, release };
  }

  it('opens the phone menu pressed meanwhile, once', async () => {
    const { page, release } = await withMenuCodeHeld(390);
    const toggle = page.locator('[data-menu-toggle]');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    release();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#site-menu.is-open').count()).toBe(1);
    await page.close();
  });

  it('asks for its code again when the first fetch failed, and answers the press that asked', async () => {
    const page = await site.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    let fetches = 0;
    await page.route(/\/_astro\/menu\.[\w-]+\.js$/, (route) => (++fetches === 1 ? route.abort() : route.continue()));
    await page.goto('/about/');
    await expect.poll(() => fetches).toBe(1);
    const toggle = page.locator('[data-menu-toggle]');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(fetches).toBe(2);
    await page.close();
  });

  it('moves along the menu by the arrow pressed meanwhile', async () => {
    const { page, release } = await withMenuCodeHeld(1280);
    const labels = await page.locator('.site-nav__list > li > a').allTextContents();
    await page.locator('.site-nav__list > li > a').first().focus();
    await page.keyboard.press('ArrowLeft');
    expect((await focused(page)).text).toBe(labels[0]);
    release();
    await expect.poll(async () => (await focused(page)).text).toBe(labels[1]);
    await page.close();
  });
});
