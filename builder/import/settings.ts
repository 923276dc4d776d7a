import { isRecord } from './elementor-types';

/** A slider or size control: `{ unit: 'px', size: 40 }`. */
export interface SizeValue {
  size: number;
  unit: string;
}

/** Keys that describe the editor, not the page (the navigator's title, the section's column preset). */
const bookkeeping = new Set(['_title', 'structure', '_column_size', '_inline_size', '__globals__', '__dynamic__']);

/** Empty as Elementor stores an unset control: '', null, [], {}, a size without a size, a link without a URL. */
export function isEmptySetting(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (!isRecord(value)) return false;
  if ('size' in value && 'unit' in value) return value.size === '' || value.size === null;
  if (
    'url' in value &&
    Object.keys(value).every((k) =>
      ['url', 'is_external', 'nofollow', 'custom_attributes', 'id', 'alt', 'source', 'size'].includes(k),
    )
  )
    return value.url === '' || value.url === null;
  if (['top', 'right', 'bottom', 'left'].every((k) => k in value))
    return ['top', 'right', 'bottom', 'left'].every((k) => value[k] === '' || value[k] === null);
  return Object.keys(value).length === 0;
}

/**
 * Reads an element's settings and remembers which keys were read, so that what no mapping used can be
 * reported instead of disappearing quietly.
 */
export class Settings {
  private readonly used = new Set<string>();
  private readonly usedDynamic = new Set<string>();
  private readonly usedGlobals = new Set<string>();

  constructor(readonly raw: Readonly<Record<string, unknown>>) {}

  /** Marks keys as handled without reading them (e.g. Elementor options that arig does by itself). */
  touch(...keys: string[]): void {
    for (const key of keys) this.used.add(key);
  }

  value(key: string): unknown {
    this.used.add(key);
    return Object.hasOwn(this.raw, key) ? this.raw[key] : undefined;
  }

  has(key: string): boolean {
    return Object.hasOwn(this.raw, key) && !isEmptySetting(this.raw[key]);
  }

  str(key: string): string {
    const value = this.value(key);
    return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  }

  /** A number stored as a number or a numeric string; null when absent or not a number. */
  num(key: string): number | null {
    return toNumber(this.value(key));
  }

  /** A whole number clamped to [min, max]; the fallback when absent or not a number. */
  int(key: string, min: number, max: number, fallback: number): number {
    const n = this.num(key);
    return n === null ? fallback : Math.min(max, Math.max(min, Math.round(n)));
  }

  /** A switcher: 'yes' (or 'true', 'show', true) is on, '' is off; absent takes the control's default. */
  yes(key: string, def = false): boolean {
    const value = this.value(key);
    if (value === undefined || value === null) return def;
    return value === true || value === 'yes' || value === 'true' || value === 'show' || value === 'on';
  }

  size(key: string): SizeValue | null {
    const value = this.value(key);
    if (typeof value === 'number') return { size: value, unit: 'px' };
    if (!isRecord(value)) return null;
    const size = toNumber(value.size);
    return size === null ? null : { size, unit: typeof value.unit === 'string' ? value.unit : 'px' };
  }

  record(key: string): Record<string, unknown> | null {
    const value = this.value(key);
    return isRecord(value) ? value : null;
  }

  list(key: string): Record<string, unknown>[] {
    const value = this.value(key);
    return Array.isArray(value) ? value.filter(isRecord) : [];
  }

  strings(key: string): string[] {
    const value = this.value(key);
    return Array.isArray(value) ? value.filter((v) => typeof v === 'string' || typeof v === 'number').map(String) : [];
  }

  /** The dynamic tag Elementor stores for a setting (`__dynamic__[key]`), or ''. */
  dynamic(key: string): string {
    this.usedDynamic.add(key);
    const dynamic = this.raw.__dynamic__;
    const tag = isRecord(dynamic) ? dynamic[key] : undefined;
    return typeof tag === 'string' ? tag : '';
  }

  /** Keys with a value that nothing read. */
  unused(): string[] {
    return Object.keys(this.raw).filter(
      (key) => !this.used.has(key) && !bookkeeping.has(key) && !isEmptySetting(this.raw[key]),
    );
  }

  /** Dynamic tags nothing read, as `key: tag name`. */
  unusedDynamic(): string[] {
    const dynamic = this.raw.__dynamic__;
    if (!isRecord(dynamic)) return [];
    return Object.entries(dynamic)
      .filter(([key, tag]) => !this.usedDynamic.has(key) && typeof tag === 'string' && tag !== '')
      .map(([key, tag]) => `${key}: ${/name="([^"]{1,60})"/.exec(String(tag))?.[1] ?? '?'}`);
  }

  /** The `__globals__` reference a control uses instead of a value (`globals/colors?id=primary`), or ''. */
  global(key: string): string {
    this.usedGlobals.add(key);
    const globals = this.raw.__globals__;
    const ref = isRecord(globals) ? globals[key] : undefined;
    return typeof ref === 'string' ? ref : '';
  }

  /** The `__globals__` references (kit colours and typography) this element uses and no mapping read. */
  globals(): string[] {
    const globals = this.raw.__globals__;
    if (!isRecord(globals)) return [];
    return Object.entries(globals)
      .filter(([key, v]) => !this.usedGlobals.has(key) && typeof v === 'string' && v !== '')
      .map(([, v]) => v as string);
  }
}

export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}
