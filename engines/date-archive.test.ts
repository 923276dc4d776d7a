import { describe, expect, it } from 'vitest';
import { inPeriod, monthOf, parseDatePeriod, periodTitle, periodUrl } from './date-archive';

describe('date archives', () => {
  it('read /yyyy/ and /yyyy/mm/ and nothing else', () => {
    expect(parseDatePeriod(['2025'])).toEqual({ year: 2025, month: null });
    expect(parseDatePeriod(['2025', '03'])).toEqual({ year: 2025, month: 3 });
    for (const bad of [['2025', '3'], ['2025', '13'], ['0999'], ['about'], ['2025', 'x'], ['2025', '03', '01']]) {
      expect(parseDatePeriod(bad), bad.join('/')).toBeNull();
    }
  });

  it('place a post by the site’s calendar (Jerusalem), not UTC', () => {
    // 31 March 2025, 23:30 UTC is already 1 April in Israel.
    expect(inPeriod('2025-03-31T23:30:00.000Z', { year: 2025, month: 4 })).toBe(true);
    expect(inPeriod('2025-03-31T23:30:00.000Z', { year: 2025, month: 3 })).toBe(false);
    expect(inPeriod('2025-12-31T23:30:00.000Z', { year: 2026, month: null })).toBe(true);
    expect(inPeriod(null, { year: 2025, month: null })).toBe(false);
  });

  it('name and address a period', () => {
    expect(periodTitle({ year: 2025, month: 3 })).toBe('מרץ 2025');
    expect(periodTitle({ year: 2025, month: null })).toBe('2025');
    expect(periodUrl({ year: 2025, month: 3 })).toBe('/2025/03/');
    expect(periodUrl({ year: 2025, month: null })).toBe('/2025/');
  });

  it('name the site-calendar month of an instant: a late-evening UTC date is already the next month in Israel', () => {
    expect(monthOf('2025-03-31T22:30:00.000Z')).toEqual({ year: 2025, month: 4 });
    expect(monthOf('2025-03-31T20:00:00.000Z')).toEqual({ year: 2025, month: 3 });
    expect(monthOf(null)).toBeNull();
    expect(monthOf('not a date')).toBeNull();
  });
});
