import { describe, expect, it } from 'vitest';
import { applyCoupon, normalizeCouponCode, type CouponRule } from './coupon';

const now = new Date('2026-11-26T12:00:00Z');
const rule = (over: Partial<CouponRule> = {}): CouponRule => ({
  code: 'WELCOME10',
  active: true,
  kind: 'percent',
  amount: 10,
  expiresAt: null,
  minimum: null,
  usageLimit: null,
  used: 0,
  ...over,
});

describe('applyCoupon', () => {
  it('takes a percentage off the products, rounded to the agora', () => {
    expect(applyCoupon(rule(), 199_99, now)).toEqual({ ok: true, discount: 20_00 });
    expect(applyCoupon(rule({ amount: 100 }), 50_00, now)).toEqual({ ok: true, discount: 50_00 });
  });

  it('takes a fixed amount, never more than the products come to', () => {
    expect(applyCoupon(rule({ kind: 'fixed', amount: 30_00 }), 100_00, now)).toEqual({ ok: true, discount: 30_00 });
    expect(applyCoupon(rule({ kind: 'fixed', amount: 300_00 }), 100_00, now)).toEqual({ ok: true, discount: 100_00 });
  });

  it('refuses an unknown, switched-off, expired, under-minimum or used-up coupon', () => {
    expect(applyCoupon(null, 100_00, now)).toEqual({ ok: false, reason: 'unknown' });
    expect(applyCoupon(rule({ active: false }), 100_00, now)).toEqual({ ok: false, reason: 'inactive' });
    expect(applyCoupon(rule({ expiresAt: '2026-11-26T12:00:00Z' }), 100_00, now)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(applyCoupon(rule({ expiresAt: '2026-11-26T12:00:01Z' }), 100_00, now).ok).toBe(true);
    expect(applyCoupon(rule({ minimum: 200_00 }), 199_99, now)).toEqual({ ok: false, reason: 'minimum' });
    expect(applyCoupon(rule({ usageLimit: 5, used: 5 }), 100_00, now)).toEqual({ ok: false, reason: 'used-up' });
    expect(applyCoupon(rule({ usageLimit: 5, used: 4 }), 100_00, now).ok).toBe(true);
  });

  it('reads a code however it is typed', () => {
    expect(normalizeCouponCode('  welcome 10 ')).toBe('WELCOME10');
  });
});
