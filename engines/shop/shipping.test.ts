import { describe, expect, it } from 'vitest';
import { shippingOptions, type ShippingSettings } from './shipping';

const settings: ShippingSettings = {
  pickup: { enabled: true, place: 'הסטודיו בתל אביב' },
  courier: { enabled: true, price: 35_00, freeAbove: 300_00 },
};

describe('shippingOptions', () => {
  it('offers nothing to choose when nothing in the order ships', () => {
    expect(shippingOptions(settings, 50_00, false)).toEqual([{ method: 'none', cost: 0, free: false }]);
  });

  it('charges the courier below the free amount and nothing from it up', () => {
    expect(shippingOptions(settings, 299_99, true)).toEqual([
      { method: 'pickup', cost: 0, free: false },
      { method: 'courier', cost: 35_00, free: false },
    ]);
    expect(shippingOptions(settings, 300_00, true)[1]).toEqual({ method: 'courier', cost: 0, free: true });
  });

  it('never makes the courier free without an amount, and leaves out what is disabled', () => {
    const noFree = { ...settings, courier: { ...settings.courier, freeAbove: null } };
    expect(shippingOptions(noFree, 10_000_00, true)[1]?.cost).toBe(35_00);
    const courierOnly = { ...settings, pickup: { ...settings.pickup, enabled: false } };
    expect(shippingOptions(courierOnly, 0, true).map((o) => o.method)).toEqual(['courier']);
  });
});
