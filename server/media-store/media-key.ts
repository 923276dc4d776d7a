import path from 'node:path';

/** S3's limit on a key's length, in UTF-8 bytes: longer ones are a 400 from the bucket, and can exist nowhere. */
const maxKeyBytes = 1024;

/**
 * The key of a media file from its URL path after `/media/` (percent-encoded, as the site writes it), or null
 * when it cannot name one: bad encoding, a NUL, a `.`/`..` segment, an empty or doubled slash. Media names
 * are flat, but the folder store always allowed subfolders, so the same paths work in both stores.
 */
export function mediaKey(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded === '' || decoded.includes('\0') || decoded.includes('\\')) return null;
  if (path.posix.normalize(`/${decoded}`) !== `/${decoded}` || decoded.endsWith('/')) return null;
  return Buffer.byteLength(decoded) <= maxKeyBytes ? decoded : null;
}
