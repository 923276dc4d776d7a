/**
 * Keyboard rule for a WAI-ARIA tab list (automatic activation, wrapping). In a right-to-left page the
 * next tab sits to the left, so ArrowLeft moves forward and ArrowRight back; Home/End go to the ends.
 * Vertical tab lists use ArrowDown/ArrowUp the same way in either direction. Returns null for keys the tab
 * list does not handle (so the caller leaves the event alone).
 */
export type TabOrientation = 'horizontal' | 'vertical';

export function nextTabIndex(
  current: number,
  key: string,
  count: number,
  rtl: boolean,
  orientation: TabOrientation = 'horizontal',
): number | null {
  if (count <= 0) return null;
  const wrap = (i: number) => ((i % count) + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (orientation === 'horizontal') {
    if (key === 'ArrowLeft') return wrap(current + (rtl ? 1 : -1));
    if (key === 'ArrowRight') return wrap(current + (rtl ? -1 : 1));
  } else {
    if (key === 'ArrowDown') return wrap(current + 1);
    if (key === 'ArrowUp') return wrap(current - 1);
  }
  return null;
}
