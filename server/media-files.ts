import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cacheControl } from '../config/headers';
import { contentTypeOf, safeJoin } from './static-files';

/** Uploaded media straight from the media folder, streamed; never through the CMS on a page view. */
export async function serveMedia(
  mediaDir: string,
  urlPath: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const file = safeJoin(mediaDir, urlPath);
  if (!file) return false;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;
  const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
  const headers = {
    'Content-Type': contentTypeOf(file),
    'Cache-Control': cacheControl.media,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return true;
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(info.size) });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
  return true;
}
