import { describe, expect, it } from 'vitest';
import { formatLongDate, formatNumericDate } from './date';

describe('dates in Hebrew, in Israel time', () => {
  it('formats by the Jerusalem calendar day, the same on every call', () => {
    // 22:30 UTC on 13 August is past midnight in Jerusalem (UTC+3 in summer).
    expect(formatLongDate('2025-08-13T22:30:00Z')).toBe('14 באוגוסט 2025');
    expect(formatLongDate('2025-08-13T22:30:00Z')).toBe('14 באוגוסט 2025');
    expect(formatNumericDate('2025-08-13T20:30:00Z')).toBe('13.8.2025');
    expect(formatLongDate('2025-01-05T10:00:00Z')).toBe('5 בינואר 2025');
  });

  it('still refuses a date that is not one', () => {
    expect(() => formatLongDate('not a date')).toThrow(RangeError);
  });
});
