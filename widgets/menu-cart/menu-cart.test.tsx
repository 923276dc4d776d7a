import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../builder/testing';

describe('menu-cart widget', () => {
  it('renders the cart link whose count and mini cart the page script fills, marked current on the cart page', () => {
    const { html, islands } = renderWidget('menu-cart', { align: 'end' });
    expect(html).toContain('<a class="menu-cart" href="/cart/" data-menu-cart="true">');
    expect(html).toContain(
      '<span class="visually-hidden">סל הקניות</span><span class="menu-cart__count" data-cart-count="true" hidden="">',
    );
    expect(html).toContain('style="text-align:end"');
    expect(islands).toEqual([]);
    expect(renderWidget('menu-cart', {}, { currentPath: '/cart/' }).html).toContain('aria-current="page"');
  });

  it('gives the count its typography group, over its own size and line height', () => {
    const { html } = renderWidget('menu-cart', { typo_size_desktop: 14, typo_line_height: 1.5 });
    expect(html).toContain(
      '<span class="menu-cart__count w--ts-d w--ts-t w--ts-m w--tl" style="--w-fs-d:0.875rem;--w-lh:1.5" data-cart-count="true" hidden="">',
    );
    // At the start, where the text already is, the wrapper carries no style.
    expect(html).toMatch(/^<div class="w w-menu-cart"><a /);
  });

  it('shows nothing while the shop has nothing for sale, as the site header does', () => {
    expect(renderWidget('menu-cart', {}, { shopOpen: false }).html).toBe('');
    expect(renderWidget('menu-cart', {}, { shopOpen: true }).html).toContain('data-menu-cart');
  });
});
