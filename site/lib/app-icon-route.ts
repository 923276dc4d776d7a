import { appIcon, isAppIconSize, webManifest } from './app-icons';

/** A day: a new favicon reaches home screens added from then on, and browsers that revalidate. */
const iconCache = 'public, max-age=86400';

/** `GET /apple-touch-icon.png` and `/icons/{192|512}.png`: the site's icon as a home screen wants it. */
export async function appIconResponse(sizeParam: string | number | undefined): Promise<Response> {
  const size = Number(sizeParam);
  if (!isAppIconSize(size))
    return new Response('אין סמל בגודל הזה: 192 או 512.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
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
