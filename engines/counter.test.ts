import { describe, expect, it } from 'vitest';
import { counterValueAt, formatCounter } from './counter';

describe('counter', () => {
  it('formats with grouping and fixed decimals', () => {
    expect(formatCounter(12345, { decimals: 0, separator: true })).toBe('12,345');
    expect(formatCounter(12345, { decimals: 0, separator: false })).toBe('12345');
    expect(formatCounter(3.14159, { decimals: 2, separator: true })).toBe('3.14');
  });

  it('eases from start to exactly the end', () => {
    expect(counterValueAt(0, 100, 0, 2000)).toBe(0);
    expect(counterValueAt(0, 100, 2000, 2000)).toBe(100);
    expect(counterValueAt(0, 100, 5000, 2000)).toBe(100);
    const mid = counterValueAt(0, 100, 1000, 2000);
    expect(mid).toBeGreaterThan(50);
    expect(mid).toBeLessThan(100);
    expect(counterValueAt(10, 0, 0, 0)).toBe(0);
  });
});
