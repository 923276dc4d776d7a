import { describe, expect, it } from 'vitest';
import { shekelsToAgorot } from '../../engines/shop/money';
import { readDate, readIds, readKind, readShekels, readStock } from './product-meta';

describe('readShekels', () => {
  it('reads WooCommerce prices exactly, to whole agorot', () => {
    expect(readShekels('89')).toEqual({ kind: 'ok', shekels: 89, rounded: false });
    expect(readShekels(' 1200 ')).toEqual({ kind: 'ok', shekels: 1200, rounded: false });
    expect(readShekels('49.90')).toEqual({ kind: 'ok', shekels: 49.9, rounded: false });
    expect(readShekels('0.10')).toEqual({ kind: 'ok', shekels: 0.1, rounded: false });
    expect(readShekels('19.9900')).toEqual({ kind: 'ok', shekels: 19.99, rounded: false });
    // What the money field stores (agorot) is the price as typed, with no float drift.
    for (const [raw, agorot] of [
      ['19.99', 1999],
      ['0.29', 29],
      ['1.005', 101],
      ['4.35', 435],
      ['999999.99', 99_999_999],
    ] as const) {
      const read = readShekels(raw);
      expect(read.kind === 'ok' && shekelsToAgorot(read.shekels)).toBe(agorot);
    }
  });

  it('rounds more than two decimals to the agora, and says so', () => {
    expect(readShekels('12.345')).toEqual({ kind: 'ok', shekels: 12.35, rounded: true });
    expect(readShekels('12.344')).toEqual({ kind: 'ok', shekels: 12.34, rounded: true });
  });

  it('tells an empty price from one that is no number', () => {
    expect(readShekels(undefined)).toEqual({ kind: 'none' });
    expect(readShekels('  ')).toEqual({ kind: 'none' });
    for (const raw of ['abc', '-5', '1,200', '12e3', '₪89', '1000000.01'])
      expect(readShekels(raw)).toEqual({ kind: 'bad', raw });
  });
});

describe('readStock', () => {
  it('a managed stock is a count, never below zero', () => {
    expect(readStock({ _manage_stock: 'yes', _stock: '35', _stock_status: 'instock' })).toEqual({
      stockMode: 'count',
      stockCount: 35,
      notes: [],
    });
    expect(readStock({ _manage_stock: 'yes', _stock: '0', _stock_status: 'outofstock' }).stockCount).toBe(0);
    expect(readStock({ _manage_stock: 'yes', _stock: '12.000000' }).stockCount).toBe(12);
    const negative = readStock({ _manage_stock: 'yes', _stock: '-3', _backorders: 'notify' });
    expect(negative.stockCount).toBe(0);
    expect(negative.notes).toHaveLength(2);
    const bad = readStock({ _manage_stock: 'yes', _stock: 'many' });
    expect(bad).toMatchObject({ stockMode: 'count', stockCount: 0 });
    expect(bad.notes[0]).toContain('many');
  });

  it('an untracked stock follows the stock status', () => {
    expect(readStock({ _manage_stock: 'no', _stock_status: 'instock' }).stockMode).toBe('unlimited');
    expect(readStock({ _manage_stock: 'no', _stock_status: 'outofstock' }).stockMode).toBe('out');
    const backorder = readStock({ _stock_status: 'onbackorder' });
    expect(backorder.stockMode).toBe('unlimited');
    expect(backorder.notes).toHaveLength(1);
  });

  it("a variation that does not manage its own stock takes the parent's count, and says so", () => {
    const shared = readStock({ _manage_stock: 'yes', _stock: '7' });
    const variation = readStock({ _manage_stock: 'no', _stock_status: 'instock' }, shared);
    expect(variation).toMatchObject({ stockMode: 'count', stockCount: 7 });
    expect(variation.notes).toHaveLength(1);
  });
});

describe('readKind, readDate, readIds', () => {
  it('downloadable is digital, virtual is a service, anything else is shipped', () => {
    expect(readKind({ _virtual: 'yes', _downloadable: 'yes' })).toBe('digital');
    expect(readKind({ _virtual: 'yes', _downloadable: 'no' })).toBe('service');
    expect(readKind({ _virtual: 'no' })).toBe('physical');
    expect(readKind({})).toBe('physical');
  });

  it('reads sale dates as timestamps or dates', () => {
    expect(readDate('1767225600')).toEqual({ kind: 'ok', iso: '2026-01-01T00:00:00.000Z' });
    expect(readDate('2026-01-01')).toEqual({ kind: 'ok', iso: '2026-01-01T00:00:00.000Z' });
    expect(readDate('')).toEqual({ kind: 'none' });
    expect(readDate('next week')).toEqual({ kind: 'bad', raw: 'next week' });
  });

  it('reads comma lists and serialised arrays of ids', () => {
    expect(readIds('107,108')).toEqual([107, 108]);
    expect(readIds(' 107 , x, 0, 107,')).toEqual([107]);
    expect(readIds('a:2:{i:0;i:103;i:1;i:109;}')).toEqual([103, 109]);
    expect(readIds('a:1:{i:3;s:3:"111";}')).toEqual([111]);
    expect(readIds(undefined)).toEqual([]);
  });
});
