import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, newContext } from './harness';
import { useSiteUnderTest } from './site-under-test';
import { useBuilderTestPages } from './builder-test-pages';

/**
 * The cart where the owner puts it (issue 18): the builder's cart and notices widgets on the seeded
 * "הזמנה מהירה" page, with and without JavaScript; the cart's forms applied in place; the product page's
 * description tabs. A page showing a visitor's cart is never served to another visitor.
 */
const site = useSiteUnderTest();
const pages = useBuilderTestPages(site);

let noJs: Awaited<ReturnType<typeof newContext>>;
beforeAll(async () => {
  noJs = await newContext(site.browser, site.url, { javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await noJs.context.close();
});

const widget = (p: Page) => p.locator('.w-cart');
const lines = (p: Page) =>
  widget(p)
    .locator('.cart__table tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => [
        r.querySelector('.cart__product a')?.textContent ?? '',
        (r.querySelector('.cart__qty') as HTMLInputElement | null)?.value ?? '',
      ]),
    );

describe('the cart and notices widgets, without JavaScript', () => {
  it('adds, updates, removes and restores on the page itself, with the notice where the owner put it', async () => {
    const p = await noJs.context.newPage();
    const first = await p.goto('/quick-order/');
    expect(first?.headers()['cache-control']).toBe('private, no-store');
    expect(await widget(p).locator('.cart__empty').textContent()).toContain('סל הקניות ריק');
    expect(await p.locator('.w-notices').count()).toBe(0);
    // The purchase summary holds its place for the checkout: visitors see nothing of it yet.
    expect(await p.getByText('סיכום ההזמנה').count()).toBe(0);

    await p.click('.w-add-to-cart a');
    await p.waitForURL((u) => u.pathname === '/quick-order/' && u.searchParams.has('arig-cart'));
    // One notice, in the notices widget (the page's own top notice is left out).
    expect(await p.locator('.shop-notice').count()).toBe(1);
    expect(await p.locator('.w-notices .shop-notice').textContent()).toContain('נוסף לסל');
    expect(await lines(p)).toEqual([['בדיקת בד במעבדה: חבילת בסיס', '1']]);

    await widget(p).locator('.cart__qty').fill('2');
    await widget(p).locator('.cart__qty').press('Enter');
    await p.waitForURL((u) => u.pathname === '/quick-order/' && u.searchParams.get('arig-cart') === 'updated');
    expect(await lines(p)).toEqual([['בדיקת בד במעבדה: חבילת בסיס', '2']]);
    expect(await widget(p).locator('.cart__total').textContent()).toContain('1,900.00');

    await widget(p).locator('.cart__remove').click();
    expect(await p.locator('.w-notices .shop-notice').textContent()).toContain('הוסר מהסל');
    expect(new URL(p.url()).pathname).toBe('/quick-order/');
    await widget(p).locator('.cart__undo button').click();
    expect(await lines(p)).toEqual([['בדיקת בד במעבדה: חבילת בסיס', '2']]);

    // Another visitor gets their own (empty) cart from the same address, never this one.
    const other = await newContext(site.browser, site.url, { javaScriptEnabled: false });
    const q = await other.context.newPage();
    await q.goto('/quick-order/');
    expect(await q.locator('.w-cart .cart__empty').count()).toBe(1);
    await other.context.close();
    await p.close();
  });
});

describe('with JavaScript', () => {
  it('applies quantities, removals and undo in place on the cart page, totals and count following', async () => {
    const ctx = await pages.context('desktop');
    const p = await pages.open(ctx, '/product/fabric-testing-guide/');
    await p.click('.add-to-cart button');
    await p.locator('.menu-cart [data-cart-count]:not([hidden])').waitFor();
    await p.goto('/cart/');
    await p.locator('html[data-cart-forms="in-place"]').waitFor({ state: 'attached' });
    await p.evaluate(() => ((window as unknown as { stay: number }).stay = 1));
    const total = p.locator('.cart__total');
    const before = await total.textContent();
    const qty = p.locator('.cart__qty');
    const id = await qty.getAttribute('id');
    await qty.fill('3');
    await qty.dispatchEvent('change');
    await p.waitForFunction((old) => document.querySelector('.cart__total')?.textContent !== old, before);
    expect(await p.evaluate(() => (window as unknown as { stay?: number }).stay)).toBe(1);
    expect(new URL(p.url()).search).toBe('');
    expect(await p.inputValue('.cart__qty')).toBe('3');
    expect(await p.evaluate(() => document.activeElement?.id)).toBe(id);
    expect(await p.locator('.menu-cart [data-cart-count]').textContent()).toBe('3');
    await p.locator('.cart-toast').getByText('הסל עודכן').waitFor();
    await expectNoAxeViolations(p, '1280px /cart/ changed in place');

    await p.click('.cart__remove');
    await p.locator('.cart__undo button').waitFor();
    expect(await p.evaluate(() => document.activeElement?.closest('.cart__undo') !== null)).toBe(true);
    expect(await p.locator('.menu-cart [data-cart-count]').isHidden()).toBe(true);
    await p.keyboard.press('Enter');
    await p.locator('.cart__qty').waitFor();
    expect(await p.inputValue('.cart__qty')).toBe('3');
    expect(await p.evaluate(() => (window as unknown as { stay?: number }).stay)).toBe(1);

    // The builder's cart widget changes in place too, and stays on its page.
    await p.goto('/quick-order/');
    await p.locator('html[data-cart-forms="in-place"]').waitFor({ state: 'attached' });
    await p.evaluate(() => ((window as unknown as { stay: number }).stay = 1));
    await widget(p).locator('.cart__remove').click();
    await widget(p).locator('.cart__undo').waitFor();
    expect(await p.evaluate(() => (window as unknown as { stay?: number }).stay)).toBe(1);
    expect(new URL(p.url()).pathname).toBe('/quick-order/');
    await expectNoAxeViolations(p, '1280px quick order after a removal');
    await pages.finish(ctx);
  });

  it('shows the product’s description and options as tabs, keyboard included', async () => {
    const ctx = await pages.context('mobile');
    const p = await pages.open(ctx, '/product/fabric-sample-kit/');
    const tabs = p.locator('.product__details [role="tab"]');
    expect(await tabs.allTextContents()).toEqual(['תיאור', 'מידע נוסף']);
    const details = p.locator('.product__details');
    await details.scrollIntoViewIfNeeded();
    await p.locator('.product__details [role="tablist"][data-ready]').waitFor({ state: 'attached' });
    expect(await p.locator('.product__attributes').isVisible()).toBe(false);
    await tabs.nth(0).focus();
    // In right-to-left tabs the next tab is to the left.
    await p.keyboard.press('ArrowLeft');
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await p.locator('.product__attributes').isVisible()).toBe(true);
    expect(await p.locator('.product__attributes th').allTextContents()).toEqual(['גוון', 'גודל']);
    await expectNoAxeViolations(p, '390px product tabs');
    await pages.finish(ctx);

    // Without JavaScript every panel shows under its own title.
    const q = await noJs.context.newPage();
    await q.goto('/product/fabric-sample-kit/');
    expect(await q.locator('.product__details [role="tablist"]').isVisible()).toBe(false);
    expect(await q.locator('.product__attributes').isVisible()).toBe(true);
    expect(await q.locator('.product__details .prose').isVisible()).toBe(true);
    await q.close();
  });
});

describe('accessibility', () => {
  it('passes axe on the quick-order page, empty and with a notice and lines, at 390 and 1280 px', async () => {
    const p = await site.context.newPage();
    for (const width of [390, 1280]) {
      await site.context.clearCookies();
      await p.setViewportSize({ width, height: 900 });
      await p.goto('/quick-order/');
      await expectNoAxeViolations(p, `${width}px /quick-order/ empty`);
      // The link's own address (the way without JavaScript): the notice then shows in its widget.
      const id = await p.locator('.w-add-to-cart a').getAttribute('data-product_id');
      await p.goto(`/quick-order/?add-to-cart=${id}`);
      await p.locator('.w-notices .shop-notice').waitFor();
      expect(await p.locator('.w-cart .cart__qty').count()).toBe(1);
      await expectNoAxeViolations(p, `${width}px /quick-order/ with a line`);
    }
    await p.close();
  });
});
