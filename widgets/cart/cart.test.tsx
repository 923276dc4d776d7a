import { describe, expect, it } from 'vitest';
import { renderInEditor, renderWidget } from '../../builder/testing';
import type { CartView } from '../../data/shop/cart-view';

const cart: CartView = {
  lines: [
    {
      key: '7',
      product: 7,
      variant: null,
      kind: 'digital',
      title: 'מדריך בדיקות בד',
      url: '/product/guide/',
      image: null,
      options: null,
      sku: 'G-1',
      unitPrice: 12_000,
      quantity: 2,
      lineTotal: 24_000,
      available: null,
      shortBy: 0,
    },
  ],
  count: 2,
  total: 24_000,
  vat: 3_661,
  removed: { title: 'ערכת דוגמאות' },
};

describe('cart widget', () => {
  it("shows the visitor's lines and totals in forms that post to the cart and come back to this page", () => {
    const { html, islands } = renderWidget('cart', { title: 'הסל שלכם' }, { cart, currentPath: '/quick-order/' });
    expect(islands).toEqual([]);
    expect(html).toMatch(/^<div class="w w-cart cart cart--side" data-cart="w-w1">/);
    expect(html).toContain('<h2 class="cart__title">הסל שלכם</h2>');
    expect(html).toContain('<a href="/product/guide/">מדריך בדיקות בד</a>');
    expect(html).toContain('name="qty:7"');
    expect(html).toContain('id="w-w1-qty-7"');
    // Every form (update, remove, undo) names the page to return to.
    expect(html.match(/<form[^>]*action="\/cart\/"/g)).toHaveLength(3);
    expect(html.match(/<input type="hidden" name="back" value="\/quick-order\/"\/>/g)).toHaveLength(3);
    expect(html).toContain('form="w-w1-remove"');
    expect(html).toContain('ביטול ההסרה: ערכת דוגמאות');
    expect(html).toContain('240.00');
    expect(html).toContain('36.61');
  });

  it('gives the title its typography group, and nothing more when it is global', () => {
    const styled = renderWidget('cart', { title: 'הסל', typo_title_size_desktop: 28 }, { cart, currentPath: '/x/' });
    expect(styled.html).toContain('<h2 class="cart__title w--ts-d w--ts-t w--ts-m" style="--w-fs-d:1.75rem">הסל</h2>');
  });

  it('links to the cart where the page could not read the visitor’s cart, and explains itself in the editor', () => {
    expect(renderWidget('cart').html).toBe(
      '<div class="w w-cart"><a class="button" href="/cart/">לצפייה בסל</a></div>',
    );
    expect(renderInEditor('cart')).toContain('כאן יוצג סל הקניות של המבקר');
  });

  it('shows the empty cart with the way back to the shop, and no title when it is cleared', () => {
    const empty: CartView = { lines: [], count: 0, total: 0, vat: 0, removed: null };
    const { html } = renderWidget('cart', { title: '', layout: 'stacked' }, { cart: empty, currentPath: '/x/' });
    expect(html).toContain('cart cart--stacked');
    expect(html).not.toContain('<h2');
    expect(html).toContain('href="/shop/"');
    expect(html).not.toContain('<form');
  });
});
