import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, newContext } from './harness';
import { useSiteUnderTest } from './site-under-test';

const site = useSiteUnderTest();

/** Serves a real page with extra markup appended to <main>, to exercise the runtime on it. */
async function pageWith(extra: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const page = await site.context.newPage();
  await page.setViewportSize(viewport);
  await page.route('**/about/', async (route) => {
    const response = await route.fetch({ headers: { ...route.request().headers(), 'accept-encoding': 'identity' } });
    const html = (await response.text()).replace('</main>', `${extra}</main>`);
    await route.fulfill({ response, body: html });
  });
  await page.goto('/about/');
  // The runtime starts once the page has painted (site/lib/after-paint-scripts.ts), which may come after load.
  await page.waitForFunction(() => window.arigActions !== undefined);
  return page;
}

const prefetched = (page: Page) =>
  page.evaluate(() => [
    ...[...document.querySelectorAll('script[type="speculationrules"]')].flatMap((s) =>
      (JSON.parse(s.textContent ?? '{}') as { prefetch: { urls: string[] }[] }).prefetch.flatMap((p) => p.urls),
    ),
    ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.href),
  ]);

describe('hover prefetch', () => {
  const links = `
    <p><a id="l-same" href="/services/">שירותים</a> <a id="l-short" href="/contact/">צור קשר</a>
    <a id="l-ext" href="https://example.org/">חיצוני</a> <a id="l-admin" href="/admin">סטודיו</a>
    <a id="l-cart" href="/shop/?add-to-cart=7">סל</a>
    <a id="l-product" href="/shop/item/" data-product_id="7" data-quantity="1" data-product_sku="A1">מוצר</a></p>`;

  it('prefetches a same-host link after 150 ms of hover, once', async () => {
    const page = await pageWith(links);
    await page.hover('#l-same');
    await page.waitForTimeout(250);
    await page.mouse.move(0, 0);
    await page.hover('#l-same');
    await page.waitForTimeout(250);
    await expect.poll(() => prefetched(page), { timeout: 3000 }).toEqual([`${site.url}/services/`]);
    await page.close();
  });

  it('does nothing for a hover shorter than 150 ms', async () => {
    const page = await pageWith(links);
    // Over and out 60 ms apart on the page's own clock, so a busy test machine cannot stretch the hover.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const link = document.getElementById('l-short')!;
          link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
          setTimeout(() => {
            link.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
            setTimeout(resolve, 300);
          }, 60);
        }),
    );
    expect(await prefetched(page)).toEqual([]);
    await page.close();
  });

  it('never prefetches external, studio, add-to-cart or product links', async () => {
    const page = await pageWith(links);
    for (const id of ['#l-ext', '#l-admin', '#l-cart', '#l-product']) {
      await page.hover(id);
      await page.waitForTimeout(220);
    }
    expect(await prefetched(page)).toEqual([]);
    await page.close();
  });
});

describe('mobile header', () => {
  it('takes its sticky-effects style past 200 px of scroll and drops it at 100 px', async () => {
    const page = await pageWith('<div style="block-size: 3000px"></div>', { width: 375, height: 740 });
    const scrolled = () =>
      page.locator('.site-header').evaluate((el) => el.classList.contains('site-header--scrolled'));
    expect(await scrolled()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect.poll(scrolled, { timeout: 3000 }).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect.poll(scrolled, { timeout: 3000 }).toBe(false);
    await page.close();
  });
});

describe('deferred images (spec §9: within 300 px)', () => {
  it('wait below the largest paint until they near the viewport, holding their box; without JavaScript they load natively', async () => {
    const page = await site.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto('/articles/');
    const images = page.locator('.post-card__image');
    // The first card's picture is the largest paint: at once. The last one waits for the reader.
    expect(await images.first().getAttribute('data-src')).toBeNull();
    const last = images.last();
    const address = (await last.getAttribute('data-src'))!;
    expect(address).toMatch(/^\/media\//);
    const box = async () => (await last.boundingBox())!.height;
    const before = await box();
    expect(before).toBeGreaterThan(100);
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
    // None of its sizes was asked for, though the page has loaded and painted.
    const picture = address.replace(/(-\d+x\d+)?\.\w+$/, '');
    expect(asked.filter((p) => p.startsWith(picture))).toEqual([]);
    // Within 300 px of the viewport: it loads, into the same box.
    await last.evaluate((img) => window.scrollTo(0, img.getBoundingClientRect().top + scrollY - innerHeight - 250));
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1)).toBe(true);
    expect(await last.getAttribute('data-src')).toBeNull();
    expect(await box()).toBe(before);
    await page.close();

    const { context } = await newContext(site.browser, site.url, { javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto('/articles/');
    expect(await plain.locator('.post-card img[loading="lazy"]').first().getAttribute('src')).toMatch(/^\/media\//);
    await context.close();
  });
});

describe('lazy backgrounds', () => {
  it('applies a background only once the container comes near the viewport', async () => {
    const page = await pageWith(
      '<div style="block-size: 3000px"></div><div id="lazy" data-lazy-bg="/favicon.svg" style="block-size: 200px"></div>',
    );
    const state = () =>
      page.locator('#lazy').evaluate((el) => ({
        loaded: el.hasAttribute('data-lazy-loaded'),
        bg: (el as HTMLElement).style.backgroundImage,
      }));
    expect(await state()).toEqual({ loaded: false, bg: '' });
    await page.locator('#lazy').scrollIntoViewIfNeeded();
    await expect.poll(state).toEqual({ loaded: true, bg: 'url("/favicon.svg")' });
    await page.close();
  });
});

describe('anchors', () => {
  it('scrolls to a valid in-page anchor and moves focus to it', async () => {
    const page = await pageWith(
      '<p><a id="jump" href="#details">לפרטים</a></p><div style="block-size: 2500px"></div><h2 id="details">פרטים</h2><div style="block-size: 2500px"></div>',
    );
    await page.click('#jump');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('details');
    expect(
      await page.evaluate(() => Math.round(document.getElementById('details')!.getBoundingClientRect().top)),
    ).toBeLessThan(5);
    expect(new URL(page.url()).hash).toBe('#details');
    await page.close();
  });
});

describe('URL actions', () => {
  it('runs a registered action from a link instead of navigating', async () => {
    const page = await pageWith(
      '<a id="act" href="#arig-action:action=off_canvas:open&settings=eyJpZCI6Im1lbnUifQ==">פתיחה</a>',
    );
    await page.evaluate(() => {
      window.arigActions!.register('off_canvas:open', (s) => document.body.setAttribute('data-ran', JSON.stringify(s)));
    });
    await page.click('#act');
    // The press is answered once the actions' parser is there (fetched after load, or by the press itself).
    await expect.poll(() => page.getAttribute('body', 'data-ran')).toBe('{"id":"menu"}');
    expect(new URL(page.url()).hash).toBe('');
    await page.close();
  });

  it('answers a press made before the runtime started, and links the manifest once it starts', async () => {
    const page = await site.context.newPage();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/Base.astro_*', async (route) => {
      await released;
      await route.continue();
    });
    await page.route('**/about/', async (route) => {
      const response = await route.fetch({ headers: { ...route.request().headers(), 'accept-encoding': 'identity' } });
      const link = '<a id="early" href="#arig-action:action=off_canvas:open&settings=eyJpZCI6ImVhcmx5In0=">פתיחה</a>';
      await route.fulfill({ response, body: (await response.text()).replace('</main>', `${link}</main>`) });
    });
    await page.goto('/about/', { waitUntil: 'domcontentloaded' });
    await page.click('#early');
    expect(await page.evaluate(() => window.arigActions)).toBeUndefined();
    expect(await page.locator('head link[rel="manifest"]').count()).toBe(0);
    // The press went to the hash; the runtime runs it on its start, for a provider that may register later.
    release();
    await page.waitForFunction(() => window.arigActions !== undefined);
    await page.evaluate(() => {
      window.arigActions!.register('off_canvas:open', (s) => document.body.setAttribute('data-ran', JSON.stringify(s)));
    });
    await expect.poll(() => page.getAttribute('body', 'data-ran')).toBe('{"id":"early"}');
    expect(await page.locator('head link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    await page.close();
  });

  it('waits for a provider that registers later (popups load after the page)', async () => {
    const page = await pageWith(
      '<a id="ally" href="#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3De30%3D">נגישות</a>',
    );
    await page.click('#ally');
    await page.waitForTimeout(1000);
    await page.evaluate(() =>
      window.arigActions!.register('popup:open', () => document.body.setAttribute('data-ally', 'open')),
    );
    await expect.poll(() => page.getAttribute('body', 'data-ally')).toBe('open');
    await expectNoAxeViolations(page, 'runtime page');
    expect(site.blocked).toEqual([]);
    await page.close();
  });
});

describe('site fonts on repeat views (engines/font-cache.ts)', () => {
  it('a first page paints in the system font and fetches fonts only after load once its visitor engages; the next page uses Heebo from its first paint', async () => {
    const { context } = await newContext(site.browser, site.url);
    try {
      const page = await context.newPage();
      const fontRequests: { url: string; afterLoad: boolean }[] = [];
      let loaded = false;
      page.on('load', () => (loaded = true));
      page.on('request', (r) => {
        if (r.url().endsWith('.woff2')) fontRequests.push({ url: r.url(), afterLoad: loaded });
      });
      await page.goto('/accessibility-statement/');
      const first = await page.evaluate(() => ({
        classes: document.documentElement.className,
        font: getComputedStyle(document.body).fontFamily,
      }));
      expect(first.classes).not.toMatch(/\bfonts\b/);
      expect(first.font).not.toContain('Heebo');
      // A visitor who only looks costs no font: nothing is fetched while the page sits loaded and untouched.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      expect(fontRequests).toEqual([]);
      // Once they engage (here: scroll), at idle: the four files the page lists into the cache, then that list.
      const listed = await page.locator('html').getAttribute('data-fonts');
      expect(listed?.split(' ')).toHaveLength(4);
      await page.mouse.move(200, 300);
      await page.mouse.wheel(0, 400);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('arig-fonts')), { timeout: 10_000 })
        .toBe(listed);
      expect(fontRequests).toHaveLength(4);
      expect(fontRequests.map((r) => new URL(r.url).pathname).sort()).toEqual(listed!.split(' ').sort());
      expect(fontRequests.every((r) => r.afterLoad)).toBe(true);

      await page.goto('/about/');
      expect(await page.evaluate(() => document.documentElement.className)).toMatch(/\bfonts\b/);
      // What the browser actually drew the heading and the text with (computed styles only name the wish).
      const cdp = await context.newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument');
      for (const selector of ['h1', 'main p']) {
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        expect(
          fonts.map((f) => f.familyName),
          selector,
        ).toEqual(['Heebo']);
      }
    } finally {
      await context.close();
    }
  });
});
