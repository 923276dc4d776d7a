import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheControl } from '../config/headers';
import { makeCachedPage, type CachedPage } from '../data/cache/page-cache';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
};

export const contentTypeOf = (file: string): string =>
  types[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** Resolves a URL path inside root, or null when it would escape it. */
export function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return full.startsWith(root + path.sep) ? full : null;
}

/**
 * Astro's built client files (hashed names under /_astro/, plus public files), read once and kept
 * in memory with their compressed forms: the set is small and fixed for a build.
 */
export function createStaticFiles(root: string) {
  const memo = new Map<string, CachedPage | null>();
  return async function lookup(urlPath: string): Promise<CachedPage | null> {
    if (memo.has(urlPath)) return memo.get(urlPath) ?? null;
    const file = safeJoin(root, urlPath);
    let entry: CachedPage | null = null;
    if (file) {
      try {
        const body = await readFile(file);
        const hashed = urlPath.startsWith('/_astro/');
        entry = makeCachedPage(
          200,
          {
            'Content-Type': contentTypeOf(file),
            'Cache-Control': hashed ? cacheControl.immutable : 'public, max-age=86400',
            'X-Content-Type-Options': 'nosniff',
          },
          body,
        );
        // Fixed for a build and sent to every visitor: worth the smallest encoding from the first reply on.
        entry.refineAfter = 1;
      } catch {
        entry = null;
      }
    }
    if (memo.size < 5000) memo.set(urlPath, entry);
    return entry;
  };
}
