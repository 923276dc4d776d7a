import { describe, expect, it } from 'vitest';
import { readAddToCartLink } from './add-to-cart-link';

const read = (href: string) => readAddToCartLink(new URL(href, 'https://arig.example'));

describe('readAddToCartLink', () => {
  it('ignores addresses without the parameter', () => {
    expect(read('/shop/?orderby=price')).toEqual({ kind: 'none' });
  });

  it('reads a WooCommerce link and returns to the same address without its parameters', () => {
    expect(read('/guides/?utm_source=x&add-to-cart=42&quantity=3&variation_id=abc123')).toEqual({
      kind: 'add',
      request: { product: 42, variant: 'abc123', quantity: 3 },
      returnTo: '/guides/?utm_source=x',
    });
    expect(read('/?add-to-cart=7')).toEqual({
      kind: 'add',
      request: { product: 7, variant: null, quantity: 1 },
      returnTo: '/',
    });
  });

  it.each([
    '/?add-to-cart=',
    '/?add-to-cart=0',
    '/?add-to-cart=-1',
    '/?add-to-cart=abc',
    '/?add-to-cart=1e3',
    '/?add-to-cart=12345678901',
    '/?add-to-cart=5&quantity=0',
    '/?add-to-cart=5&quantity=1000',
    '/?add-to-cart=5&quantity=2.5',
    '/?add-to-cart=5&variation_id=<script>',
    '/?add-to-cart=5&add-to-cart=6',
  ])('refuses %s, still knowing where to return', (href) => {
    const link = read(href);
    expect(link.kind).toBe('invalid');
    expect(link.kind === 'invalid' && link.returnTo).toBe('/');
  });
});
