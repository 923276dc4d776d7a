import { describe, expect, it } from 'vitest';
import { priceAt } from './pricing';

const rule = { regular: 20000, sale: 15000, saleFrom: '2026-11-01T00:00:00Z', saleTo: '2026-12-01T00:00:00Z' };

describe('priceAt', () => {
  it('charges the sale price while the schedule runs', () => {
    expect(priceAt(rule, new Date('2026-11-15T10:00:00Z'))).toEqual({ price: 15000, regular: 20000, onSale: true });
  });

  it('charges the regular price before the sale starts and from the moment it ends', () => {
    expect(priceAt(rule, new Date('2026-10-31T23:59:59Z')).price).toBe(20000);
    expect(priceAt(rule, new Date('2026-12-01T00:00:00Z'))).toEqual({ price: 20000, regular: 20000, onSale: false });
  });

  it('runs an unscheduled sale always, and ignores a "sale" that is not cheaper', () => {
    const open = { ...rule, saleFrom: null, saleTo: null };
    expect(priceAt(open, new Date('2030-01-01')).onSale).toBe(true);
    expect(priceAt({ ...open, sale: 20000 }, new Date()).onSale).toBe(false);
    expect(priceAt({ ...open, sale: null }, new Date()).price).toBe(20000);
  });
});
