import { siteTimeZone, zoneOffsetMs } from './site-time';

/**
 * Countdown arithmetic (widgets/countdown): the end of a countdown to a date in the site's time zone or
 * of an evergreen one (per visitor, from their first view), and what remains of it in the units shown.
 * Pure: the server renders the value at render time and the island ticks with the same functions.
 */

export type CountdownUnit = 'days' | 'hours' | 'minutes' | 'seconds';
export const countdownUnits: readonly CountdownUnit[] = ['days', 'hours', 'minutes', 'seconds'];

const unitMs: Record<CountdownUnit, number> = { days: 86_400_000, hours: 3_600_000, minutes: 60_000, seconds: 1000 };

/** A local date-time as the studio stores it: `YYYY-MM-DDTHH:mm`. */
export const localDateTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a wall-clock time in the zone names, or null when the text is not a real date-time. A time in
 * the spring-forward gap (an hour that does not exist) is read with the offset before the change, and the
 * autumn hour that happens twice as its second occurrence.
 */
export function zonedTimeToInstant(local: string, timeZone = siteTimeZone): number | null {
  const m = localDateTimePattern.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // Two passes: the offset at the first guess may differ from the offset at the answer (a DST change between).
  let instant = wall - zoneOffsetMs(wall, timeZone);
  instant = wall - zoneOffsetMs(instant, timeZone);
  return instant;
}

export interface Remaining {
  /** Per shown unit, its value; a hidden larger unit's time is carried into the next one shown. */
  values: Partial<Record<CountdownUnit, number>>;
  /** The end has come. */
  done: boolean;
}

/**
 * What remains from `now` to `end` in the units shown (all four when none is), whole units; the seconds are
 * rounded up, so a countdown reads 00 exactly when it ends.
 */
export function remaining(end: number, now: number, shown: readonly CountdownUnit[]): Remaining {
  const units = countdownUnits.filter((u) => shown.includes(u));
  const use = units.length > 0 ? units : countdownUnits;
  let left = Math.max(0, Math.ceil((end - now) / 1000) * 1000);
  const values: Partial<Record<CountdownUnit, number>> = {};
  for (const unit of use) {
    const value = Math.floor(left / unitMs[unit]);
    values[unit] = value;
    left -= value * unitMs[unit];
  }
  return { values, done: end - now <= 0 };
}

/** Two digits at least: 07. */
export const pad = (n: number) => String(n).padStart(2, '0');

export interface EvergreenStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * An evergreen countdown's end for this visitor: their first view (kept under the widget's key) plus its
 * length. A stored value that is not a past or present instant is replaced, so a tampered one cannot
 * stretch the countdown.
 */
export function evergreenEnd(store: EvergreenStore, key: string, now: number, lengthMs: number): number {
  let first = Number(store.getItem(key));
  if (!Number.isFinite(first) || first <= 0 || first > now) {
    first = now;
    try {
      store.setItem(key, String(first));
    } catch {
      // Storage full or blocked: this view counts from now.
    }
  }
  return first + lengthMs;
}
