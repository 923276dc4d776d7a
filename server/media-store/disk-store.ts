import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStore } from './media-store';

/** Media in a folder (MEDIA_DIR): one instance, or several sharing the folder on a network disk. */
export function diskMediaStore(dir: string): MediaStore {
  const fileOf = (key: string) => path.join(dir, key);
  return {
    async read(key, { headOnly, ifNoneMatch }) {
      const info = await stat(fileOf(key)).catch(() => null);
      if (!info?.isFile()) return null;
      const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
      if (ifNoneMatch === etag) return { status: 'not-modified', etag };
      return { status: 'found', size: info.size, etag, body: headOnly ? null : createReadStream(fileOf(key)) };
    },
    readAll: (key) => readFile(fileOf(key)).catch(() => null),
  };
}
