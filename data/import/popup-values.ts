import type { Popup } from '../../cms/payload-types';
import { maybeUnserialize } from '../../engines/wordpress/php-unserialize';

/** Elementor's stored settings read defensively: switches, numbers, texts and lists as Elementor writes them. */
export type Raw = Record<string, unknown>;

/** The popup settings as the collection stores them (what the mapping writes). */
export type PopupSettingsData = NonNullable<Popup['settings']>;

export const isRaw = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A postmeta value (PHP-serialised) as a map: `{}` when absent or empty (`a:0:{}`), a list as a map by
 * index, null when it is there but cannot be read.
 */
export function readMeta(value: string | undefined): Raw | null {
  if (value === undefined || value.trim() === '') return {};
  const read = maybeUnserialize(value);
  if (isRaw(read)) return read;
  if (Array.isArray(read)) return Object.fromEntries(read.map((v, i) => [String(i), v]));
  return null;
}

/** Elementor's switches store 'yes' when on and '' when off. */
export const isOn = (value: unknown): boolean =>
  value === 'yes' || value === true || value === 1 || value === '1' || value === 'on';

/** An Elementor switch that defaults to on: only an explicit '' (or "no") turns it off. */
export const isOnByDefault = (value: unknown): boolean => (value === undefined || value === null ? true : isOn(value));

/** A number, a numeric string, or a slider's `{ unit, size }`; null when empty or not a number. */
export function readNumber(value: unknown): number | null {
  const raw = isRaw(value) ? value.size : value;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw === 'string' && raw.trim() !== '') {
    const n = Number(raw.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

export const readText = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** A list of strings, whether stored as a PHP list, a PHP map of values or one string. */
export function readList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : isRaw(value) ? Object.values(value) : [value];
  return items.map(readText).filter((s) => s !== '');
}

/** A value worth mentioning when it is not carried: not empty, not an empty slider or list. */
export function hasValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (isRaw(value)) {
    if ('size' in value) return readNumber(value) !== null;
    return Object.values(value).some(hasValue);
  }
  return true;
}

export interface Bounds {
  min: number;
  max: number;
  integer?: boolean;
}

/**
 * A number kept within arig's bounds for the setting; a value outside them is brought in and the note
 * says so. Null when the export has no number there.
 */
export function bounded(value: unknown, bounds: Bounds, label: string, notes: string[]): number | null {
  const n = readNumber(value);
  if (n === null) return null;
  const whole = bounds.integer ? Math.round(n) : n;
  const kept = Math.min(bounds.max, Math.max(bounds.min, whole));
  if (kept !== n) notes.push(`${label}: הערך ${n} אינו בטווח של אריג (${bounds.min}–${bounds.max}); נשמר ${kept}`);
  return kept;
}

/** The keys holding a value that the mapping did not read: named in a note, never dropped unsaid. */
export const unread = (raw: Raw, read: ReadonlySet<string>): string[] =>
  Object.keys(raw).filter((key) => !read.has(key) && hasValue(raw[key]));
