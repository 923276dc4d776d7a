import type { SeedImage } from '../content/types';
import { develop } from './lens';
import { type Rgb, hash, mulberry32, parseHex } from './svg-kit';
import { renderWovenPhoto } from './woven-photo';

/** The patterns the photograph-like renderer draws (woven-photo.ts weaves one: a 2/1 twill). */
export const photoPatterns: readonly SeedImage['pattern'][] = ['twill'];

/**
 * A seed image as a photograph-like close-up of cloth: raw sRGB bytes (3 channels) for sharp. Seeded from the
 * image's key, pattern and palette, so the same image always gives the same pixels.
 */
export async function renderPhoto(image: SeedImage, width: number, height: number): Promise<Buffer> {
  if (!photoPatterns.includes(image.pattern)) {
    throw new Error(`generateSeedImage: no photograph-like ${image.pattern} (only ${photoPatterns.join(', ')})`);
  }
  const palette = image.palette.map(parseHex) as [Rgb, Rgb, Rgb];
  const rand = mulberry32(hash(`${image.key}|${image.pattern}|${image.palette.join(',')}|photo`));
  const scene = renderWovenPhoto({ width, height, palette, rand });
  return develop(scene, { width, height, rand, focus: 0.62, grain: 3 });
}
