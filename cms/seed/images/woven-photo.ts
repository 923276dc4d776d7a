import { noise1, noise2, randomTable, smoothstep } from './raster-kit';
import type { Rgb } from './svg-kit';

/**
 * A close-up of a 2/1 twill as a camera would see it, as a linear-light RGB float image (0–1 per channel):
 * warp in the first colour with a pair of accent ends now and then, weft in the second (greyed by the warp's
 * shadow). Each pixel finds the warp and weft yarn under it, keeps the one lying higher at that point of the
 * interlacing, and shades it as a round, twisted yarn lit from the top left: fibres at the twist angle, ply
 * grooves, crimp and a pinched waist where it dives under a crossing yarn, occlusion in the hollows. The cloth
 * lies on a table seen at a slant, so yarns shrink towards the top of the frame, and it rises in a soft drape.
 * lens.ts adds the depth of field, light falloff and grain.
 */
export interface WovenPhotoOptions {
  width: number;
  height: number;
  palette: [Rgb, Rgb, Rgb];
  rand: () => number;
}

/** Warp pitch at the focus plane, in px of a 1600 px wide frame: about 25 ends across, each a readable yarn. */
const warpPitch = 64;
/** Weft picks are a little coarser than warp ends, as in most warp-faced twills. */
const weftPitch = 72;
/** How strongly the table's slant shrinks the far (top) edge: 1 + tilt × offset from the centre row. */
const tilt = 0.55;
/** Every this many warp ends, two are in the accent colour: a thin stripe, not a pattern. */
const accentRepeat = 17;
/** Ply ridges per weft pick along a warp end, and per warp end along a pick: the weft's finer, so its short floats show stripes, not a letter-like mark. */
const warpTurns = 1.7;
const weftTurns = 2.5;

/** Light from the top left and a little in front, in cloth coordinates (across warp, along warp, up). */
const light = normalise([-0.5, -0.55, 0.67]);
const halfway = normalise([light[0], light[1], light[2] + 1]);

interface Cloth {
  width: number;
  height: number;
  unit: number;
  warp: Rgb;
  weft: Rgb;
  accent: Rgb;
  gap: Rgb;
  warpShift: Float32Array;
  warpHalf: Float32Array;
  weftShift: Float32Array;
  weftHalf: Float32Array;
  tone: Float32Array;
  fibres: Float32Array;
  slub: Float32Array;
  drift: Float32Array;
  cos: number;
  sin: number;
  originS: number;
  originT: number;
}

export function renderWovenPhoto({ width, height, palette, rand }: WovenPhotoOptions): Float32Array {
  const [warp, weftDye, accent] = palette.map(toLinear) as [Rgb, Rgb, Rgb];
  const angle = -0.1 + rand() * 0.04;
  const cloth: Cloth = {
    width,
    height,
    unit: Math.max(width, height) / 1600,
    warp,
    weft: weftDye.map((c, k) => c * 0.36 + (warp[k] as number) * 0.3) as Rgb,
    accent,
    gap: warp.map((c) => c * 0.06) as Rgb,
    warpShift: scaled(randomTable(rand), 0.03, 0),
    warpHalf: scaled(randomTable(rand), 0.03, 0.54),
    weftShift: scaled(randomTable(rand), 0.04, 0),
    weftHalf: scaled(randomTable(rand), 0.04, 0.45),
    tone: randomTable(rand),
    fibres: randomTable(rand),
    slub: randomTable(rand),
    drift: randomTable(rand),
    cos: Math.cos(angle),
    sin: Math.sin(angle),
    originS: Math.floor(rand() * 40),
    originT: Math.floor(rand() * 40),
  };
  const out = new Float32Array(width * height * 3);
  // One call per row rather than one long loop: V8 optimises a small, often-called function much sooner.
  for (let y = 0; y < height; y++) renderRow(cloth, y, out);
  return out;
}

function renderRow(cloth: Cloth, y: number, out: Float32Array) {
  const { width, height, unit, cos, sin } = cloth;
  const cx = width / 2;
  const cy = height * 0.55;
  const depth = 1 + (tilt * (y - cy)) / height;
  const py = (y - cy) / depth;
  for (let x = 0, p = y * width * 3; x < width; x++, p += 3) {
    const px = (x - cx) / depth;
    const s = (px * cos + py * sin) / (warpPitch * unit) + cloth.originS;
    const t = (py * cos - px * sin) / (weftPitch * unit) + cloth.originT;
    shadePixel(cloth, s, t, out, p);
  }
}

/** The colour of the cloth at cloth coordinate (s, t), in warp ends and weft picks, written at out[p..p+2]. */
function shadePixel(cloth: Cloth, s0: number, t0: number, out: Float32Array, p: number) {
  // Cloth is never perfectly square: a slow meander of both yarn systems.
  const meander = noise2(cloth.drift, s0 * 0.07, t0 * 0.05);
  const s = s0 + 0.25 * meander;
  const t = t0 + 0.2 * noise2(cloth.drift, s0 * 0.05 + 17, t0 * 0.07);

  const i = Math.floor(s);
  const j = Math.floor(t);
  const fs = s - i;
  const ft = t - j;

  // Height of each yarn's centre line along its length: +1 over, −1 under, easing across cell borders.
  const over = warpOver(i, j);
  const overBefore = warpOver(i, j - 1);
  const overAfter = warpOver(i, j + 1);
  const leftOver = warpOver(i - 1, j);
  const rightOver = warpOver(i + 1, j);
  const warpZ = crimp(overBefore, over, overAfter, ft);
  const weftZ = crimp(!leftOver, !over, !rightOver, fs);

  // A yarn is squeezed thinner where it dives under a crossing one: float ends look pinched, not cut square.
  const wi = i & 1023;
  const wj = j & 1023;
  // Loose fibres make a yarn's edge wander a little along its length.
  const fuzzA = 0.04 * noise1(cloth.fibres, t * 2.5 + i * 53);
  const fuzzB = 0.04 * noise1(cloth.fibres, s * 2.5 + j * 71 + 400);
  const a =
    fuzzA + (fs - 0.5 - (cloth.warpShift[wi] as number)) / ((cloth.warpHalf[wi] as number) * (0.86 + 0.07 * warpZ));
  const b =
    fuzzB + (ft - 0.5 - (cloth.weftShift[wj] as number)) / ((cloth.weftHalf[wj] as number) * (0.86 + 0.07 * weftZ));
  const onWarp = a > -1 && a < 1;
  const onWeft = b > -1 && b < 1;
  if (!onWarp && !onWeft) {
    out[p] = cloth.gap[0];
    out[p + 1] = cloth.gap[1];
    out[p + 2] = cloth.gap[2];
    return;
  }
  const warpH = onWarp ? warpZ * 0.5 + Math.sqrt(1 - a * a) * 0.6 : -9;
  const weftH = onWeft ? weftZ * 0.5 + Math.sqrt(1 - b * b) * 0.6 : -9;
  const isWarp = warpH >= weftH;

  const across = isWarp ? a : b;
  const along = isWarp ? t : s;
  const index = isWarp ? i : j + 512;
  const bulge = Math.sqrt(Math.max(1 - across * across, 0.03));
  // Surface normal of a round yarn: across from its cross-section, along from its crimp.
  let nAcross = (across / bulge) * 0.9;
  let nAlong =
    -(isWarp ? crimpSlope(overBefore, over, overAfter, ft) : crimpSlope(!leftOver, !over, !rightOver, fs)) * 0.45;

  // Two plies twisted together: rope-like ridges at the twist angle, each lit on one flank and shaded on the other,
  // with fine fibres running along them.
  const twist = isWarp ? 1 : -1;
  // Each yarn's twist starts at its own place, so the ridges of neighbouring yarns don't line up.
  const turns = isWarp ? warpTurns : weftTurns;
  const helix = along * turns + across * 0.45 * twist + (cloth.tone[(index + 301) & 1023] as number);
  const phase = helix * Math.PI * 2;
  const ridge = 0.5 - 0.5 * Math.cos(phase);
  const tilt = 0.55 * Math.sin(phase);
  // The ridge tilts the normal across the helix, scaled so more turns don't mean steeper ridges.
  const helixNorm = 1 / Math.sqrt(turns * turns + 0.2025);
  nAlong -= tilt * turns * helixNorm;
  nAcross -= tilt * 0.45 * twist * helixNorm;
  const fibre = noise1(cloth.fibres, helix * 9 + index * 37);
  nAcross += fibre * 0.08;

  // The drape: a broad, slightly wandering fold across the warp tilts every yarn on it towards or away from the light.
  const drape = Math.sin((s * 0.07 + t * 0.02 + 0.4 * meander) * Math.PI * 2);
  const nS = (isWarp ? nAcross : nAlong) + drape * 0.5;
  const nT = isWarp ? nAlong : nAcross;
  const len = Math.sqrt(nS * nS + nT * nT + 1);
  const diffuse = Math.max(0, (nS * light[0] + nT * light[1] + light[2]) / len);
  let facing = Math.max(0, (nS * halfway[0] + nT * halfway[1] + halfway[2]) / len);
  facing *= facing;
  facing *= facing;
  facing *= facing;
  const sheen = facing * 0.04 * (1 + fibre);
  const groove = 1 - ridge;

  // Hollows get less light: a yarn diving under and the rounded-off flanks.
  const depthInCloth = smoothstep(-1.1, 1.1, isWarp ? warpH : weftH);
  let occlusion = (0.15 + 0.85 * depthInCloth * depthInCloth) * (0.45 + 0.55 * bulge);
  // A yarn seen in the gap beside the crossing yarn lying over it is in that yarn's shadow.
  if (isWarp && !onWeft && !over) occlusion *= 0.4 + 0.6 * smoothstep(1.0, 1.4, Math.abs(b));
  if (!isWarp && !onWarp && over) occlusion *= 0.4 + 0.6 * smoothstep(1.0, 1.4, Math.abs(a));
  // Contact shadow where a yarn slips under the crossing one lying over it.
  if (isWarp) {
    if (!overBefore) occlusion *= 0.3 + 0.7 * smoothstep(0, 0.25, ft);
    if (!overAfter) occlusion *= 0.3 + 0.7 * smoothstep(1, 0.75, ft);
  } else {
    if (leftOver) occlusion *= 0.3 + 0.7 * smoothstep(0, 0.25, fs);
    if (rightOver) occlusion *= 0.3 + 0.7 * smoothstep(1, 0.75, fs);
  }

  const accent = isWarp && ((i - 3) % accentRepeat === 0 || (i - 4) % accentRepeat === 0);
  const colour = accent ? cloth.accent : isWarp ? cloth.warp : cloth.weft;
  const dye = 1 + (cloth.tone[index & 1023] as number) * 0.12 + noise1(cloth.slub, along * 0.5 + index * 13) * 0.08;
  const lit =
    (0.12 + 0.8 * diffuse) * (1 + 0.22 * drape) * occlusion * dye * (1 + fibre * 0.12) * (1 - groove * groove * 0.35);
  out[p] = colour[0] * lit + sheen;
  out[p + 1] = colour[1] * lit + sheen;
  out[p + 2] = colour[2] * lit + sheen;
}

/** 2/1 twill: each warp end passes over two picks and under one, the step moving one pick per end. */
function warpOver(i: number, j: number): boolean {
  return (((i + j) % 3) + 3) % 3 !== 0;
}

/** How far a yarn's crimp reaches into a cell from the border where it changes sides. */
const reach = 0.35;

/** A yarn's height along one cell (f from 0 to 1): +1 over, −1 under, easing to 0 at a border where it changes sides. */
function crimp(before: boolean, here: boolean, after: boolean, f: number): number {
  const zHere = here ? 1 : -1;
  if (f < reach && before !== here) return zHere * (2 * smoothstep(-reach, reach, f) - 1);
  if (f > 1 - reach && after !== here) return zHere * (2 * smoothstep(1 + reach, 1 - reach, f) - 1);
  return zHere;
}

/** The slope of `crimp` along the cell (a separate function: returning both as an object would allocate per pixel). */
function crimpSlope(before: boolean, here: boolean, after: boolean, f: number): number {
  const zHere = here ? 1 : -1;
  if (f < reach && before !== here) return zHere * 2 * slopeOf(-reach, reach, f);
  if (f > 1 - reach && after !== here) return -zHere * 2 * slopeOf(1 - reach, 1 + reach, f);
  return 0;
}

/** Derivative of smoothstep(edge0, edge1, t) with respect to t. */
function slopeOf(edge0: number, edge1: number, t: number): number {
  const x = (t - edge0) / (edge1 - edge0);
  return (6 * x * (1 - x)) / (edge1 - edge0);
}

function normalise(v: [number, number, number]): [number, number, number] {
  const l = Math.hypot(...v);
  return [v[0] / l, v[1] / l, v[2] / l];
}

const toLinear = (c: Rgb): Rgb => c.map((v) => (v / 255) ** 2.2) as Rgb;
/** A random table in [-1, 1] mapped to centre ± spread. */
const scaled = (table: Float32Array, spread: number, centre: number) => table.map((v) => centre + v * spread);
