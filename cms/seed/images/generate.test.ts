import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { images } from '../content/images';
import type { SeedImage } from '../content/types';
import { generateSeedImage } from './generate';

const base: SeedImage = {
  key: 'test-image',
  alt: 'בדיקה',
  title: 'בדיקה',
  description: 'בדיקה',
  palette: ['#1d4e89', '#f5f1e8', '#d1495b'],
  pattern: 'twill',
};
const patterns: SeedImage['pattern'][] = ['plain', 'twill', 'satin', 'herringbone', 'knit', 'yarn'];

describe('generateSeedImage', () => {
  it('renders a 1600×900 JPEG by default', async () => {
    const data = await generateSeedImage(base);
    expect(data.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const meta = await sharp(data).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 900 });
  });

  it.each(patterns)('renders the %s pattern at the requested size', async (pattern) => {
    const data = await generateSeedImage({ ...base, key: `size-${pattern}`, pattern }, 640, 360);
    const meta = await sharp(data).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 360 });
    // A texture, not a flat fill: the picture must have real tonal range.
    const stats = await sharp(data).stats();
    expect(stats.channels[0]?.stdev ?? 0).toBeGreaterThan(8);
  });

  it('honours odd sizes and portrait orientation', async () => {
    const meta = await sharp(await generateSeedImage(base, 333, 517)).metadata();
    expect(meta).toMatchObject({ width: 333, height: 517 });
  });

  it('is deterministic', async () => {
    const a = await generateSeedImage(base, 480, 270);
    const b = await generateSeedImage(base, 480, 270);
    expect(a.equals(b)).toBe(true);
  });

  it('gives different images different bytes', async () => {
    const a = await generateSeedImage(base, 480, 270);
    const b = await generateSeedImage({ ...base, key: 'another-image' }, 480, 270);
    const c = await generateSeedImage({ ...base, palette: ['#386641', '#f2e8cf', '#bc4749'] }, 480, 270);
    const d = await generateSeedImage({ ...base, pattern: 'knit' }, 480, 270);
    const all = [a, b, c, d].map((x) => x.toString('base64'));
    expect(new Set(all).size).toBe(4);
  });

  it('renders every seed image', async () => {
    for (const image of images) {
      const meta = await sharp(await generateSeedImage(image, 320, 180)).metadata();
      expect(meta, image.key).toMatchObject({ format: 'jpeg', width: 320, height: 180 });
    }
  });

  it('rejects colours that are not hex and sizes that are not positive integers', async () => {
    await expect(generateSeedImage({ ...base, palette: ['red', '#fff', '#000'] })).rejects.toThrow(/hex/);
    await expect(generateSeedImage(base, 0, 900)).rejects.toThrow(RangeError);
    await expect(generateSeedImage(base, 100.5, 900)).rejects.toThrow(RangeError);
  });
});
