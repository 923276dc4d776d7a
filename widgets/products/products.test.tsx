import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../builder/testing';
import { category, product } from '../../data/shop/testing';

const materials = category(1, 'materials');
const kits = category(2, 'kits', materials);
const now = Date.parse('2026-06-01T00:00:00Z');
const products = [
  product(1, { title: 'ספר', categories: [materials], featured: true }),
  product(2, { title: 'ערכה', categories: [kits], price: { regular: 5000, sale: 4000, saleFrom: null, saleTo: null } }),
  product(3, { title: 'מדריך', tags: [{ id: 9, title: 'ISO', slug: 'iso', url: '/product-tag/iso/' }] }),
  product(4, { title: 'אזל', stock: { mode: 'out', count: 0 } }),
];
const shop = { products, categories: [materials, kits], now };
const titles = (html: string) =>
  [...html.matchAll(/<h3 class="product-card__title"><a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);

describe('products widget', () => {
  it('lists the newest first by default, at most max_items, with add-to-cart links that work without JavaScript', () => {
    const { html, islands } = renderWidget('products', { max_items: 3 }, { shop });
    expect(titles(html)).toEqual(['אזל', 'מדריך', 'ערכה']);
    expect(html).toContain('<section class="w w-products" aria-label="מוצרים">');
    expect(html).toMatch(/href="\?add-to-cart=3" rel="nofollow" data-product_id="3"/);
    expect(islands).toEqual([]);
  });

  it('takes a category with its children, a tag, the sale and the featured', () => {
    const pick = (props: Record<string, unknown>) => titles(renderWidget('products', props, { shop }).html);
    expect(pick({ source: 'category', term: 'materials' })).toEqual(['ערכה', 'ספר']);
    expect(pick({ source: 'tag', term: 'iso' })).toEqual(['מדריך']);
    expect(pick({ source: 'sale' })).toEqual(['ערכה']);
    expect(pick({ source: 'featured' })).toEqual(['ספר']);
    // By the price paid now (the sale's 40.00 ties with 40.00; the older first).
    expect(pick({ order: 'price' })).toEqual(['ספר', 'מדריך', 'ערכה', 'אזל']);
  });

  it('renders nothing on the site for an unknown term (and says why in the builder)', () => {
    expect(renderWidget('products', { source: 'category', term: 'nope' }, { shop }).html).toBe('');
  });
});

describe("the cards' typography", () => {
  it("puts the titles' group on every card's title and the prices' on every price; none without them", () => {
    const { html } = renderWidget(
      'products',
      { max_items: 2, typo_title_weight: '400', typo_price_size_desktop: 22, typo_price_weight: '400' },
      { shop },
    );
    expect(html.match(/<h3 class="product-card__title[^>]*>/g)).toEqual([
      '<h3 class="product-card__title w--tw" style="--w-fw:400">',
      '<h3 class="product-card__title w--tw" style="--w-fw:400">',
    ]);
    expect(html.match(/<p class="price[^>]*>/g)).toEqual([
      '<p class="price w--ts-d w--ts-t w--ts-m w--tw" style="--w-fs-d:1.375rem;--w-fw:400" data-product-price="true">',
      '<p class="price w--ts-d w--ts-t w--ts-m w--tw" style="--w-fs-d:1.375rem;--w-fw:400" data-product-price="true">',
    ]);
    const plain = renderWidget('products', { max_items: 1 }, { shop }).html;
    expect(plain).toContain('<h3 class="product-card__title"><a ');
    expect(plain).toContain('<p class="price" data-product-price="true">');
  });
});
