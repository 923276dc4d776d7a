import { describe, expect, it } from 'vitest';
import { availabilityOf, unitsAvailable } from './stock';

describe('stock', () => {
  it('counts units by mode, never below zero', () => {
    expect(unitsAvailable({ mode: 'unlimited', count: 0 })).toBe(Infinity);
    expect(unitsAvailable({ mode: 'out', count: 12 })).toBe(0);
    expect(unitsAvailable({ mode: 'count', count: 7 })).toBe(7);
    expect(unitsAvailable({ mode: 'count', count: -3 })).toBe(0);
  });

  it('says few left at five or fewer', () => {
    expect(availabilityOf({ mode: 'count', count: 6 })).toBe('in-stock');
    expect(availabilityOf({ mode: 'count', count: 5 })).toBe('low-stock');
    expect(availabilityOf({ mode: 'count', count: 0 })).toBe('out-of-stock');
    expect(availabilityOf({ mode: 'unlimited', count: 0 })).toBe('in-stock');
  });
});
