/** A schedule date as the editor types it: "2026-01-15" or "2026-01-15 12:30" (seconds optional). */
const dateTimeText = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A wall-clock date as milliseconds on a UTC scale, or null when it is not a real date. A date
 * without a time means the start of that day, or its last moment when it closes a range.
 */
export function parseWallClock(text: string, endOfDay = false): number | null {
  const match = dateTimeText.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const hasTime = match[4] !== undefined;
  const parts = [y ?? 0, (mo ?? 0) - 1, d ?? 0, hasTime ? (h ?? 0) : 0, hasTime ? (mi ?? 0) : 0, s || 0] as const;
  const ms = Date.UTC(...parts);
  const date = new Date(ms);
  const real =
    date.getUTCFullYear() === parts[0] &&
    date.getUTCMonth() === parts[1] &&
    date.getUTCDate() === parts[2] &&
    date.getUTCHours() === parts[3] &&
    date.getUTCMinutes() === parts[4] &&
    date.getUTCSeconds() === parts[5];
  if (!real) return null;
  return !hasTime && endOfDay ? ms + 86_400_000 - 1 : ms;
}

/** The explainer's form of a wall-clock time. */
export const formatWallClock = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
