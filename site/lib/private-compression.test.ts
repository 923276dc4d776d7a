import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressPrivate } from './private-compression';

const html = `<!doctype html><p>${'סל הקניות שלך '.repeat(200)}</p>`;
const page = () => {
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' });
  headers.append('Set-Cookie', 'a=1; Path=/');
  headers.append('Set-Cookie', 'b=2; Path=/');
  return new Response(html, { status: 422, headers });
};

describe('compressPrivate', () => {
  it('compresses a private page as the browser accepts, keeping status and every header', async () => {
    const br = await compressPrivate(page(), 'gzip, deflate, br');
    expect(br.status).toBe(422);
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Cache-Control')).toBe('private, no-store');
    expect(br.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(bytes.length).toBeLessThan(Buffer.byteLength(html) / 5);
    expect(brotliDecompressSync(bytes).toString()).toBe(html);
    const gz = await compressPrivate(page(), 'gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
  });

  it('leaves alone what it should not touch: no encoding accepted, a small body, other types', async () => {
    const plain = await compressPrivate(page(), null);
    expect(plain.headers.get('Content-Encoding')).toBe(null);
    expect(await plain.text()).toBe(html);
    const small = await compressPrivate(new Response('<p>ok</p>', { headers: { 'Content-Type': 'text/html' } }), 'br');
    expect(small.headers.get('Content-Encoding')).toBe(null);
    const image = new Response(new Uint8Array(5000), { headers: { 'Content-Type': 'image/png' } });
    expect(await compressPrivate(image, 'br')).toBe(image);
  });
});
