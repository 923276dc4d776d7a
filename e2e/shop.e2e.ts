import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, newContext } from './harness';
import { useSiteUnderTest } from './site-under-test';
import { useBuilderTestPages } from './builder-test-pages';

/**
 * The shop without JavaScript (issue 18): catalogue → category → product → variant → add → cart →
 * quantity → remove → undo; WooCommerce's ?add-to-cart= links from outside; refusals that leave the cart
 * as it was; the cart's secret kept from scripts; axe on every shop page and state.
 */
const site = useSiteUnderTest();
const pages = useBuilderTestPages(site);
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

let noJs: Awaited<ReturnType<typeof newContext>>;
beforeAll(async () => {
  noJs = await newContext(site.browser, site.url, { javaScriptEnabled: false, viewport: viewports[1] });
});
afterAll(async () => {
  await noJs.context.close();
});

const notice = (p: Page) => p.locator('.shop-notice').textContent();
const cartRows = async (p: Page) => {
  await p.goto('/cart/');
  return p
    .locator('.cart__table tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => [
        r.querySelector('.cart__product a')?.textContent ?? '',
        (r.querySelector('.cart__qty') as HTMLInputElement | null)?.value ?? '',
      ]),
    );
};
const productId = async (p: Page, slug: string) => {
  await p.goto(`/product/${slug}/`);
  return p.locator('.product').getAttribute('data-product_id');
};
const freshCart = async (ctx: BrowserContext) => ctx.clearCookies();

describe('without JavaScript', () => {
  it('walks from the catalogue to a variant in the cart, changes it, removes it and brings it back', async () => {
    const p = await noJs.context.newPage();
    await p.goto('/shop/');
    expect(await p.locator('h1').textContent()).toBe('חנות');
    await p.click('.shop__categories >> text=דוגמאות וחומרים');
    await p.waitForURL('**/product-category/materials/');
    // The parent category shows its child's products too (the kit is in "ערכות דוגמאות").
    await p.click('text=בחירת אפשרויות');
    await p.waitForURL('**/product/fabric-sample-kit/');
    expect(await p.locator('#variation option[disabled]').allTextContents()).toEqual([
      'בחרו אפשרות',
      expect.stringContaining('אזל מהמלאי'),
    ]);
    await p.selectOption('#variation', { label: (await p.locator('#variation option >> nth=2').textContent()) ?? '' });
    await p.fill('#quantity', '2');
    await p.click('.add-to-cart button');
    await p.waitForURL((u) => u.pathname === '/product/fabric-sample-kit/' && u.searchParams.has('arig-cart'));
    expect(await notice(p)).toContain('נוסף לסל');
    await p.click('.shop-notice__link');
    await p.waitForURL('**/cart/');
    expect(await p.locator('.cart__options').textContent()).toBe('גוון: טבעי · גודל: A4');
    expect(await p.locator('.cart__total').textContent()).toContain('480.00');

    // Quantity 3 is within stock (4), 5 is not: the browser already refuses it (max), and so does the
    // server when a post skips the browser's check; the cart stays as it was.
    await p.fill('.cart__qty', '5');
    expect(await p.locator('.cart__qty').evaluate((el) => (el as HTMLInputElement).validity.rangeOverflow)).toBe(true);
    const key = (await p.getAttribute('.cart__qty', 'name')) ?? '';
    const forced = await noJs.context.request.post('/cart/', {
      form: { [key]: '5' },
      headers: { Origin: site.url },
      maxRedirects: 0,
    });
    expect(forced.status()).toBe(303);
    await p.goto(forced.headers().location ?? '');
    expect(await notice(p)).toContain('אין במלאי מספיק יחידות');
    expect(await p.inputValue('.cart__qty')).toBe('2');
    const elsewhere = await noJs.context.request.post('/cart/', {
      form: { [key]: '1' },
      headers: { Origin: 'https://evil.example' },
      maxRedirects: 0,
    });
    expect(elsewhere.status()).toBe(403);
    await p.fill('.cart__qty', '3');
    await p.press('.cart__qty', 'Enter'); // Enter updates; it never removes a line
    expect(await notice(p)).toBe('הסל עודכן.');
    expect(await p.locator('.cart__total').textContent()).toContain('720.00');
    expect(await p.locator('.cart__totals').textContent()).toContain('109.83'); // 720 × 18 / 118

    await p.click('.cart__remove');
    expect(await notice(p)).toContain('הוסר מהסל');
    expect(await p.locator('.cart__empty').textContent()).toContain('סל הקניות ריק');
    await p.click('.cart__undo button');
    expect(await notice(p)).toContain('הוחזר לסל');
    expect(await cartRows(p)).toEqual([['ערכת דוגמאות אריג', '3']]);
    await p.close();
  });

  it('adds from an outside ?add-to-cart= link and returns to the same address without it', async () => {
    await freshCart(noJs.context);
    const p = await noJs.context.newPage();
    const id = await productId(p, 'yarn-count-guide');
    await p.goto(`/about/?utm_source=newsletter&add-to-cart=${id}&quantity=2`);
    expect(new URL(p.url()).pathname).toBe('/about/');
    expect(new URL(p.url()).searchParams.get('utm_source')).toBe('newsletter');
    expect(new URL(p.url()).searchParams.has('add-to-cart')).toBe(false);
    expect(await notice(p)).toContain('מדריך מספור חוטים');
    expect(await cartRows(p)).toEqual([[expect.stringContaining('מדריך מספור חוטים'), '2']]);
    const cookie = (await noJs.context.cookies()).find((c) => c.name === 'arig_cart');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    await p.close();
  });

  it('refuses out of stock, unknown products and a product whose options are not chosen, the cart unchanged', async () => {
    await freshCart(noJs.context);
    const p = await noJs.context.newPage();
    const book = await productId(p, 'weaving-basics-book');
    await p.goto(`/?add-to-cart=${book}`);
    expect(await notice(p)).toContain('אזל מהמלאי');
    await p.goto('/shop/?add-to-cart=999999');
    expect(await notice(p)).toContain('לא נמצא');
    await p.goto('/shop/?add-to-cart=abc');
    expect(await notice(p)).toContain('לא נמצא');
    const kit = await productId(p, 'fabric-sample-kit');
    await p.goto(`/shop/?add-to-cart=${kit}`);
    await p.waitForURL('**/product/fabric-sample-kit/?arig-cart=*');
    expect(await notice(p)).toContain('בחרו קודם אפשרות');
    expect(await cartRows(p)).toEqual([]);
    await p.close();
  });
});

describe('with JavaScript', () => {
  it('adds from a catalogue card and from a data-attribute link in content without leaving the page', async () => {
    const ctx = await pages.context('mobile');
    const p = await pages.open(ctx, '/shop/');
    const count = p.locator('.menu-cart [data-cart-count]');
    expect(await count.isHidden()).toBe(true);
    // A press before the runtime has started follows the link (the server adds, and comes back with a
    // notice): this journey is the in-place one.
    await p.waitForFunction(() => window.arigActions !== undefined);
    await p.click('.product-card a.ajax_add_to_cart >> nth=0');
    const toast = p.locator('.cart-toast');
    await toast.getByText('נוסף לסל').waitFor();
    expect(new URL(p.url()).search).toBe('');
    expect(await count.textContent()).toBe('1');
    expect(await toast.getAttribute('role')).toBe('status');
    await expectNoAxeViolations(p, '390px /shop/ with the added message');

    // Imported content keeps WooCommerce's link: classes and data attributes (engines/sanitize-html.ts).
    const guide = await productId(p, 'yarn-count-guide');
    const html = `<p>רוצים ללמוד לבד? <a href="?add-to-cart=${guide}" class="button add_to_cart_button ajax_add_to_cart" data-product_id="${guide}" data-quantity="2">הוסיפו את המדריך לסל</a></p>`;
    const created = await pages.createPage('shop-link', [
      { type: 'text-editor', props: { id: 't', html } },
      { type: 'products', props: { id: 'p', source: 'featured', name: 'מוצרים מומלצים' } },
      { type: 'add-to-cart', props: { id: 'a', product: 'lab-fabric-test', text: 'להזמנת בדיקה' } },
    ]);
    expect(created.status).toBe(201);
    await p.goto('/shop-link/');
    // Read from the cookie on a page the server keeps for everyone.
    await p.locator('.menu-cart [data-cart-count]:not([hidden])').waitFor();
    expect(await count.textContent()).toBe('1');
    await p.waitForFunction(() => window.arigActions !== undefined);
    await p.click('a.ajax_add_to_cart');
    await toast.getByText('מדריך מספור חוטים').waitFor();
    expect(await count.textContent()).toBe('3');
    expect(new URL(p.url()).pathname).toBe('/shop-link/');
    // The builder's shop widgets: the featured products' cards, and one product's button.
    expect(await p.locator('section[aria-label="מוצרים מומלצים"] .product-card').count()).toBe(3);
    await p.click('.w-add-to-cart a');
    await toast.getByText('בדיקת בד במעבדה').waitFor();
    expect(await count.textContent()).toBe('4');
    await expectNoAxeViolations(p, '390px builder shop widgets');
    // The header's cart opens the mini cart: the lines, the total, the way to the cart page; Escape closes it.
    await p.click('.menu-cart');
    const mini = p.getByRole('dialog', { name: 'סל הקניות' });
    await mini.locator('.mini-cart__line').nth(2).waitFor();
    expect(await mini.locator('.mini-cart__total').textContent()).toContain('₪');
    await expectNoAxeViolations(p, '390px mini cart');
    await p.keyboard.press('Escape');
    await mini.waitFor({ state: 'hidden' });
    expect(await p.evaluate(() => document.activeElement?.className)).toBe('menu-cart');
    await p.goto('/cart/');
    expect(
      await p.locator('.cart__qty').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
    ).toHaveLength(3);
    await pages.finish(ctx);
  });

  it('filters the catalogue by category and sorts it without a reload, with the address and Back kept', async () => {
    const ctx = await pages.context('desktop');
    const p = await pages.open(ctx, '/shop/');
    await p.locator('html[data-shop-nav="in-place"]').waitFor({ state: 'attached' });
    await p.evaluate(() => ((window as unknown as { stay: number }).stay = 1));
    await p.click('.shop__categories >> text=מדריכים דיגיטליים');
    await p.waitForURL('**/product-category/guides/');
    expect(await p.locator('h1').textContent()).toBe('מדריכים דיגיטליים');
    expect(await p.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await p.locator('.product-card').count()).toBe(2);
    expect(await p.title()).toContain('מדריכים דיגיטליים');
    await p.selectOption('#shop-orderby', 'price-desc');
    await p.waitForURL('**/product-category/guides/?orderby=price-desc');
    expect(await p.locator('.product-card__title').first().textContent()).toContain('מדריך בדיקות בד');
    await p.goBack();
    await p.waitForURL('**/product-category/guides/');
    await p.goBack();
    await p.waitForURL('**/shop/');
    await p.locator('h1', { hasText: 'חנות' }).waitFor();
    expect(await p.locator('.product-card').count()).toBe(6);
    // One document all along: no reload happened.
    expect(await p.evaluate(() => (window as unknown as { stay?: number }).stay)).toBe(1);
    await expectNoAxeViolations(p, '1280px catalogue after in-place navigation');
    await pages.finish(ctx);
  });

  it('filters a builder loop grid of products by product category in place (refresh-loop)', async () => {
    const created = await pages.createPage('shop-grid', [
      {
        type: 'taxonomy-filter',
        props: { id: 'f', target: 'shop-grid', taxonomy: 'product_cat', label: 'סינון לפי קטגוריית מוצרים' },
      },
      { type: 'loop-grid', props: { id: 'shop-grid', source: 'products', per_page: 12, heading_level: 'h3' } },
    ]);
    expect(created.status).toBe(201);
    const ctx = await pages.context('desktop');
    const p = await pages.open(ctx, '/shop-grid/');
    const grid = '[data-loop-widget="shop-grid"]';
    await p.waitForSelector(`${grid}[data-loop-ready]`);
    expect(await p.locator(`${grid} .product-card`).count()).toBe(6);
    await p.evaluate(() => ((window as unknown as { stay: number }).stay = 1));
    await p.click('[data-loop-for="shop-grid"] a[data-loop-term="guides"]');
    await p.waitForURL('**/shop-grid/?e-filter-shop-grid-product_cat=guides');
    await expect.poll(() => p.locator(`${grid} .product-card`).count()).toBe(2);
    expect(await p.evaluate(() => (window as unknown as { stay?: number }).stay)).toBe(1);
    // The parent category holds its child's products; the address alone renders the same on the server.
    const response = await p.goto('/shop-grid/?e-filter-shop-grid-product_cat=materials');
    expect(response?.status()).toBe(200);
    expect(await p.locator(`${grid} .product-card__title`).allTextContents()).toEqual([
      'ערכת דוגמאות אריג',
      'ספר: יסודות האריגה',
    ]);
    await p.goto('/shop-grid/?e-filter-shop-grid-product_tag=iso');
    expect(await p.locator(`${grid} .product-card`).count()).toBe(2);
    await expectNoAxeViolations(p, '1280px products loop grid filtered');
    await pages.finish(ctx);
  });

  it('shows the chosen variant’s price, stock and SKU, and caps the quantity at its stock', async () => {
    const ctx = await pages.context('desktop');
    const p = await pages.open(ctx, '/product/fabric-sample-kit/');
    expect(await p.locator('.product__summary .price').textContent()).toContain('החל מ־');
    await p.selectOption('#variation', { label: (await p.locator('#variation option >> nth=2').textContent()) ?? '' });
    await p.locator('.product__summary .price:not(:has(.price__from))').waitFor();
    const price = await p.locator('.product__summary .price').textContent();
    expect(price).toContain('240.00');
    expect(price).toContain('כולל מע״מ');
    expect(await p.locator('[data-variant-stock]').textContent()).toBe('נותרו 4 במלאי');
    expect(await p.locator('[data-product-sku]').textContent()).toBe('ARIG-K-NAT-A4');
    expect(await p.getAttribute('#quantity', 'max')).toBe('4');
    await expectNoAxeViolations(p, '1280px a chosen variant');
    await pages.finish(ctx);
  });

  it('answers the cart endpoint with Hebrew 4xx for bad input and refusals, never a 5xx', async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${site.url}/wp-json/arig/v1/cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.url, ...headers },
        body,
      });
    const cases: [string, Record<string, string>, number][] = [
      ['{', {}, 400],
      ['{"product":"1"}', {}, 400],
      ['{"product":1,"quantity":0}', {}, 400],
      ['{"product":1,"extra":1}', {}, 400],
      ['{"product":999999}', {}, 404],
      ['{"product":1}', { 'content-type': 'text/plain' }, 415],
      ['{"product":1}', { origin: 'https://evil.example' }, 403],
      ['x'.repeat(5000), {}, 413],
    ];
    for (const [body, headers, status] of cases) {
      const res = await post(body, headers);
      expect([body.slice(0, 30), res.status]).toEqual([body.slice(0, 30), status]);
      expect(((await res.json()) as { message: string }).message).toMatch(/[א-ת]/);
    }
    const summary = await fetch(`${site.url}/wp-json/arig/v1/cart`);
    expect(summary.headers.get('cache-control')).toContain('no-store');
    expect(await summary.json()).toEqual({ count: 0, total: expect.stringContaining('0.00'), lines: [] });
  });
});

describe('accessibility', () => {
  it('passes axe on the catalogue, a category, products, the cart (empty and full) and a notice', async () => {
    const p = await site.context.newPage();
    const guide = await productId(p, 'fabric-testing-guide');
    for (const viewport of viewports) {
      await p.setViewportSize(viewport);
      await site.context.clearCookies();
      for (const path of [
        '/shop/',
        '/shop/?orderby=price',
        '/product-category/guides/',
        '/product-tag/iso/',
        '/product/fabric-sample-kit/',
        '/product/weaving-basics-book/',
        '/cart/',
        `/product/fabric-testing-guide/?add-to-cart=${guide}`,
        '/cart/',
      ]) {
        const response = await p.goto(path);
        expect(response?.status(), path).toBe(200);
        await expectNoAxeViolations(p, `${viewport.width}px ${path}`);
      }
    }
    await p.close();
  });

  it('answers 404 for unknown shop addresses and pages past the end', async () => {
    const p = await site.context.newPage();
    for (const path of [
      '/product/nope/',
      '/product-category/nope/',
      '/product-tag/nope/',
      '/shop/page/9/',
      '/product-category/sample-kits/page/2/',
    ]) {
      expect((await p.goto(path))?.status(), path).toBe(404);
    }
    await p.close();
  });
});
