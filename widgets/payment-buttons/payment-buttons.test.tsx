import { describe, expect, it } from 'vitest';
import { renderInEditor, renderWidget } from '../../builder/testing';
import { product } from '../../data/shop/testing';

const guide = product(7, { slug: 'guide', title: 'מדריך בדיקות בד' });
const shop = (payments: ('card' | 'wallet' | 'bank-transfer')[]) => ({
  products: [guide],
  categories: [],
  now: 0,
  payments,
});

describe('payment-buttons widget', () => {
  it('buys now through the checkout with each configured method chosen, without JavaScript', () => {
    const { html, islands } = renderWidget(
      'payment-buttons',
      { product: 'guide', quantity: 2 },
      { shop: shop(['card', 'wallet']) },
    );
    expect(islands).toEqual([]);
    expect(html).toContain('href="/checkout/?add-to-cart=7&amp;quantity=2&amp;method=card"');
    expect(html).toContain('href="/checkout/?add-to-cart=7&amp;quantity=2&amp;method=wallet"');
    expect(html).toContain('קנייה בכרטיס אשראי<span class="visually-hidden">: מדריך בדיקות בד</span>');
  });

  it('shows only the methods the owner configured and switched on, and nothing without one', () => {
    const cardOnly = renderWidget(
      'payment-buttons',
      { product: 'guide' },
      { shop: shop(['card', 'bank-transfer']) },
    ).html;
    expect(cardOnly).toContain('method=card');
    expect(cardOnly).not.toContain('method=wallet');
    const switchedOff = renderWidget(
      'payment-buttons',
      { product: 'guide', card: false },
      { shop: shop(['card']) },
    ).html;
    expect(switchedOff).toBe('');
    expect(renderWidget('payment-buttons', { product: 'guide' }, { shop: shop(['bank-transfer']) }).html).toBe('');
    expect(renderInEditor('payment-buttons', { product: 'guide' })).toContain('כפתורי תשלום');
  });

  it('sends a product with options to its page and says when it is sold out', () => {
    const kit = product(8, {
      slug: 'kit',
      attributes: [{ name: 'צבע', values: ['טבעי'] }],
      variants: [
        {
          id: 'v1',
          options: ['טבעי'],
          sku: null,
          price: guide.price,
          stock: { mode: 'unlimited', count: 0 },
          legacyWcId: null,
        },
      ],
    });
    const out = product(9, { slug: 'out', stock: { mode: 'out', count: 0 } });
    const ctx = { shop: { products: [kit, out], categories: [], now: 0, payments: ['card' as const] } };
    expect(renderWidget('payment-buttons', { product: 'kit' }, ctx).html).toContain('href="/product/product-8/"');
    expect(renderWidget('payment-buttons', { product: 'out' }, ctx).html).toContain('אזל מהמלאי');
  });
});
