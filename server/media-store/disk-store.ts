import { createReadStream } from 'node:fs';
import { access, constants, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStore } from './media-store';

/** Media in a folder (MEDIA_DIR): one instance, or several sharing the folder on a network disk. */
export function diskMediaStore(dir: string): MediaStore {
  const root = path.resolve(dir);
  // Callers pass keys checked by mediaKey; the store still never reads outside its folder, whatever it is given.
  const fileOf = (key: string): string | null => {
    const full = path.resolve(root, key);
    return full.startsWith(root + path.sep) ? full : null;
  };
  return {
    async read(key, { headOnly, ifNoneMatch }) {
      const file = fileOf(key);
      const info = file ? await stat(file).catch(() => null) : null;
      if (!file || !info?.isFile()) return null;
      const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
      if (ifNoneMatch === etag) return { status: 'not-modified', etag };
      return { status: 'found', size: info.size, etag, body: headOnly ? null : createReadStream(file) };
    },
    readAll: async (key) => {
      const file = fileOf(key);
      return file ? readFile(file).catch(() => null) : null;
    },
    reachable: () => access(root, constants.R_OK | constants.X_OK),
  };
}
