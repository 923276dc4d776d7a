import sharp from 'sharp';
import type { SeedImage } from '../content/types';
import { drawKnit, drawLighting, drawWeave, drawYarn } from './patterns';
import { renderPhoto } from './photo';
import { type Rgb, type Scene, closeUp, f, hash, hex, mix, mulberry32, parseHex, rotatedArea, shade } from './svg-kit';

/**
 * Procedural demo pictures for the seed: a close-up of a woven, knitted or yarn texture in the image's palette,
 * drawn as SVG and rendered to JPEG by sharp, or, for an image whose look is 'photo' (the home page's hero),
 * rendered pixel by pixel as a photograph-like close-up (photo.ts). Nothing is downloaded and nothing is random: the only variation comes
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
  if (image.look === 'photo') {
    const raw = await renderPhoto(image, width, height);
    return sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 82 })
      .toBuffer();
  }
  const svg = buildSeedSvg(image, width, height);
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

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
