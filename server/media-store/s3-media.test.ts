import { GetObjectCommand } from '@aws-sdk/client-s3';
import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Payload } from 'payload';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '../../cms/payload-types';
import { system } from '../../cms/seed/find-id';
import { startTempPayload } from '../../cms/testing/temp-payload';
import { startTempS3, type TempS3 } from '../../cms/testing/temp-s3';
import { cacheControl } from '../../config/headers';
import { toAnimationView } from '../../data/map/animation';
import { toImageView } from '../../data/map/image';
import { serveMedia } from '../media-files';
import { s3MediaStore } from './s3-store';
import { configuredMediaStore } from './index';

let s3: TempS3;
let payload: Payload;
let cleanup: () => Promise<void>;
let site: Server;
let origin: string;

beforeAll(async () => {
  s3 = await startTempS3();
  // Read once by the Payload config and by the media store, as the start script's environment would be.
  Object.assign(process.env, s3.env);
  ({ payload, cleanup } = await startTempPayload());
  // The site's media route as server/create-server.ts has it: what serveMedia does not answer is the site's 404.
  site = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    void (async () => {
      if (pathname.startsWith('/media/') && (await serveMedia(configuredMediaStore(), pathname.slice(7), req, res)))
        return;
      res.writeHead(404).end();
    })().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
  await cleanup?.();
  await s3?.stop();
});

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#12355b' } })
    .png()
    .toBuffer();
const upload = async (data: Buffer, name: string, mimetype: string): Promise<Media> =>
  payload.create({
    collection: 'media',
    data: { alt: 'בד' },
    file: { data, mimetype, name, size: data.length },
    overrideAccess: true,
  });
const inBucket = async (key: string): Promise<Buffer> => {
  const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
};
const filesOf = (doc: Media): string[] =>
  [doc.filename, ...Object.values(doc.sizes ?? {}).map((s) => s?.filename)].filter((f): f is string => !!f);
const mediaDirFiles = (): string[] => (existsSync(process.env.MEDIA_DIR!) ? readdirSync(process.env.MEDIA_DIR!) : []);

describe('the media library in an S3 bucket', () => {
  let doc: Media;

  beforeAll(async () => {
    doc = await upload(await picture(1700, 900), 'אריג כחול.png', 'image/png');
  });

  it('puts an uploaded picture and every resized copy in the bucket, and nothing in the media folder', async () => {
    const files = filesOf(doc);
    expect(files).toHaveLength(7); // the picture and its six widths, 480 to 1600
    expect(await s3.keys()).toEqual([...files].sort());
    expect(mediaDirFiles()).toEqual([]);
  });

  it('serves each file the site links to from the bucket: the same bytes, type and caching as from the folder', async () => {
    const view = toImageView(doc)!;
    const urls = [view.src, ...view.srcset.split(', ').map((candidate) => candidate.split(' ')[0]!)];
    expect(new Set(urls).size).toBe(6);
    for (const url of urls) {
      const answer = await fetch(`${origin}${url}`);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('content-type'), url).toBe('image/webp');
      expect(answer.headers.get('cache-control'), url).toBe(cacheControl.media);
      expect(answer.headers.get('x-content-type-options'), url).toBe('nosniff');
      const body = Buffer.from(await answer.arrayBuffer());
      expect(answer.headers.get('content-length'), url).toBe(String(body.length));
      expect((await sharp(body).metadata()).format, url).toBe('webp');
      expect(body.equals(await inBucket(decodeURIComponent(url.slice('/media/'.length)))), url).toBe(true);
    }
  });

  it('answers a current copy with 304, and HEAD with the length and no body', async () => {
    const url = `${origin}/media/${encodeURIComponent(doc.filename!)}`;
    const first = await fetch(url);
    const etag = first.headers.get('etag')!;
    await first.arrayBuffer();
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(cacheControl.media);
    const changed = await fetch(url, { headers: { 'If-None-Match': '"something-else"' } });
    expect(changed.status).toBe(200);
    await changed.arrayBuffer();
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(first.headers.get('content-length'));
    expect(head.headers.get('content-type')).toBe('image/webp');
  });

  it('answers 404 for a missing file and for paths that cannot be a key, never 500', async () => {
    const paths = [
      '/media/missing.webp',
      '/media/',
      '/media/%E0%A4%A',
      '/media/a%00b.png',
      '/media/..%2F..%2Fetc%2Fpasswd',
      `/media/x%2F..%2F${encodeURIComponent(doc.filename!)}`,
      '/media/a%5Cb.png',
      `/media/${'x'.repeat(1100)}.png`,
    ];
    for (const p of paths) expect((await fetch(`${origin}${p}`)).status, p).toBe(404);
  });

  it('serves a Lottie animation from the bucket as application/json', async () => {
    const lottie = { v: '5.7.4', fr: 30, ip: 0, op: 90, w: 640, h: 360, nm: 'חוטים', layers: [] };
    const animation = await upload(Buffer.from(JSON.stringify(lottie)), 'threads.json', 'application/json');
    const answer = await fetch(`${origin}${toAnimationView(animation)!.src}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(await answer.json()).toEqual(lottie);
    expect(mediaDirFiles()).toEqual([]);
  });

  it("stores every upload of a run that passes the same options each time (the seed's)", async () => {
    const made: Media[] = [];
    for (const name of ['seeded-one.png', 'seeded-two.png']) {
      const data = await picture(500, 300);
      made.push(
        await payload.create({
          collection: 'media',
          data: { alt: 'בד' },
          file: { data, mimetype: 'image/png', name, size: data.length },
          ...system,
        }),
      );
    }
    expect(await s3.keys()).toEqual(expect.arrayContaining(made.flatMap(filesOf)));
  });

  it('removes a deleted picture and its copies from the bucket', async () => {
    const other = await upload(await picture(800, 600), 'delete-me.png', 'image/png');
    const keys = filesOf(other);
    expect(await s3.keys()).toEqual(expect.arrayContaining(keys));
    await payload.delete({ collection: 'media', id: other.id, overrideAccess: true });
    const left = await s3.keys();
    expect(keys.filter((k) => left.includes(k))).toEqual([]);
    expect(left).toEqual(expect.arrayContaining(filesOf(doc)));
  });

  it('fails loudly, not as a missing file, when the bucket is not there or not answering, and says it is not reachable', async () => {
    const store = (bucket: string, endpoint: string) =>
      s3MediaStore({
        kind: 's3',
        bucket,
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
    await expect(store(s3.bucket, s3.env.S3_ENDPOINT!).reachable()).resolves.toBeUndefined();
    const wrongBucket = store('arig-no-such-bucket', s3.env.S3_ENDPOINT!);
    await expect(wrongBucket.read(doc.filename!, { headOnly: false })).rejects.toThrow(/bucket/i);
    await expect(wrongBucket.reachable()).rejects.toThrow();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const nobody = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    await expect(store(s3.bucket, nobody).read(doc.filename!, { headOnly: false })).rejects.toThrow();
    await expect(store(s3.bucket, nobody).reachable()).rejects.toThrow();
  });
});
