import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkLottieFile } from '../../../engines/media/lottie-file';
import { buildThreadsAnimation, threadsCanvas, threadsPosterPng, threadsPosterSvg } from './threads-animation';

describe("the seed's Lottie animation", () => {
  it('is a Lottie file the media library accepts: 800×450, five seconds at 30 fps, small', () => {
    const json = JSON.stringify(buildThreadsAnimation());
    const result = checkLottieFile(new TextEncoder().encode(json));
    expect(result).toEqual({ ok: true, facts: { width: 800, height: 450, frameRate: 30, frames: 150 } });
    expect(json.length).toBeLessThan(40_000);
    // Made here, the same every time.
    expect(JSON.stringify(buildThreadsAnimation())).toBe(json);
  });

  it('weaves eleven weft threads in over seven warp threads, in the brand colours, each on its own beat', () => {
    const layers = buildThreadsAnimation().layers as {
      nm: string;
      shapes: { it: { ty: string; s?: { k: { t: number }[] } }[] }[];
    }[];
    expect(layers.map((l) => l.nm)).toEqual([
      'over windows',
      'warp over weft',
      'gaps',
      ...Array.from({ length: 11 }, (_, i) => `weft ${i + 1}`),
      'warp',
      'ground',
    ]);
    const starts = layers
      .filter((l) => l.nm.startsWith('weft'))
      .map((l) => l.shapes[0]!.it.find((i) => i.ty === 'tm')!.s!.k[1]!.t);
    expect(starts).toEqual(Array.from({ length: 11 }, (_, i) => 20 + i * 4));
    const svg = threadsPosterSvg();
    for (const colour of ['#12355b', '#b3261e']) expect(svg).toContain(colour);
  });

  it('has a poster: frame 0 drawn at twice the canvas', async () => {
    const meta = await sharp(await threadsPosterPng()).metadata();
    expect([meta.width, meta.height]).toEqual([threadsCanvas.width * 2, threadsCanvas.height * 2]);
  });
});
