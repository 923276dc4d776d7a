import { createHash } from 'node:crypto';
import { securityHeaders } from '../../config/headers';
import { makeCachedPage, pageCache, type CachedPage } from './page-cache';

/**
 * Public refresh-loop answers, kept in the page cache next to the pages they belong to. A public answer
 * depends only on the request body and the published content (never on cookies or other headers), so
 * the exact body bytes name it; the same purge that empties the pages on a publish empties these.
 * Edit-mode answers are never kept.
 */
export const refreshLoopPath = '/wp-json/arig/v1/refresh-loop';

export const publicRefreshCache = 'public, max-age=0, s-maxage=60';

/** The content type the endpoint accepts (anything else is 415). */
export const isJsonContentType = (type: string | null | undefined): boolean =>
  /^application\/json\s*(;|$)/i.test(type ?? '');

const keyOf = (body: Uint8Array) => `POST ${refreshLoopPath} ${createHash('sha256').update(body).digest('base64url')}`;

export function cachedRefreshAnswer(body: Uint8Array): CachedPage | undefined {
  return pageCache.enabled() ? pageCache.get(keyOf(body)) : undefined;
}

/** Keeps a public answer unless the content changed while it rendered (see pageCache.set). */
export function rememberRefreshAnswer(body: Uint8Array, json: string, renderGeneration: number): void {
  if (!pageCache.enabled()) return;
  const headers = {
    ...securityHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': publicRefreshCache,
  };
  pageCache.set(keyOf(body), makeCachedPage(200, headers, Buffer.from(json)), renderGeneration);
}
