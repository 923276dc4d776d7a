import { describe, expect, it } from 'vitest';
import { nextTabIndex } from './roving-tabs';

describe('nextTabIndex', () => {
  it('moves forward with ArrowLeft and back with ArrowRight in RTL, wrapping', () => {
    expect(nextTabIndex(0, 'ArrowLeft', 3, true)).toBe(1);
    expect(nextTabIndex(2, 'ArrowLeft', 3, true)).toBe(0);
    expect(nextTabIndex(1, 'ArrowRight', 3, true)).toBe(0);
    expect(nextTabIndex(0, 'ArrowRight', 3, true)).toBe(2);
  });

  it('mirrors in LTR', () => {
    expect(nextTabIndex(0, 'ArrowRight', 3, false)).toBe(1);
    expect(nextTabIndex(0, 'ArrowLeft', 3, false)).toBe(2);
  });

  it('goes to the ends with Home and End', () => {
    expect(nextTabIndex(1, 'Home', 4, true)).toBe(0);
    expect(nextTabIndex(1, 'End', 4, true)).toBe(3);
  });

  it('uses up/down for vertical lists and ignores left/right there', () => {
    expect(nextTabIndex(0, 'ArrowDown', 3, true, 'vertical')).toBe(1);
    expect(nextTabIndex(0, 'ArrowUp', 3, true, 'vertical')).toBe(2);
    expect(nextTabIndex(0, 'ArrowLeft', 3, true, 'vertical')).toBeNull();
    expect(nextTabIndex(0, 'ArrowDown', 3, true)).toBeNull();
  });

  it('ignores other keys and empty lists', () => {
    expect(nextTabIndex(0, 'Enter', 3, true)).toBeNull();
    expect(nextTabIndex(0, 'Home', 0, true)).toBeNull();
  });
});
