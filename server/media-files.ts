import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { cacheControl } from '../config/headers';
import { mediaKey, type MediaStore } from './media-store';
import { contentTypeOf } from './static-files';

/**
 * Uploaded media straight from the media store (the folder or the bucket), streamed; never through the CMS on
 * a page view. False when there is no such file, so the site answers its 404.
 */
export async function serveMedia(
  store: MediaStore,
  urlPath: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const key = mediaKey(urlPath);
  if (!key) return false;
  const ifNoneMatch = req.headers['if-none-match'];
  const found = await store.read(key, { headOnly: req.method === 'HEAD', ifNoneMatch });
  if (!found) return false;
  // The type comes from the name, as it always has: the same in both stores, whatever a bucket was told.
  const headers = {
    'Content-Type': contentTypeOf(key),
    'Cache-Control': cacheControl.media,
    ETag: found.etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (found.status === 'not-modified') {
    res.writeHead(304, headers).end();
    return true;
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(found.size) });
  if (!found.body) res.end();
  // A visitor who leaves mid-file ends the read too (the bucket's connection, or the file handle).
  else await pipeline(found.body, res).catch(() => undefined);
  return true;
}
