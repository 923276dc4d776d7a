import { describe, expect, it } from 'vitest';
import { readCartForm, readCartReturn } from './cart-form';

const form = (entries: [string, string][]) => {
  const fields = new Map<string, string[]>();
  for (const [k, v] of entries) fields.set(k, [...(fields.get(k) ?? []), v]);
  return readCartForm(fields);
};

describe('readCartForm', () => {
  it('reads remove, undo and update', () => {
    expect(
      form([
        ['remove', '12:abc'],
        ['qty:12:abc', '2'],
      ]),
    ).toEqual({ ok: true, action: { kind: 'remove', key: '12:abc' } });
    expect(form([['undo', '']])).toEqual({ ok: true, action: { kind: 'undo' } });
    expect(
      form([
        ['qty:3', '2'],
        ['qty:4:x_1', ' 0 '],
      ]),
    ).toEqual({
      ok: true,
      action: {
        kind: 'update',
        quantities: [
          { key: '3', quantity: 2 },
          { key: '4:x_1', quantity: 0 },
        ],
      },
    });
  });

  it('refuses quantities that are not whole numbers up to 999, and malformed keys', () => {
    for (const q of ['-1', '1.5', '1000', 'abc', '', '1e2'])
      expect(form([['qty:3', q]])).toEqual({ ok: false, problem: 'bad-quantity' });
    expect(form([['qty:0', '1']])).toEqual({ ok: false, problem: 'bad-form' });
    expect(
      form([
        ['qty:3', '1'],
        ['qty:3', '2'],
      ]),
    ).toEqual({ ok: false, problem: 'bad-form' });
    expect(form([['remove', '../x']])).toEqual({ ok: false, problem: 'bad-form' });
    expect(form([])).toEqual({ ok: false, problem: 'bad-form' });
  });

  it('returns to the page the form names, on this site and without its query, else to the cart', () => {
    const back = (value: string) => readCartReturn(new Map([['back', [value]]]));
    expect(back('/quick-order/')).toBe('/quick-order/');
    expect(back('/quick-order/?arig-cart=added.3#x')).toBe('/quick-order/');
    expect(back('/%D7%97%D7%A0%D7%95%D7%AA/')).toBe('/%D7%97%D7%A0%D7%95%D7%AA/');
    for (const hostile of [
      '//evil.example/',
      'https://evil.example/',
      '/\\evil.example',
      '/\t/evil',
      'javascript:alert(1)',
      '',
    ])
      expect(back(hostile), hostile).toBe('/cart/');
    expect(readCartReturn(new Map())).toBe('/cart/');
    expect(readCartReturn(new Map([['back', ['/a/', '/b/']]]))).toBe('/cart/');
  });
});
