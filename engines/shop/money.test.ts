import { describe, expect, it } from 'vitest';
import { formatAgorot, shekelsToAgorot, vatIncluded } from './money';

describe('money', () => {
  it('formats agorot as shekels the Hebrew way, with the agorot shown', () => {
    const text = formatAgorot(12050);
    expect(text).toContain('120.50');
    expect(text).toContain('₪');
    expect(formatAgorot(1234500)).toContain('12,345.00');
  });

  it('finds the VAT inside a VAT-inclusive price at 18%', () => {
    expect(vatIncluded(11800)).toBe(1800);
    expect(vatIncluded(10000)).toBe(1525); // 10000 × 18 / 118 = 1525.42…
    expect(vatIncluded(0)).toBe(0);
    expect(vatIncluded(11700, 17)).toBe(1700);
  });

  it('turns typed shekels into whole agorot without float drift', () => {
    expect(shekelsToAgorot(19.99)).toBe(1999);
    expect(shekelsToAgorot(0.1 + 0.2)).toBe(30);
    expect(shekelsToAgorot(120)).toBe(12000);
  });
});
