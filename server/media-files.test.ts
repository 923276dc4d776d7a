import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControl } from '../config/headers';
import { serveMedia } from './media-files';
import { diskMediaStore } from './media-store/disk-store';

let root: string;
let site: Server;
let origin: string;
const picture = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 fake picture bytes');

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'arig-media-files-'));
  const dir = path.join(root, 'media');
  await mkdir(dir);
  await writeFile(path.join(dir, 'בד כחול-480x320.webp'), picture);
  await writeFile(path.join(root, 'secret.txt'), 'outside the media folder');
  const store = diskMediaStore(dir);
  site = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    void (async () => {
      if (pathname.startsWith('/media/') && (await serveMedia(store, pathname.slice(7), req, res))) return;
      res.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
  await rm(root, { recursive: true, force: true });
});

describe('media from the folder (MEDIA_DIR)', () => {
  const url = () => `${origin}/media/${encodeURIComponent('בד כחול-480x320.webp')}`;

  it('streams a file with its type from the name, 30 days of caching, nosniff and an ETag', async () => {
    const answer = await fetch(url());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe(cacheControl.media);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-length')).toBe(String(picture.length));
    expect(Buffer.from(await answer.arrayBuffer()).equals(picture)).toBe(true);
    const etag = answer.headers.get('etag')!;
    expect((await fetch(url(), { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const head = await fetch(url(), { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(picture.length));
  });

  it('answers 404 for a missing file and for paths that cannot name one, inside the folder or out', async () => {
    for (const p of [
      '/media/missing.webp',
      '/media/',
      '/media/%E0%A4%A',
      '/media/a%00b.png',
      '/media/..%2Fsecret.txt',
      '/media/x%2F..%2F..%2Fsecret.txt',
      '/media/a%5Cb.png',
      `/media/${'x'.repeat(1100)}.png`,
    ])
      expect((await fetch(`${origin}${p}`)).status, p).toBe(404);
  });

  it('never reads outside its folder, even given a key nobody checked', async () => {
    const store = diskMediaStore(path.join(root, 'media'));
    expect(await store.readAll('../secret.txt')).toBeNull();
    expect(await store.read('../secret.txt', { headOnly: true })).toBeNull();
    expect((await store.readAll('בד כחול-480x320.webp'))?.equals(picture)).toBe(true);
  });

  it('is reachable while its folder is there, and not once it is gone (readiness)', async () => {
    await expect(diskMediaStore(path.join(root, 'media')).reachable()).resolves.toBeUndefined();
    await expect(diskMediaStore(path.join(root, 'no-such-folder')).reachable()).rejects.toThrow(/ENOENT/);
  });
});
