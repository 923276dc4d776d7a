import { israelDay } from '../../engines/analytics/visits';

export const ranges = [7, 30, 90, 365] as const;
export type RangeDays = (typeof ranges)[number];

/** The range a `?days=` asks for (30 when missing or not one of the offered ranges), ending today. */
export function rangeOf(value: unknown, now = Date.now()): { days: RangeDays; from: string; to: string } {
  const days = ranges.find((r) => String(r) === String(Array.isArray(value) ? value[0] : value)) ?? 30;
  return { days, from: israelDay(now - (days - 1) * 86_400_000), to: israelDay(now) };
}

/** Every day of a range, so days without visits show as zero. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T12:00:00Z`); t <= Date.parse(`${to}T12:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}
