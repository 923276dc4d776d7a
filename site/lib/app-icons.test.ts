import type { Payload } from 'payload';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPayload } from '../../cms/testing/temp-payload';

/** Home-screen icons and the web manifest, made from the favicon in Site Settings or arig's own mark. */
let payload: Payload;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
}, 120_000);

afterAll(async () => {
  await cleanup?.();
});

/** Width, height, alpha and the colour at the icon's centre. */
async function look(png: Buffer) {
  const image = sharp(png);
  const meta = await image.metadata();
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  const at = ((info.height >> 1) * info.width + (info.width >> 1)) * info.channels;
  const hex = [...data.subarray(at, at + 3)].map((c) => c.toString(16).padStart(2, '0')).join('');
  return { format: meta.format, width: meta.width, height: meta.height, alpha: meta.hasAlpha, centre: `#${hex}` };
}

describe('app icons', () => {
  it("draws arig's woven mark at each size, opaque, when no favicon is chosen", async () => {
    const { appIcon, appIconSizes } = await import('./app-icons');
    for (const size of appIconSizes) {
      const icon = await look(await appIcon(size));
      expect(icon).toMatchObject({ format: 'png', width: size, height: size, alpha: false });
    }
    // The mark's blue ground shows at the corner's inside, not white or black.
    const { data, info } = await sharp(await appIcon(512))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (40 * info.width + 40) * info.channels;
    expect([...data.subarray(at, at + 3)]).toEqual([0x0b, 0x53, 0x94]);
  });

  it("follows the owner's favicon from the next content change, and names the business in the manifest", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'סמל העסק' },
      file: { data: png, mimetype: 'image/png', name: 'owner-icon.png', size: png.length },
      overrideAccess: true,
    });
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { businessName: 'אריג', favicon: media.id, brand: { primary: '#7a1f3d' } },
      overrideAccess: true,
    });
    const { appIcon, webManifest } = await import('./app-icons');
    const icon = await look(await appIcon(180));
    expect(icon).toMatchObject({ width: 180, height: 180, alpha: false });
    // A lossy copy of a flat colour stays within a few steps of it.
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(icon.centre.slice(i, i + 2), 16));
    expect(Math.abs(r! - 0xc0) + Math.abs(g! - 0x39) + Math.abs(b! - 0x2b)).toBeLessThan(12);

    expect(JSON.parse(await webManifest())).toEqual({
      name: 'אריג',
      short_name: 'אריג',
      lang: 'he',
      dir: 'rtl',
      start_url: '/',
      display: 'browser',
      theme_color: '#7a1f3d',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/512.png', sizes: '512x512', type: 'image/png' },
      ],
    });
  });
});
