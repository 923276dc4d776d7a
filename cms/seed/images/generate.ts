import sharp from 'sharp';
import type { SeedImage } from '../content/types';

/**
 * Procedural demo pictures for the seed: a close-up of a woven, knitted or yarn texture in the image's palette,
 * drawn as SVG and rendered to JPEG by sharp. Nothing is downloaded and nothing is random: the only variation comes
 * from a PRNG seeded with the image's key, pattern and palette, so the same image always gives the same bytes.
 *
 * Speed notes (librsvg): every element and every very long path costs, while a gradient fill costs almost nothing.
 * So yarn shading, twist and ply are repeating user-space gradients laid over whole layers, and the geometry is
 * batched into paths of a few dozen shapes each. A 1600×900 picture takes about 80–200 ms (knits are the slowest).
 */
export async function generateSeedImage(image: SeedImage, width = 1600, height = 900): Promise<Buffer> {
  if (
    !Number.isInteger(width) ||
    !Number.isInteger(height) ||
    width < 16 ||
    height < 16 ||
    width > 8000 ||
    height > 8000
  ) {
    throw new RangeError(`generateSeedImage: bad size ${width}×${height}`);
  }
  const svg = buildSeedSvg(image, width, height);
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/**
 * How close the camera is. At 3, threads are three times the width they were first drawn at: the cloth still
 * reads as woven, knitted or spun at card size, and the 800 px WebP a phone loads is a third of the bytes it
 * was (the 35 pictures average 70 → 24 KB with the fainter twist below; every thread edge costs bytes).
 */
const closeUp = 3;

/** A repeat counted in threads or rows, shortened by the close-up so the frame shows as many stripes as before. */
const fewer = (threads: number, min: number) => Math.max(min, Math.round(threads / closeUp));

/** The SVG source of a seed image (exported for tests and tooling). */
export function buildSeedSvg(image: SeedImage, width: number, height: number): string {
  const palette = image.palette.map(parseHex) as [Rgb, Rgb, Rgb];
  const rand = mulberry32(hash(`${image.key}|${image.pattern}|${image.palette.join(',')}`));
  const scene: Scene = {
    w: width,
    h: height,
    u: (Math.max(width, height) / 1600) * closeUp,
    rand,
    palette,
    defs: [],
    body: [],
  };

  // Woven cloth stays square to the frame: librsvg fills axis-aligned rectangles about twice as fast as tilted ones.
  const woven = image.pattern !== 'knit' && image.pattern !== 'yarn';
  const angle = woven ? 0 : (rand() * 2 - 1) * 12;
  const area = rotatedArea(width, height, angle);
  scene.body.push(
    `<rect width="${width}" height="${height}" fill="${hex(shade(mix(palette[0], palette[1], 0.5), -0.75))}"/>`,
  );
  scene.body.push(`<g transform="rotate(${f(angle)} ${f(width / 2)} ${f(height / 2)})">`);
  switch (image.pattern) {
    case 'knit':
      drawKnit(scene, area);
      break;
    case 'yarn':
      drawYarn(scene, area);
      break;
    default:
      drawWeave(scene, area, image.pattern);
  }
  scene.body.push('</g>');
  drawLighting(scene, image.pattern === 'satin');

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${scene.defs.join('')}</defs>${scene.body.join('')}</svg>`
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// Plumbing: scene, numbers, colours, gradients, batched paths

type Rgb = [number, number, number];

interface Scene {
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
interface Area {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function rotatedArea(w: number, h: number, angleDeg: number): Area {
  const a = (angleDeg * Math.PI) / 180;
  const halfW = (w * Math.abs(Math.cos(a)) + h * Math.abs(Math.sin(a))) / 2 + 8;
  const halfH = (w * Math.abs(Math.sin(a)) + h * Math.abs(Math.cos(a))) / 2 + 8;
  return { x0: w / 2 - halfW, y0: h / 2 - halfH, x1: w / 2 + halfW, y1: h / 2 + halfH };
}

const boxAttrs = ({ x0, y0, x1, y1 }: Area) => `x="${f(x0)}" y="${f(y0)}" width="${f(x1 - x0)}" height="${f(y1 - y0)}"`;

/** Number formatting: one decimal keeps the SVG small and is finer than a pixel needs. */
const f = (n: number) => String(Math.round(n * 10) / 10);

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function parseHex(value: string): Rgb {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!m?.[1]) throw new Error(`generateSeedImage: not a hex colour: ${value}`);
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

const hex = (c: Rgb) =>
  '#' +
  c
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
/** amount > 0 lightens towards white, < 0 darkens towards black. */
const shade = (c: Rgb, amount: number): Rgb =>
  amount >= 0 ? mix(c, [255, 255, 255], amount) : mix(c, [0, 0, 0], -amount);
/** A small, seeded variation in lightness: the natural unevenness of dyed yarn. */
const jitter = (c: Rgb, rand: () => number, amount: number) => shade(c, (rand() * 2 - 1) * amount);
const mod = (a: number, n: number) => ((a % n) + n) % n;

type Stop = [offset: number, colour: '#000' | '#fff', opacity: number];

/**
 * A gradient that repeats every `period` px along the direction `deg` (0 = left to right, 90 = top to bottom),
 * starting at (x, y): one definition shades every parallel yarn in a layer.
 */
function repeatingGradient(id: string, x: number, y: number, period: number, deg: number, stops: Stop[]): string {
  const a = (deg * Math.PI) / 180;
  return (
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" spreadMethod="repeat" ` +
    `x1="${f(x)}" y1="${f(y)}" x2="${f(x + period * Math.cos(a))}" y2="${f(y + period * Math.sin(a))}">` +
    stops.map(([o, c, op]) => `<stop offset="${f3(o)}" stop-color="${c}" stop-opacity="${f3(op)}"/>`).join('') +
    `</linearGradient>`
  );
}
const f3 = (n: number) => String(Math.round(Math.min(1, Math.max(0, n)) * 1000) / 1000);

/** Cross-section of a round yarn lit from above-left; `k` is the yarn's share of the period (the rest is gap). */
const cylinder = (k: number, sheen: number): Stop[] => [
  [0, '#000', 0.5],
  [0.2 * k, '#000', 0.1],
  [0.4 * k, '#fff', sheen],
  [0.68 * k, '#000', 0.06],
  [k, '#000', 0.55],
  [Math.min(1, k + 0.001), '#000', 0.5],
  [1, '#000', 0.5],
];

/** Fine fibre helix on a yarn's surface. */
const striation = (strength: number): Stop[] => [
  [0, '#fff', 0],
  [0.25, '#fff', strength],
  [0.5, '#fff', 0],
  [0.75, '#000', strength * 0.9],
  [1, '#fff', 0],
];

/** Many shapes as a few paths: librsvg fills several medium paths much faster than one huge one. */
function batched(shapes: string[], attrs: string, size = 80): string {
  const out: string[] = [];
  for (let k = 0; k < shapes.length; k += size) out.push(`<path d="${shapes.slice(k, k + size).join('')}" ${attrs}/>`);
  return out.join('');
}

const rectPath = (x: number, y: number, w: number, h: number) => `M${f(x)} ${f(y)}h${f(w)}v${f(h)}h${f(-w)}z`;

/** A lens (two quadratic curves, pointed ends) centred at (cx, cy): length `len` along deg, greatest width `thick`. */
function lensPath(cx: number, cy: number, len: number, thick: number, deg: number): string {
  const t = (deg * Math.PI) / 180;
  const [ux, uy] = [(Math.cos(t) * len) / 2, (Math.sin(t) * len) / 2];
  const [nx, ny] = [-Math.sin(t) * thick, Math.cos(t) * thick];
  return (
    `M${f(cx - ux)} ${f(cy - uy)}Q${f(cx + nx)} ${f(cy + ny)} ${f(cx + ux)} ${f(cy + uy)}` +
    `Q${f(cx - nx)} ${f(cy - ny)} ${f(cx - ux)} ${f(cy - uy)}Z`
  );
}

/** Colour per thread: a plain ground, or stripes of the accent colour repeating at a seeded interval. */
function threadColours(count: number, ground: Rgb, accent: Rgb, rand: () => number, striped: boolean): Rgb[] {
  const repeat = fewer(8 + Math.floor(rand() * 14), 4);
  const band = fewer(1 + Math.floor(rand() * 3), 1);
  const offset = Math.floor(rand() * repeat);
  return Array.from({ length: count }, (_, i) =>
    jitter(striped && (i + offset) % repeat < band ? accent : ground, rand, 0.05),
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// Woven fabrics: weft picks laid as bands, warp floats drawn over them where the weave lifts the warp.

type WeavePattern = 'plain' | 'twill' | 'satin' | 'herringbone';

/** True where the warp end i lies over the weft pick j. */
function weaveFor(pattern: WeavePattern, rand: () => number): (i: number, j: number) => boolean {
  const dir = rand() < 0.5 ? 1 : -1;
  switch (pattern) {
    case 'plain':
      return (i, j) => mod(i + j, 2) === 0;
    case 'twill': {
      // 3/1 (warp-faced, denim-like) or 2/2 (balanced).
      const over = rand() < 0.55 ? 3 : 2;
      return (i, j) => mod(i + dir * j, 4) < over;
    }
    case 'satin':
      // Five-end warp-faced satin, move number 2: a single interlacing per end and per pick in each repeat.
      return (i, j) => mod(j - 2 * i, 5) !== 0;
    case 'herringbone': {
      // 2/2 twill whose direction reverses every `half` ends.
      const half = fewer(6 + Math.floor(rand() * 5), 3);
      return (i, j) => (mod(i, 2 * half) < half ? mod(i + j, 4) < 2 : mod(i - j + 1, 4) < 2);
    }
  }
}

function drawWeave(scene: Scene, area: Area, pattern: WeavePattern): void {
  const { rand, u, palette, defs, body } = scene;
  const up = weaveFor(pattern, rand);
  const baseSize = { plain: 26, twill: 21, satin: 17, herringbone: 19 }[pattern];
  const s = Math.max(5, (baseSize + rand() * 8) * u);
  const gap = s * (pattern === 'satin' ? 0.08 : 0.14);
  const k = (s - gap) / s;
  const sheen = pattern === 'satin' ? 0.42 : 0.26;
  const twist = 28 + rand() * 10;

  const firstEnd = Math.floor(area.x0 / s);
  const lastEnd = Math.ceil(area.x1 / s);
  const firstPick = Math.floor(area.y0 / s) - 1;
  const lastPick = Math.ceil(area.y1 / s) + 1;

  // Colours: warp in the first, weft in the second, and the accent always shows: as warp stripes, weft stripes or a
  // check (so the images' alt texts can name all three colours).
  const layout = rand();
  const warpColours = threadColours(
    lastEnd - firstEnd + 1,
    palette[0],
    palette[2],
    rand,
    layout < 0.4 || layout >= 0.7,
  );
  // Satin hides its weft under long warp floats; keep the weft tone-on-tone so the face reads smooth.
  const weftGround = pattern === 'satin' ? mix(palette[0], palette[1], 0.35) : palette[1];
  const weftColours = threadColours(lastPick - firstPick + 1, weftGround, palette[2], rand, layout >= 0.4);

  defs.push(
    repeatingGradient('weftCyl', 0, gap / 2, s, 90, cylinder(k, sheen * 0.85)),
    repeatingGradient('weftTwist', 0, 0, s * 0.28, 90 - twist, striation(0.05)),
    repeatingGradient('warpCyl', gap / 2, 0, s, 0, cylinder(k, sheen)),
    repeatingGradient('warpTwist', 0, 0, s * 0.28, twist, striation(0.05)),
  );

  // Weft: a band per pick, with its roundness and twist over the whole layer.
  const box = boxAttrs(area);
  weftColours.forEach((c, n) => {
    const y = (firstPick + n) * s + gap / 2;
    body.push(
      `<rect x="${f(area.x0)}" y="${f(y)}" width="${f(area.x1 - area.x0)}" height="${f(s - gap)}" fill="${hex(c)}"/>`,
    );
  });
  body.push(`<rect ${box} fill="url(#weftTwist)"/>`, `<rect ${box} fill="url(#weftCyl)"/>`);

  // Warp floats: runs of consecutive picks where the end lies on top.
  const floats: string[] = [];
  const shadows: string[] = [];
  const ends: string[] = [];
  const perEnd: string[] = [];
  warpColours.forEach((c, n) => {
    const i = firstEnd + n;
    const x = i * s + gap / 2;
    const mine: string[] = [];
    let j = firstPick;
    while (j <= lastPick) {
      if (!up(i, j)) {
        j++;
        continue;
      }
      let len = 0;
      while (j + len <= lastPick && up(i, j + len)) len++;
      const y = j * s + s * 0.04;
      const h = len * s - s * 0.08;
      mine.push(rectPath(x, y, s - gap, h));
      floats.push(rectPath(x, y, s - gap, h));
      shadows.push(rectPath(x + s * 0.1, y + s * 0.06, s - gap, h + s * 0.04));
      ends.push(rectPath(x, y, s - gap, s * 0.22), rectPath(x, y + h - s * 0.26, s - gap, s * 0.26));
      j += len;
    }
    perEnd.push(`<path d="${mine.join('')}" fill="${hex(c)}"/>`);
  });
  body.push(
    batched(shadows, 'fill="#000" fill-opacity="0.32"'),
    perEnd.join(''),
    batched(floats, 'fill="url(#warpTwist)"'),
    batched(floats, 'fill="url(#warpCyl)"'),
    batched(ends, 'fill="#000" fill-opacity="0.16"'),
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// Weft-knitted single jersey, technical face: columns (wales) of V-shaped stitches.

function drawKnit(scene: Scene, area: Area): void {
  const { rand, u, palette, defs, body } = scene;
  const w = (40 + rand() * 12) * u;
  const h = w * (0.7 + rand() * 0.08);
  const tilt = 24 + rand() * 6;
  const len = h * 1.36;
  const thick = w * 0.46;
  const dx = w * 0.21;

  const firstWale = Math.floor(area.x0 / w) - 1;
  const lastWale = Math.ceil(area.x1 / w) + 1;
  const firstCourse = Math.floor(area.y0 / h) - 1;
  const lastCourse = Math.ceil(area.y1 / h) + 1;

  // Horizontal stripes: each repeat is one course of the accent, a band of the second colour, then the first colour.
  const repeat = fewer(6 + Math.floor(rand() * 6), 4);
  const band = 1 + Math.floor(rand() * 2);
  const colourOf = (course: number) => {
    const m = mod(course, repeat);
    return m === 0 ? palette[2] : m <= band ? palette[1] : palette[0];
  };

  // Each course is shaded top to bottom: its legs rise from under the course above and dive under the one below.
  defs.push(
    repeatingGradient('course', 0, 0, h, 90, [
      [0, '#000', 0.3],
      [0.3, '#000', 0.0],
      [0.55, '#fff', 0.08],
      [0.85, '#000', 0.05],
      [1, '#000', 0.3],
    ]),
  );
  const highlights: string[] = [];
  for (let course = firstCourse; course <= lastCourse; course++) {
    const legs: string[] = [];
    const cy = course * h + h / 2;
    for (let wale = firstWale; wale <= lastWale; wale++) {
      const cx = wale * w + w / 2;
      for (const side of [-1, 1]) {
        const lx = cx + side * dx;
        // The leg's long axis leans outwards at the top: left leg "\\", right leg "/".
        const deg = 90 + side * tilt;
        legs.push(lensPath(lx, cy, len, thick, deg));
        // A narrower, lighter lens a little towards the light, nearer the top where the leg rises.
        const t = (deg * Math.PI) / 180;
        const [ox, oy] = [
          -Math.cos(t) * len * 0.08 + Math.sin(t) * thick * 0.12,
          -Math.sin(t) * len * 0.08 - Math.cos(t) * thick * 0.12,
        ];
        highlights.push(lensPath(lx + ox, cy + oy, len * 0.62, thick * 0.38, deg));
      }
    }
    body.push(`<path d="${legs.join('')}" fill="${hex(jitter(colourOf(course), rand, 0.04))}"/>`);
  }
  body.push(
    `<rect ${boxAttrs(area)} fill="url(#course)"/>`,
    batched(highlights, 'fill="#fff" fill-opacity="0.17"', 150),
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// Yarn: the surface of a cross-wound package, two layers of plied strands crossing at a small angle.

function drawYarn(scene: Scene, area: Area): void {
  const { rand, u, palette, defs, body } = scene;
  const ws = (30 + rand() * 12) * u;
  const cross = 10 + rand() * 12;
  const cx = (area.x0 + area.x1) / 2;
  const cy = (area.y0 + area.y1) / 2;
  const span = Math.hypot(area.x1 - area.x0, area.y1 - area.y0) + 40;
  const accentEvery = fewer(4 + Math.floor(rand() * 5), 2);

  const layer = (id: string, deg: number, spacing: number, skipEvery: number, colourOf: (n: number) => Rgb) => {
    const top = cy - span / 2;
    const k = ws / spacing;
    defs.push(
      repeatingGradient(`${id}Cyl`, 0, top - ws / 2, spacing, 90, cylinder(Math.min(0.999, k), 0.16)),
      // Two plies: dark grooves every half pitch across the strand, at the twist angle.
      repeatingGradient(`${id}Ply`, 0, 0, ws * 0.42, -52, [
        [0, '#000', 0.42],
        [0.16, '#000', 0.05],
        [0.45, '#fff', 0.2],
        [0.78, '#000', 0.02],
        [1, '#000', 0.42],
      ]),
    );
    const strands: string[] = [];
    const shadows: string[] = [];
    const colours: string[] = [];
    const count = Math.ceil(span / spacing) + 1;
    for (let n = 0; n < count; n++) {
      if (skipEvery > 0 && n % skipEvery === skipEvery - 1) continue;
      const y = top + n * spacing - ws / 2;
      const r = rectPath(cx - span / 2, y, span, ws);
      strands.push(r);
      shadows.push(rectPath(cx - span / 2, y - ws * 0.06, span, ws * 1.3));
      colours.push(`<path d="${r}" fill="${hex(jitter(colourOf(n), rand, 0.06))}"/>`);
    }
    return (
      `<g transform="rotate(${f(deg)} ${f(cx)} ${f(cy)})">` +
      (skipEvery > 0 ? batched(shadows, 'fill="#000" fill-opacity="0.38"') : '') +
      colours.join('') +
      batched(strands, `fill="url(#${id}Ply)"`) +
      batched(strands, `fill="url(#${id}Cyl)"`) +
      `</g>`
    );
  };

  body.push(
    layer('under', cross / 2, ws * 0.94, 0, () => palette[1]),
    layer('over', -cross / 2, ws, 3 + Math.floor(rand() * 3), (n) => (n % accentEvery === 0 ? palette[2] : palette[0])),
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// Light, in canvas coordinates: a broad drape fold, then a key light that falls off into a vignette.

function drawLighting(scene: Scene, glossy: boolean): void {
  const { w, h, rand, defs, body } = scene;
  const foldAngle = -35 + rand() * 70;
  const at = 0.3 + rand() * 0.4;
  const width = 0.12 + rand() * 0.1;
  const lx = 0.25 + rand() * 0.3;
  const ly = 0.2 + rand() * 0.3;
  defs.push(
    `<linearGradient id="fold" x1="0" y1="0" x2="1" y2="0" gradientTransform="rotate(${f(foldAngle)} 0.5 0.5)">` +
      `<stop offset="${f3(at - width)}" stop-color="#000" stop-opacity="0"/>` +
      `<stop offset="${f3(at)}" stop-color="#000" stop-opacity="0.26"/>` +
      `<stop offset="${f3(at + width * 0.7)}" stop-color="#fff" stop-opacity="${glossy ? 0.2 : 0.1}"/>` +
      `<stop offset="${f3(at + width * 1.6)}" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
    `<radialGradient id="light" cx="0.5" cy="0.5" r="0.78" fx="${f3(lx)}" fy="${f3(ly)}">` +
      `<stop offset="0" stop-color="#fff" stop-opacity="${glossy ? 0.22 : 0.15}"/>` +
      `<stop offset="0.5" stop-color="#fff" stop-opacity="0"/>` +
      `<stop offset="0.72" stop-color="#000" stop-opacity="0.08"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="0.5"/></radialGradient>`,
  );
  body.push(
    `<rect width="${w}" height="${h}" fill="url(#fold)"/>`,
    `<rect width="${w}" height="${h}" fill="url(#light)"/>`,
  );
}
