import { describe, expect, it } from 'vitest';
import { orderTotals } from './order-totals';
import { cancellationFee } from './cancellation';

describe('orderTotals', () => {
  it('adds lines and shipping and extracts the VAT once from the total', () => {
    const t = orderTotals(
      [
        { unitPrice: 99_90, quantity: 3 },
        { unitPrice: 10_01, quantity: 1 },
      ],
      35_00,
      18,
    );
    expect(t.subtotal).toBe(309_71);
    expect(t.total).toBe(344_71);
    expect(t.vat).toBe(Math.round((344_71 * 18) / 118));
    expect(t.net + t.vat).toBe(t.total);
  });
});

describe('orderTotals with a coupon', () => {
  it('takes the discount off the products before shipping, and the VAT from what is paid', () => {
    const t = orderTotals([{ unitPrice: 100_00, quantity: 2 }], 35_00, 18, 20_00);
    expect(t).toMatchObject({ subtotal: 200_00, discount: 20_00, shipping: 35_00, total: 215_00 });
    expect(t.vat).toBe(Math.round((215_00 * 18) / 118));
    expect(orderTotals([{ unitPrice: 10_00, quantity: 1 }], 0, 18, 50_00).total).toBe(0);
  });
});

describe('cancellationFee', () => {
  it('is 5% of the price, or ₪100 when that is lower', () => {
    expect(cancellationFee(1_000_00)).toBe(50_00);
    expect(cancellationFee(2_000_00)).toBe(100_00);
    expect(cancellationFee(5_000_00)).toBe(100_00);
    expect(cancellationFee(10_01)).toBe(50);
  });
});
