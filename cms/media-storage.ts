import { s3Storage } from '@payloadcms/storage-s3';
import type { Plugin } from 'payload';
import { s3ClientConfig, type MediaStorage } from '../config/media-storage';

/**
 * The media library's files in an S3-compatible bucket when the environment names one (Payload's storage
 * adapter; the site then reads them through server/media-store/s3-store.ts), else in MEDIA_DIR.
 * The plugin is there either way, switched off without a bucket, and always adds its fields: the columns are
 * then the same with and without S3, so one set of migrations serves both.
 * Only the public library: form files (visitors' private attachments) stay in FORM_FILES_DIR.
 * A caller's `context` must not be shared between uploads: the plugin (3.90.1) leaves `skipCloudStorage` on the
 * object it was given, and the next upload with it is then stored nowhere (cms/seed/find-id.ts).
 */
export function mediaStoragePlugin(storage: MediaStorage): Plugin {
  const s3 = storage.kind === 's3' ? storage : null;
  return s3Storage({
    enabled: s3 !== null,
    alwaysInsertFields: true,
    collections: { media: true },
    // The bucket stays private (no ACL on objects): visitors get the files from the site, the studio from
    // Payload's own file route, both reading with these credentials.
    bucket: s3?.bucket ?? '',
    config: s3 ? s3ClientConfig(s3) : {},
  });
}
