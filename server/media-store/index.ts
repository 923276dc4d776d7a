import { env } from '../../config/env';
import type { MediaStorage } from '../../config/media-storage';
import { diskMediaStore } from './disk-store';
import type { MediaStore } from './media-store';
import { s3MediaStore } from './s3-store';

export type { MediaRead, MediaStore } from './media-store';
export { mediaKey } from './media-key';

/** The store the environment names: MEDIA_DIR, or the S3 bucket. */
export const mediaStoreFor = (storage: MediaStorage): MediaStore =>
  storage.kind === 's3' ? s3MediaStore(storage) : diskMediaStore(storage.dir);

let configured: MediaStore | undefined;

/** The environment's store, made once per bundle (the site's Astro bundle reads the favicon through it). */
export const configuredMediaStore = (): MediaStore => (configured ??= mediaStoreFor(env().mediaStorage));
