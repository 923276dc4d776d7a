import sharp from 'sharp';
import { smoothstep } from './raster-kit';

/**
 * What the camera adds to a rendered scene (linear RGB floats, 0–1): light falling off away from the top right,
 * fine grain, and a shallow depth of field (sharp across a band below the centre, softening towards the top, the
 * far side of the slanted cloth, and a little towards the near bottom edge). Returns sRGB bytes for sharp's raw
 * input. The blurs and the blend between them are libvips's (native, threaded): in JavaScript they cost more
 * than the whole scene.
 *
 * Grain is kept faint and is laid on before the blur: the picture is shown as a WebP under a dark overlay, where
 * strong grain would hardly show but would cost much of the file, and out of focus it would cost bytes for nothing.
 */
export interface LensOptions {
  width: number;
  height: number;
  rand: () => number;
  /** Height of the sharpest row, as a fraction of the frame. */
  focus: number;
  /** Grain amplitude in 8-bit levels. */
  grain: number;
}

export async function develop(scene: Float32Array, options: LensOptions): Promise<Buffer> {
  const { width, height } = options;
  const unit = Math.max(width, height) / 1600;
  const exposed = expose(scene, options);
  const raw = { raw: { width, height, channels: 3 as const } };
  const blurred = await sharp(exposed, raw)
    .blur(Math.max(0.3, 5 * unit))
    .joinChannel(defocusMask(options), { raw: { width, height, channels: 1 } })
    .raw()
    .toBuffer();
  return sharp(exposed, raw)
    .blur(Math.max(0.3, 0.7 * unit))
    .composite([{ input: blurred, raw: { width, height, channels: 4 } }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** Linear light to sRGB bytes, with the light falling off away from the top right corner, and grain. */
function expose(scene: Float32Array, { width, height, rand, grain }: LensOptions): Buffer {
  const levels = 4096;
  const toSrgb = new Float32Array(levels + 1);
  for (let i = 0; i <= levels; i++) toSrgb[i] = 255 * (i / levels) ** (1 / 2.2);
  const out = Buffer.alloc(width * height * 3);
  // Clamped: grain must not wrap a black pixel round to white.
  const bytes = new Uint8ClampedArray(out.buffer, out.byteOffset, out.length);
  let p = 0;
  for (let y = 0; y < height; y++) {
    const dy = (y / height) * 1.1;
    for (let x = 0; x < width; x++, p += 3) {
      const dx = (1 - x / width) * 0.9;
      const falloff = (1.3 - 0.75 * smoothstep(0, 1.4, Math.sqrt(dx * dx + dy * dy))) * levels;
      const noise = (rand() - 0.5) * grain;
      for (let c = 0; c < 3; c++) {
        const v = Math.round((scene[p + c] as number) * falloff);
        bytes[p + c] = (toSrgb[v < 0 ? 0 : v > levels ? levels : v] as number) + noise;
      }
    }
  }
  return out;
}

/** How much of the soft frame shows on each row: none in the focus band, all of it towards the far edge. */
function defocusMask({ width, height, focus }: LensOptions): Buffer {
  const mask = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    const yn = y / height;
    const defocus = yn < focus ? smoothstep(focus - 0.08, focus - 0.6, yn) : 0.35 * smoothstep(focus + 0.12, 1, yn);
    mask.fill(Math.round(255 * defocus), y * width, (y + 1) * width);
  }
  return mask;
}
