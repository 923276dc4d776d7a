import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { images } from '../content/images';
import type { SeedImage } from '../content/types';
import { generateSeedImage } from './generate';
import { renderPhoto } from './photo';

const hero = images.find((image) => image.key === 'home-hero') as SeedImage;
const [width, height] = [480, 270];

/** Rec. 709 luminance of every pixel of a raw RGB frame. */
function luminance(raw: Buffer): Float64Array {
  const out = new Float64Array(raw.length / 3);
  for (let i = 0; i < out.length; i++)
    out[i] =
      0.2126 * (raw[3 * i] as number) + 0.7152 * (raw[3 * i + 1] as number) + 0.0722 * (raw[3 * i + 2] as number);
  return out;
}

/** Share of sharp edges (a step of over 25 levels between horizontal neighbours) in rows [from, to). */
function sharpEdges(lum: Float64Array, from: number, to: number): number {
  let count = 0;
  for (let y = from; y < to; y++)
    for (let x = 1; x < width; x++)
      if (Math.abs((lum[y * width + x] as number) - (lum[y * width + x - 1] as number)) > 25) count++;
  return count / ((to - from) * (width - 1));
}

function mean(lum: Float64Array, x0: number, y0: number, x1: number, y1: number): number {
  let sum = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += lum[y * width + x] as number;
  return sum / ((x1 - x0) * (y1 - y0));
}

function stdev(lum: Float64Array, x0: number, y0: number, size: number): number {
  const m = mean(lum, x0, y0, x0 + size, y0 + size);
  let sum = 0;
  for (let y = y0; y < y0 + size; y++)
    for (let x = x0; x < x0 + size; x++) sum += ((lum[y * width + x] as number) - m) ** 2;
  return Math.sqrt(sum / (size * size));
}

describe('the photograph-like seed image (home hero)', () => {
  it('is the home hero’s look', () => {
    expect(hero.look).toBe('photo');
  });

  it('renders a JPEG at the requested size, landscape and portrait', async () => {
    for (const [w, h] of [
      [640, 360],
      [333, 517],
    ] as const) {
      const meta = await sharp(await generateSeedImage(hero, w, h)).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: w, height: h });
    }
  });

  it('is deterministic, and another key gives another picture', async () => {
    const a = await renderPhoto(hero, width, height);
    expect(a.equals(await renderPhoto(hero, width, height))).toBe(true);
    expect(a.equals(await renderPhoto({ ...hero, key: 'another-hero' }, width, height))).toBe(false);
  });

  it('has texture everywhere: no 30 px square is flat', async () => {
    const lum = luminance(await renderPhoto(hero, width, height));
    for (let y = 0; y + 30 <= height; y += 30)
      for (let x = 0; x + 30 <= width; x += 30) expect(stdev(lum, x, y, 30), `tile at ${x},${y}`).toBeGreaterThan(6);
  });

  it('is in focus below the centre and soft towards the far (top) edge', async () => {
    const lum = luminance(await renderPhoto(hero, width, height));
    // Without the depth of field the far band would have the most edges: its yarns are the smallest.
    const far = sharpEdges(lum, 0, Math.round(height * 0.15));
    const focused = sharpEdges(lum, Math.round(height * 0.55), Math.round(height * 0.7));
    expect(focused).toBeGreaterThan(0.01);
    expect(far).toBeLessThan(focused * 0.4);
  });

  it('is lit from the top right: that corner is brighter than the opposite one', async () => {
    const lum = luminance(await renderPhoto(hero, width, height));
    const [halfW, halfH] = [width / 2, height / 2];
    expect(mean(lum, halfW, 0, width, halfH)).toBeGreaterThan(mean(lum, 0, halfH, halfW, height) * 1.1);
  });

  it('keeps the palette: the warp’s navy dominates', async () => {
    const { channels } = await sharp(await renderPhoto(hero, width, height), {
      raw: { width, height, channels: 3 },
    }).stats();
    const [r, g, b] = channels.map((c) => c.mean) as [number, number, number];
    expect(b).toBeGreaterThan(r * 1.2);
    expect(b).toBeGreaterThan(g);
  });

  it('draws only twill', async () => {
    await expect(renderPhoto({ ...hero, pattern: 'knit' }, width, height)).rejects.toThrow(/twill/);
  });
});
