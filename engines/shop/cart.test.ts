import { describe, expect, it } from 'vitest';
import { addToCart, lineKey, priceCart, removeLine, setQuantity, undoRemove, type Purchasable } from './cart';

const guide: Purchasable = { product: 1, variant: null, available: Infinity, unitPrice: 9900 };
const kit = (available: number): Purchasable => ({ product: 2, variant: 'red-m', available, unitPrice: 12000 });

describe('cart engine', () => {
  it('adds a new line and adds to an existing one', () => {
    const first = addToCart([], guide, 1);
    expect(first).toEqual({ ok: true, lines: [{ product: 1, variant: null, quantity: 1 }], removed: null });
    const second = addToCart(first.ok ? first.lines : [], guide, 2);
    expect(second.ok && second.lines).toEqual([{ product: 1, variant: null, quantity: 3 }]);
  });

  it('keeps variants of one product on lines of their own', () => {
    const a = addToCart([], kit(5), 1);
    const b = addToCart(a.ok ? a.lines : [], { ...kit(5), variant: 'blue-l' }, 1);
    expect(b.ok && b.lines.map(lineKey)).toEqual(['2:red-m', '2:blue-l']);
  });

  it('refuses out of stock and over stock, saying how many are left and how many are in the cart', () => {
    expect(addToCart([], kit(0), 1)).toEqual({ ok: false, reason: 'out-of-stock' });
    const lines = [{ product: 2, variant: 'red-m', quantity: 4 }];
    expect(addToCart(lines, kit(5), 2)).toEqual({ ok: false, reason: 'over-stock', available: 5, inCart: 4 });
    expect(addToCart(lines, kit(5), 1).ok).toBe(true);
  });

  it('refuses quantities that are not whole, positive and sane', () => {
    for (const q of [0, -1, 1.5, 1000, Number.NaN])
      expect(addToCart([], guide, q)).toMatchObject({ reason: 'bad-quantity' });
  });

  it('sets a quantity within stock; zero removes; the removed line can be undone once', () => {
    const lines = [
      { product: 1, variant: null, quantity: 1 },
      { product: 2, variant: 'red-m', quantity: 1 },
    ];
    expect(setQuantity(lines, '2:red-m', 3, kit(3)).ok).toBe(true);
    expect(setQuantity(lines, '2:red-m', 4, kit(3))).toMatchObject({ reason: 'over-stock', available: 3 });
    expect(setQuantity(lines, '9', 1, guide)).toMatchObject({ reason: 'unknown-line' });
    const removed = setQuantity(lines, '1', 0, guide);
    expect(removed).toEqual({ ok: true, lines: [lines[1]], removed: lines[0] });
    const undone = removed.ok ? undoRemove(removed.lines, removed.removed, guide) : null;
    expect(undone?.ok && undone.lines.map(lineKey)).toEqual(['2:red-m', '1']);
    expect(undone?.ok && undone.removed).toBeNull();
    expect(undoRemove(lines, null, guide)).toMatchObject({ reason: 'nothing-to-undo' });
  });

  it('re-checks stock on undo', () => {
    const out = removeLine([{ product: 2, variant: 'red-m', quantity: 3 }], '2:red-m');
    expect(out.ok && undoRemove(out.lines, out.removed, kit(2))).toMatchObject({ reason: 'over-stock' });
  });

  it('prices from the catalogue, drops vanished items, shows VAT and stock shortfalls', () => {
    const totals = priceCart(
      [
        { product: 1, variant: null, quantity: 2 },
        { product: 2, variant: 'red-m', quantity: 3 },
        { product: 3, variant: null, quantity: 1 },
      ],
      (line) => (line.product === 1 ? guide : line.product === 2 ? kit(2) : null),
    );
    expect(totals.lines.map((l) => [l.key, l.lineTotal, l.shortBy])).toEqual([
      ['1', 19800, 0],
      ['2:red-m', 36000, 1],
    ]);
    expect(totals.total).toBe(55800);
    expect(totals.count).toBe(5);
    expect(totals.vat).toBe(8512); // 55800 × 18 / 118 = 8511.86…
  });
});
