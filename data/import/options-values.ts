/** Fitting a WordPress setting into the range of arig's field, saying so when it had to change. */

export function fitText(value: string, max: number, label: string, notes: string[]): string {
  const text = value.trim();
  if (text.length <= max) return text;
  notes.push(`${label} קוצר ל־${max} תווים (היו ${text.length})`);
  return text.slice(0, max).trimEnd();
}

export function clampNumber(value: number, min: number, max: number, label: string, notes: string[]): number {
  const clamped = Math.min(max, Math.max(min, value));
  if (clamped !== value) notes.push(`${label}: הערך ${value} מחוץ לטווח של arig (${min}–${max}), נשמר ${clamped}`);
  return clamped;
}

/** A value that says something: not empty, not "no", not a default-off flag. */
export const isSet = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  value !== false &&
  value !== '' &&
  value !== 'no' &&
  value !== 0 &&
  !(Array.isArray(value) && value.length === 0) &&
  !(typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

/** The fields a mapping set, without the ones it left undefined (an update writes only what it names). */
export function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** A value from the file quoted in a report note: enough to recognise it, never the whole of a long one. */
export const short = (value: string, max = 80): string => (value.length > max ? `${value.slice(0, max)}…` : value);
