import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColour } from './contrast';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0a7d5a', '#0a7d5a')).toBe(1);
  });

  it('is symmetric', () => {
    expect(contrastRatio('#ffffff', '#0a7d5a')).toBe(contrastRatio('#0a7d5a', '#ffffff'));
  });

  it("tells WhatsApp's own green fails AA for white text and arig's darker green passes", () => {
    expect(contrastRatio('#128C7E', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#0a7d5a', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('isHexColour', () => {
  it('accepts #RRGGBB only', () => {
    expect(isHexColour('#A1b2C3')).toBe(true);
    for (const bad of ['#fff', 'red', '#12345g', ' #123456', 123456, null]) expect(isHexColour(bad)).toBe(false);
  });
});
