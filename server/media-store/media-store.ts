import type { Readable } from 'node:stream';

/** What a read of one media file found: the file, or only that the visitor's copy is still current. */
export type MediaRead =
  { status: 'found'; size: number; etag: string; body: Readable | null } | { status: 'not-modified'; etag: string };

/** The media library's files, wherever they are kept (a folder, or an S3 bucket). */
export interface MediaStore {
  /**
   * The file at `key` (a media file's name, as in `/media/{name}`), or null when there is none. `body` is
   * null when `headOnly`; `ifNoneMatch` is the visitor's If-None-Match.
   */
  read(key: string, opts: { headOnly: boolean; ifNoneMatch?: string }): Promise<MediaRead | null>;
  /** The whole file, or null when there is none (for the few files the server itself reads: the favicon). */
  readAll(key: string): Promise<Buffer | null>;
  /** Resolves when the store answers (the folder is there and readable, or the bucket answers); for /readyz. */
  reachable(): Promise<void>;
}
