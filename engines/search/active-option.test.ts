import { describe, expect, it } from 'vitest';
import { moveActive } from './active-option';

describe('moveActive', () => {
  it('goes down from none to the first and wraps at the end', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(1, 3, 'ArrowDown')).toBe(2);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
  });

  it('goes up from none to the last and wraps at the start', () => {
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(2, 3, 'ArrowUp')).toBe(1);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
  });

  it('has nothing to choose in an empty list', () => {
    expect(moveActive(-1, 0, 'ArrowDown')).toBe(-1);
    expect(moveActive(0, 0, 'ArrowUp')).toBe(-1);
  });

  it('treats a stale index past the end as none', () => {
    expect(moveActive(7, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(7, 3, 'ArrowUp')).toBe(2);
  });
});
