import {
  type Area,
  type Rgb,
  type Scene,
  batched,
  boxAttrs,
  cylinder,
  f,
  f3,
  fewer,
  hex,
  jitter,
  lensPath,
  mix,
  mod,
  rectPath,
  repeatingGradient,
  striation,
  threadColours,
} from './svg-kit';

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

export function drawWeave(scene: Scene, area: Area, pattern: WeavePattern): void {
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

export function drawKnit(scene: Scene, area: Area): void {
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

export function drawYarn(scene: Scene, area: Area): void {
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

export function drawLighting(scene: Scene, glossy: boolean): void {
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
