import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../builder/testing';
import { product } from '../../data/shop/testing';

const shop = {
  products: [
    product(2, { title: 'ערכה', price: { regular: 5000, sale: 4000, saleFrom: null, saleTo: null } }),
    product(4, { title: 'אזל', stock: { mode: 'out', count: 0 } }),
  ],
  categories: [],
  now: Date.parse('2026-06-01T00:00:00Z'),
};

describe('add-to-cart widget', () => {
  it('links the named product by WooCommerce’s parameters, with its price', () => {
    const { html } = renderWidget('add-to-cart', { product: 'product-2', quantity: 2 }, { shop });
    expect(html).toMatch(/href="\?add-to-cart=2&amp;quantity=2" rel="nofollow" data-product_id="2" data-quantity="2"/);
    expect(html).toContain('40.00');
    expect(html).toContain('<span class="visually-hidden">: ערכה</span>');
  });

  it('says sold out for a product without stock, and renders nothing for an unknown product', () => {
    expect(renderWidget('add-to-cart', { product: 'product-4' }, { shop }).html).toContain('אזל מהמלאי');
    expect(renderWidget('add-to-cart', { product: 'nope' }, { shop }).html).toBe('');
  });

  it("puts the price's group on its price and the button's on its link; none when they are global", () => {
    const { html } = renderWidget(
      'add-to-cart',
      { product: 'product-2', typo_price_weight: '400', typo_button_transform: 'uppercase' },
      { shop },
    );
    expect(html).toContain('<p class="price w--tw" style="--w-fw:400" data-product-price="true">');
    expect(html).toContain(
      '<a class="button add_to_cart_button ajax_add_to_cart w--tt" style="--w-tt:uppercase" href=',
    );
    const plain = renderWidget('add-to-cart', { product: 'product-2' }, { shop }).html;
    expect(plain).toContain('<p class="price" data-product-price="true">');
    expect(plain).toContain('<a class="button add_to_cart_button ajax_add_to_cart" href=');
  });
});
