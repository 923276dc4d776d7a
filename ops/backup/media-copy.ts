import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createReadStream, createWriteStream } from 'node:fs';
import { cp, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { s3ClientConfig, type MediaStorage } from '../../config/media-storage';
import { contentTypeOf } from '../../server/static-files';
import { BackupError } from './errors';
import { filesUnder, isArchivePath, isEmptyDir } from './manifest';

/*
 * The media library's files, wherever the site keeps them (MEDIA_DIR or the S3 bucket), copied to and from
 * the archive's `media/` folder. The archive is the same either way, so a folder's backup can be restored
 * into a bucket (and back): moving a site to S3 is a backup and a restore.
 */

/** Copies the folder `dir` to `into` when it is there (links copied as links, never followed). */
export async function copyFolderIfPresent(dir: string, into: string): Promise<void> {
  const exists = await stat(dir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (exists) await cp(dir, into, { recursive: true, verbatimSymlinks: true });
}

async function eachKey(client: S3Client, bucket: string, visit: (key: string) => Promise<void>): Promise<void> {
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) await visit(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

/** Copies every media file into `into` (created only when there is something to copy). */
export async function copyMediaOut(media: MediaStorage, into: string): Promise<void> {
  if (media.kind === 'disk') return copyFolderIfPresent(media.dir, into);
  const client = new S3Client(s3ClientConfig(media));
  try {
    await eachKey(client, media.bucket, async (key) => {
      // A key the archive could not hold as a path (`a/../b`, a leading slash) is refused, never written.
      if (!isArchivePath(key)) throw new BackupError(`בדלי ${media.bucket} יש קובץ ששמו אינו נתיב תקין: ${key}`);
      const file = path.join(into, ...key.split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      const object = await client.send(new GetObjectCommand({ Bucket: media.bucket, Key: key }));
      await pipeline(object.Body as Readable, createWriteStream(file));
    });
  } finally {
    client.destroy();
  }
}

/** Whether the media store holds no file (a restore writes only into an empty one). */
export async function isMediaEmpty(media: MediaStorage): Promise<boolean> {
  if (media.kind === 'disk') return isEmptyDir(media.dir);
  const client = new S3Client(s3ClientConfig(media));
  try {
    // One page of the listing (no MaxKeys: s3rver, which the tests run, fails a truncated listing of one).
    const page = await client.send(new ListObjectsV2Command({ Bucket: media.bucket }));
    return (page.KeyCount ?? page.Contents?.length ?? 0) === 0;
  } finally {
    client.destroy();
  }
}

/** Copies the archive's media files from `from` into the media store, each under its own name. */
export async function copyMediaIn(from: string, media: MediaStorage): Promise<void> {
  if (media.kind === 'disk') return cp(from, media.dir, { recursive: true });
  const client = new S3Client(s3ClientConfig(media));
  try {
    for (const key of await filesUnder(from)) {
      const file = path.join(from, ...key.split('/'));
      await client.send(
        new PutObjectCommand({
          Bucket: media.bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: (await stat(file)).size,
          ContentType: contentTypeOf(key),
        }),
      );
    }
  } finally {
    client.destroy();
  }
}
