/** Per-pixel helpers for the photograph-like seed pictures: smooth seeded noise and easing. */

export const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

/** Hermite easing of t from 0 (at edge0) to 1 (at edge1); edge0 may exceed edge1 for a falling edge. */
export function smoothstep(edge0: number, edge1: number, t: number): number {
  const x = clamp01((t - edge0) / (edge1 - edge0));
  return x * x * (3 - 2 * x);
}

/** A table of 1024 seeded values in [-1, 1]: enough for every yarn in a frame, indexed with `& 1023`. */
export function randomTable(rand: () => number): Float32Array {
  const table = new Float32Array(1024);
  for (let i = 0; i < table.length; i++) table[i] = rand() * 2 - 1;
  return table;
}

/** Smooth 1-D value noise in [-1, 1] over a seeded table; one unit between lattice points. */
export function noise1(table: Float32Array, x: number): number {
  const i = Math.floor(x);
  const f = x - i;
  const a = table[i & 1023] as number;
  const b = table[(i + 1) & 1023] as number;
  return a + (b - a) * f * f * (3 - 2 * f);
}

/** Smooth 2-D value noise in [-1, 1] over a seeded table. */
export function noise2(table: Float32Array, x: number, y: number): number {
  const i = Math.floor(x);
  const j = Math.floor(y);
  const fx = x - i;
  const fy = y - j;
  const u = fx * fx * (3 - 2 * fx);
  const v = fy * fy * (3 - 2 * fy);
  const row0 = (j * 61) & 1023;
  const row1 = ((j + 1) * 61) & 1023;
  const a = table[(i + row0) & 1023] as number;
  const b = table[(i + 1 + row0) & 1023] as number;
  const c = table[(i + row1) & 1023] as number;
  const d = table[(i + 1 + row1) & 1023] as number;
  return a + (b - a) * u + (c - a) * v + (a - b - c + d) * u * v;
}
