import sharp from 'sharp';

/**
 * The seed's Lottie animation, made here (no third-party file): red weft threads woven over and under navy
 * warp threads in the brand colours, each unravelling and being woven back in turn, a shuttle's to and fro
 * (odd threads run the other way). Five seconds, looping; frame 0 is the whole cloth, and the poster is that
 * frame drawn as SVG from the same geometry, so the poster and the first frame are the same picture.
 *
 * Lottie draws the first layer on top: the warp again, seen through windows at the "over" crossings (an
 * alpha track matte, so it lies exactly on the warp below and leaves no seam), a cream margin there (seen
 * only on red), then the weft, the warp and the cream ground.
 */

export const threadsCanvas = { width: 800, height: 450 } as const;
const frameRate = 30;
const frames = 150;

const navy = '#12355b';
const red = '#b3261e';
const cream = '#f6f1e7';
/** A lighter line along each thread's middle: a yarn's sheen. */
const navySheen = '#2f5f93';
const redSheen = '#d9574b';
const thread = 20;
const sheen = 4;
/** The cream margin either side of a warp that passes over a weft. */
const margin = 4;
/** Half the length of an "over" patch: the cream reaches past the weft, the navy past the cream (no seam). */
const creamHalf = 14;
const navyHalf = 18;
/** Warp rows (y) and weft columns (x): 7 by 11 crossings. */
const warpYs = Array.from({ length: 7 }, (_, i) => 75 + i * 50);
const weftXs = Array.from({ length: 11 }, (_, i) => 100 + i * 60);
const warpSpan = [50, 750] as const;
const weftSpan = [35, 415] as const;
/** A crossing where the warp passes over the weft (plain weave: every other one, shifted each row). */
const warpOver = (col: number, row: number) => (col + row) % 2 === 0;

type Rgba = [number, number, number, number];
const rgba = (hex: string): Rgba => [
  parseInt(hex.slice(1, 3), 16) / 255,
  parseInt(hex.slice(3, 5), 16) / 255,
  parseInt(hex.slice(5, 7), 16) / 255,
  1,
];

const still = (k: unknown) => ({ a: 0, k });
const ease = { i: { x: [0.55], y: [1] }, o: { x: [0.45], y: [0] } };
/** An animated 1-D value: [frame, value, hold?] keys, eased between. */
const keys = (list: [number, number, boolean?][]) => ({
  a: 1,
  k: list.map(([t, v, hold], n) =>
    n === list.length - 1 ? { t, s: [v] } : { t, s: [v], ...(hold ? { h: 1 } : ease) },
  ),
});

const line = (from: [number, number], to: [number, number]) => ({
  ty: 'sh',
  ks: still({
    i: [
      [0, 0],
      [0, 0],
    ],
    o: [
      [0, 0],
      [0, 0],
    ],
    v: [from, to],
    c: false,
  }),
});
const stroke = (hex: string, width: number, cap: 1 | 2) => ({
  ty: 'st',
  c: still(rgba(hex)),
  o: still(100),
  w: still(width),
  lc: cap,
  lj: 2,
});
const groupTransform = {
  ty: 'tr',
  p: still([0, 0]),
  a: still([0, 0]),
  s: still([100, 100]),
  r: still(0),
  o: still(100),
  sk: still(0),
  sa: still(0),
};
const group = (name: string, items: object[]) => ({ ty: 'gr', nm: name, it: [...items, groupTransform] });

const layerTransform = {
  o: still(100),
  r: still(0),
  p: still([0, 0, 0]),
  a: still([0, 0, 0]),
  s: still([100, 100, 100]),
};
const shapeLayer = (ind: number, name: string, shapes: object[]) => ({
  ddd: 0,
  ind,
  ty: 4,
  nm: name,
  sr: 1,
  ks: layerTransform,
  ao: 0,
  shapes,
  ip: 0,
  op: frames,
  st: 0,
  bm: 0,
});

/** The crossings where the warp passes over the weft (plain weave). */
const overCrossings = weftXs.flatMap((x, col) => warpYs.filter((_, row) => warpOver(col, row)).map((y) => [x, y]));

/** The warp threads: navy, with their sheen. */
const warpThreads = () => [
  group('threads', [
    ...warpYs.map((y) => line([warpSpan[0], y], [warpSpan[1], y])),
    stroke(navySheen, sheen, 2),
    stroke(navy, thread, 2),
  ]),
];

/**
 * The warp over the weft: a second copy of the warp, seen only through small windows at the "over"
 * crossings (an alpha track matte), so it lies exactly on the first and leaves no seam where no weft is.
 */
function warpOverLayers(ind: number) {
  const windows = overCrossings.map(([x, y]) => ({
    ty: 'rc',
    d: 1,
    s: still([2 * navyHalf, thread + 2 * margin]),
    p: still([x, y]),
    r: still(0),
  }));
  return [
    {
      ...shapeLayer(ind, 'over windows', [
        group('windows', [...windows, { ty: 'fl', c: still([1, 1, 1, 1]), o: still(100), r: 1 }]),
      ]),
      td: 1,
    },
    { ...shapeLayer(ind + 1, 'warp over weft', warpThreads()), tt: 1 },
  ];
}

/** The cream margin either side of the warp where it passes over a weft (shows only on red). */
const gaps = () => [
  group('gaps', [
    ...overCrossings.map(([x, y]) => line([x! - creamHalf, y!], [x! + creamHalf, y!])),
    stroke(cream, thread + 2 * margin, 1),
  ]),
];

/** One weft thread, unravelled and woven back in on its own beat. */
function weftLayer(col: number, ind: number) {
  const x = weftXs[col]!;
  const d = col * 4;
  const down = col % 2 === 0;
  const [top, bottom] = weftSpan;
  const path = down ? line([x, top], [x, bottom]) : line([x, bottom], [x, top]);
  const trim = {
    ty: 'tm',
    s: keys([
      [0, 0, true],
      [20 + d, 0],
      [50 + d, 100, true],
      [60 + d, 0],
    ]),
    e: keys([
      [0, 100, true],
      [60 + d, 0, true],
      [70 + d, 0],
      [100 + d, 100],
    ]),
    o: still(0),
    m: 1,
  };
  return shapeLayer(ind, `weft ${col + 1}`, [
    group('thread', [path, stroke(redSheen, sheen, 2), stroke(red, thread, 2), trim]),
  ]);
}

/** The animation, as the JSON the media library stores. */
export function buildThreadsAnimation(): Record<string, unknown> {
  const { width, height } = threadsCanvas;
  const layers: object[] = [];
  let ind = 1;
  layers.push(...warpOverLayers(ind));
  ind += 2;
  layers.push(shapeLayer(ind++, 'gaps', gaps()));
  weftXs.forEach((_, col) => layers.push(weftLayer(col, ind++)));
  layers.push(shapeLayer(ind++, 'warp', warpThreads()));
  layers.push(
    shapeLayer(ind++, 'ground', [
      group('cloth', [
        { ty: 'rc', d: 1, s: still([width, height]), p: still([width / 2, height / 2]), r: still(0) },
        { ty: 'fl', c: still(rgba(cream)), o: still(100), r: 1 },
      ]),
    ]),
  );
  return {
    v: '5.7.4',
    fr: frameRate,
    ip: 0,
    op: frames,
    w: width,
    h: height,
    nm: 'אריג: חוטי ערב ושתי',
    ddd: 0,
    assets: [],
    layers,
  };
}

/** Frame 0 (the whole cloth) as SVG, at `scale` times the canvas. */
export function threadsPosterSvg(scale = 2): string {
  const { width, height } = threadsCanvas;
  const seg = (x1: number, y1: number, x2: number, y2: number) => `M${x1} ${y1}L${x2} ${y2}`;
  const warp = warpYs.map((y) => seg(warpSpan[0], y, warpSpan[1], y)).join('');
  const weft = weftXs.map((x) => seg(x, weftSpan[0], x, weftSpan[1])).join('');
  const gapPath = overCrossings.map(([x, y]) => seg(x! - creamHalf, y!, x! + creamHalf, y!)).join('');
  const windows = overCrossings
    .map(
      ([x, y]) =>
        `<rect x="${x! - navyHalf}" y="${y! - thread / 2 - margin}" width="${2 * navyHalf}" height="${thread + 2 * margin}"/>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width * scale}" height="${height * scale}" viewBox="0 0 ${width} ${height}">`,
    `<defs><clipPath id="over">${windows}</clipPath></defs>`,
    `<rect width="${width}" height="${height}" fill="${cream}"/>`,
    ...[
      [warp, navy, thread, 'round'],
      [warp, navySheen, sheen, 'round'],
      [weft, red, thread, 'round'],
      [weft, redSheen, sheen, 'round'],
      [gapPath, cream, thread + 2 * margin, 'butt'],
    ].map(
      ([d, colour, width, cap]) =>
        `<path d="${d}" stroke="${colour}" stroke-width="${width}" stroke-linecap="${cap}" fill="none"/>`,
    ),
    `<g clip-path="url(#over)">`,
    `<path d="${warp}" stroke="${navy}" stroke-width="${thread}" stroke-linecap="round" fill="none"/>`,
    `<path d="${warp}" stroke="${navySheen}" stroke-width="${sheen}" stroke-linecap="round" fill="none"/>`,
    '</g>',
    '</svg>',
  ].join('');
}

/** The poster as a PNG (the media library stores it as WebP with its smaller copies). */
export function threadsPosterPng(): Promise<Buffer> {
  return sharp(Buffer.from(threadsPosterSvg())).png().toBuffer();
}
