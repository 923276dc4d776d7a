/** The value when it is one of `allowed`, else the fallback (every enum prop is an allowlist). */
export function oneOf<const T extends string>(value: string, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Rounded and clamped: for integer props. */
export function clampInt(value: number, min: number, max: number): number {
  return clamp(Math.round(value), min, max);
}

/** Rounded to three decimals (column widths such as 33.333). */
export const round3 = (value: number): number => Math.round(value * 1000) / 1000;

/** The map's value for a key of its own (never an inherited one), else the fallback. */
export function pick<T>(map: Readonly<Record<string, T>>, key: string, fallback: T): T {
  return Object.hasOwn(map, key) ? (map[key] ?? fallback) : fallback;
}
