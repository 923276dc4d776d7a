import { GetObjectCommand, HeadBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { s3ClientConfig, type MediaStorage } from '../../config/media-storage';
import type { MediaRead, MediaStore } from './media-store';

type SdkError = { name?: string; $metadata?: { httpStatusCode?: number } } | null;
const statusOf = (err: unknown): number | undefined => (err as SdkError)?.$metadata?.httpStatusCode;
/** A key that is not there; a missing bucket is a 404 too (NoSuchBucket), but a misconfiguration, not a missing file. */
const isMissingKey = (err: unknown, headOnly: boolean): boolean =>
  statusOf(err) === 404 && (headOnly || (err as SdkError)?.name === 'NoSuchKey');

/**
 * Media in an S3-compatible bucket, which Payload's storage adapter writes (cms/media-storage.ts). The site
 * streams each file from the bucket itself, so the bucket stays private and the addresses, headers and
 * caching stay the site's. A missing key is null (the site's 404); any other failure is thrown (500, logged),
 * so a bucket that cannot be read is never mistaken for missing files.
 */
export function s3MediaStore(storage: Extract<MediaStorage, { kind: 's3' }>): MediaStore {
  const client = new S3Client(s3ClientConfig(storage));
  const Bucket = storage.bucket;

  async function read(key: string, headOnly: boolean, ifNoneMatch?: string): Promise<MediaRead | null> {
    const input = { Bucket, Key: key, ...(ifNoneMatch ? { IfNoneMatch: ifNoneMatch } : {}) };
    try {
      const object = headOnly
        ? await client.send(new HeadObjectCommand(input))
        : await client.send(new GetObjectCommand(input));
      const body = 'Body' in object ? ((object.Body as Readable | undefined) ?? null) : null;
      return { status: 'found', size: object.ContentLength ?? 0, etag: object.ETag ?? '', body };
    } catch (err) {
      if (isMissingKey(err, headOnly)) return null;
      if (statusOf(err) === 304 && ifNoneMatch) return { status: 'not-modified', etag: ifNoneMatch };
      throw err;
    }
  }

  return {
    read: (key, { headOnly, ifNoneMatch }) => read(key, headOnly, ifNoneMatch),
    async readAll(key) {
      const found = await read(key, false);
      if (found?.status !== 'found' || !found.body) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of found.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async reachable() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
