import { appIcon, manifestIconSizes, webManifest, type AppIconSize } from './app-icons';

/** A day: a new favicon reaches home screens added from then on, and browsers that revalidate. */
const iconCache = 'public, max-age=86400';

/** `GET /icons/{192|512}.png`: a size the manifest lists, or 404. */
export function manifestIconResponse(sizeParam: string | undefined): Promise<Response> {
  const size = manifestIconSizes.find((s) => String(s) === sizeParam);
  if (size === undefined)
    return Promise.resolve(
      new Response('אין סמל בגודל הזה: 192 או 512.', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      }),
    );
  return appIconResponse(size);
}

/** The site's icon at `size`, as a home screen wants it (`/apple-touch-icon.png` asks for 180). */
export async function appIconResponse(size: AppIconSize): Promise<Response> {
  const png = await appIcon(size);
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': iconCache, 'X-Content-Type-Options': 'nosniff' },
  });
}

/** `GET /manifest.webmanifest`. */
export async function manifestResponse(): Promise<Response> {
  return new Response(await webManifest(), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': iconCache },
  });
}
