import { describe, expect, it } from 'vitest';
import { scrollPositionAt, skipLinkScrollDuration } from './smooth-scroll';

describe('skip-link scroll', () => {
  it('lasts 1000 ms', () => {
    expect(skipLinkScrollDuration).toBe(1000);
    expect(scrollPositionAt(999, 0, 800)).toBeLessThan(800);
    expect(scrollPositionAt(1000, 0, 800)).toBe(800);
  });

  it('starts at the origin, passes the midpoint halfway, and ends on target', () => {
    expect(scrollPositionAt(0, 100, 900)).toBe(100);
    expect(scrollPositionAt(500, 100, 900)).toBeCloseTo(500);
    expect(scrollPositionAt(5000, 100, 900)).toBe(900);
  });

  it('moves monotonically, also when scrolling up', () => {
    let last = Infinity;
    for (let t = 0; t <= 1000; t += 50) {
      const y = scrollPositionAt(t, 900, 100);
      expect(y).toBeLessThanOrEqual(last);
      last = y;
    }
  });

  it('jumps straight to the target when the duration is zero (reduced motion)', () => {
    expect(scrollPositionAt(0, 0, 640, 0)).toBe(640);
  });
});
