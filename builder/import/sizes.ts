import type { MapContext } from './map-context';
import type { Settings, SizeValue } from './settings';
import { clampInt } from './values';

/** A size in pixels: px as is, em/rem at 16 px; null for units that depend on the screen (vh, %). */
export function pixels(value: SizeValue | null): number | null {
  if (!value) return null;
  if (value.unit === 'px' || value.unit === '') return value.size;
  if (value.unit === 'em' || value.unit === 'rem') return value.size * 16;
  return null;
}

/** Screen heights (vh) are kept as pixels of a common laptop screen (800 px tall). */
const screenHeight = 800;

/** A minimum height in pixels (0: none); screen units are converted, and that is reported. */
export function minHeight(s: Settings, key: string, ctx: MapContext, where: string): number {
  const value = s.size(key);
  if (!value) return 0;
  if (value.unit === 'vh') {
    const px = Math.round((value.size / 100) * screenHeight);
    ctx.report.issue(`${where}: גובה מינימלי של ${value.size}vh נשמר כ־${px} פיקסלים (מסך בגובה ${screenHeight})`);
    return clampInt(px, 0, 2000);
  }
  const px = pixels(value);
  return px === null ? 0 : clampInt(px, 0, 2000);
}
