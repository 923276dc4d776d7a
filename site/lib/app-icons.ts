import sharp from 'sharp';
import ownMark from '../public/favicon.svg?raw';
import { configuredMediaStore, mediaKey } from '../../server/media-store';
import { memo } from '../../data/cache/memo';
import { getSiteSettings } from '../../data/get-settings';

/** The home-screen icons a site offers: Apple's touch icon, and the web manifest's two. */
export const appIconSizes = [180, 192, 512] as const;
export type AppIconSize = (typeof appIconSizes)[number];

/** The sizes the web manifest lists, served under `/icons/`; 180 is Apple's, at its own address. */
export const manifestIconSizes = [192, 512] as const satisfies readonly AppIconSize[];

/** The favicon chosen in Site Settings (its largest copy in the media store), or arig's own mark when none is readable. */
async function iconSource(): Promise<Buffer> {
  const { favicon } = await getSiteSettings();
  const key = favicon?.src.startsWith('/media/') ? mediaKey(favicon.src.slice('/media/'.length)) : null;
  const read = key ? await configuredMediaStore().readAll(key) : null;
  return read ?? Buffer.from(ownMark);
}

/**
 * A square PNG of the site's icon, on white (a home screen fills transparency with black), made once per
 * content generation: a new favicon in Site Settings gives new icons on the next request. A vector icon
 * is drawn at the size asked, not scaled up from its own.
 */
export function appIcon(size: AppIconSize): Promise<Buffer> {
  return memo(`app-icon:${size}`, async () => {
    const input = await iconSource();
    const meta = await sharp(input).metadata();
    const side = Math.min(meta.width ?? size, meta.height ?? size);
    const density = meta.format === 'svg' ? Math.min(2400, Math.ceil((72 * size) / Math.max(1, side))) : undefined;
    return sharp(input, density ? { density } : {})
      .resize(size, size, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 9 })
      .toBuffer();
  });
}

/** The web app manifest: the business's name, right to left in Hebrew, its brand colour and icons. */
export async function webManifest(): Promise<string> {
  const settings = await getSiteSettings();
  return JSON.stringify({
    name: settings.businessName,
    short_name: settings.businessName,
    lang: 'he',
    dir: 'rtl',
    start_url: '/',
    display: 'browser',
    theme_color: settings.themeColour,
    background_color: '#ffffff',
    icons: manifestIconSizes.map((size) => ({
      src: appIconPath(size),
      sizes: `${size}x${size}`,
      type: 'image/png',
    })),
  });
}

export const appIconPath = (size: AppIconSize): string =>
  size === 180 ? '/apple-touch-icon.png' : `/icons/${size}.png`;
