/** The drawing kit of the seed pictures: colours, a seeded PRNG, SVG gradients and batched paths. */

/**
 * How close the camera is. At 3, threads are three times the width they were first drawn at: the cloth still
 * reads as woven, knitted or spun at card size, and the 800 px WebP a phone loads is a third of the bytes it
 * was (the 35 pictures average 70 → 24 KB, with the fainter twist on woven yarns in patterns.ts; every thread
 * edge costs bytes).
 */
export const closeUp = 3;

/** A repeat counted in threads or rows, shortened by the close-up so the frame shows as many stripes as before. */
export const fewer = (threads: number, min: number) => Math.max(min, Math.round(threads / closeUp));

// ---------------------------------------------------------------------------------------------------------------------
// Plumbing: scene, numbers, colours, gradients, batched paths

export type Rgb = [number, number, number];

export interface Scene {
  w: number;
  h: number;
  /** Scale unit: 1 at 1600 px on the long side. */
  u: number;
  rand: () => number;
  palette: [Rgb, Rgb, Rgb];
  defs: string[];
  body: string[];
}

/** The rectangle, in the rotated group's coordinates, that covers the whole canvas. */
export interface Area {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export function rotatedArea(w: number, h: number, angleDeg: number): Area {
  const a = (angleDeg * Math.PI) / 180;
  const halfW = (w * Math.abs(Math.cos(a)) + h * Math.abs(Math.sin(a))) / 2 + 8;
  const halfH = (w * Math.abs(Math.sin(a)) + h * Math.abs(Math.cos(a))) / 2 + 8;
  return { x0: w / 2 - halfW, y0: h / 2 - halfH, x1: w / 2 + halfW, y1: h / 2 + halfH };
}

export const boxAttrs = ({ x0, y0, x1, y1 }: Area) =>
  `x="${f(x0)}" y="${f(y0)}" width="${f(x1 - x0)}" height="${f(y1 - y0)}"`;

/** Number formatting: one decimal keeps the SVG small and is finer than a pixel needs. */
export const f = (n: number) => String(Math.round(n * 10) / 10);

export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function parseHex(value: string): Rgb {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!m?.[1]) throw new Error(`generateSeedImage: not a hex colour: ${value}`);
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

export const hex = (c: Rgb) =>
  '#' +
  c
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
/** amount > 0 lightens towards white, < 0 darkens towards black. */
export const shade = (c: Rgb, amount: number): Rgb =>
  amount >= 0 ? mix(c, [255, 255, 255], amount) : mix(c, [0, 0, 0], -amount);
/** A small, seeded variation in lightness: the natural unevenness of dyed yarn. */
export const jitter = (c: Rgb, rand: () => number, amount: number) => shade(c, (rand() * 2 - 1) * amount);
export const mod = (a: number, n: number) => ((a % n) + n) % n;

export type Stop = [offset: number, colour: '#000' | '#fff', opacity: number];

/**
 * A gradient that repeats every `period` px along the direction `deg` (0 = left to right, 90 = top to bottom),
 * starting at (x, y): one definition shades every parallel yarn in a layer.
 */
export function repeatingGradient(
  id: string,
  x: number,
  y: number,
  period: number,
  deg: number,
  stops: Stop[],
): string {
  const a = (deg * Math.PI) / 180;
  return (
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" spreadMethod="repeat" ` +
    `x1="${f(x)}" y1="${f(y)}" x2="${f(x + period * Math.cos(a))}" y2="${f(y + period * Math.sin(a))}">` +
    stops.map(([o, c, op]) => `<stop offset="${f3(o)}" stop-color="${c}" stop-opacity="${f3(op)}"/>`).join('') +
    `</linearGradient>`
  );
}
export const f3 = (n: number) => String(Math.round(Math.min(1, Math.max(0, n)) * 1000) / 1000);

/** Cross-section of a round yarn lit from above-left; `k` is the yarn's share of the period (the rest is gap). */
export const cylinder = (k: number, sheen: number): Stop[] => [
  [0, '#000', 0.5],
  [0.2 * k, '#000', 0.1],
  [0.4 * k, '#fff', sheen],
  [0.68 * k, '#000', 0.06],
  [k, '#000', 0.55],
  [Math.min(1, k + 0.001), '#000', 0.5],
  [1, '#000', 0.5],
];

/** Fine fibre helix on a yarn's surface. */
export const striation = (strength: number): Stop[] => [
  [0, '#fff', 0],
  [0.25, '#fff', strength],
  [0.5, '#fff', 0],
  [0.75, '#000', strength * 0.9],
  [1, '#fff', 0],
];

/** Many shapes as a few paths: librsvg fills several medium paths much faster than one huge one. */
export function batched(shapes: string[], attrs: string, size = 80): string {
  const out: string[] = [];
  for (let k = 0; k < shapes.length; k += size) out.push(`<path d="${shapes.slice(k, k + size).join('')}" ${attrs}/>`);
  return out.join('');
}

export const rectPath = (x: number, y: number, w: number, h: number) => `M${f(x)} ${f(y)}h${f(w)}v${f(h)}h${f(-w)}z`;

/** A lens (two quadratic curves, pointed ends) centred at (cx, cy): length `len` along deg, greatest width `thick`. */
export function lensPath(cx: number, cy: number, len: number, thick: number, deg: number): string {
  const t = (deg * Math.PI) / 180;
  const [ux, uy] = [(Math.cos(t) * len) / 2, (Math.sin(t) * len) / 2];
  const [nx, ny] = [-Math.sin(t) * thick, Math.cos(t) * thick];
  return (
    `M${f(cx - ux)} ${f(cy - uy)}Q${f(cx + nx)} ${f(cy + ny)} ${f(cx + ux)} ${f(cy + uy)}` +
    `Q${f(cx - nx)} ${f(cy - ny)} ${f(cx - ux)} ${f(cy - uy)}Z`
  );
}

/** Colour per thread: a plain ground, or stripes of the accent colour repeating at a seeded interval. */
export function threadColours(count: number, ground: Rgb, accent: Rgb, rand: () => number, striped: boolean): Rgb[] {
  const repeat = fewer(8 + Math.floor(rand() * 14), 4);
  const band = fewer(1 + Math.floor(rand() * 3), 1);
  const offset = Math.floor(rand() * repeat);
  return Array.from({ length: count }, (_, i) =>
    jitter(striped && (i + offset) % repeat < band ? accent : ground, rand, 0.05),
  );
}
