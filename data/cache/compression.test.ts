import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { compressedBody, maxRefineBytes, minCompressBytes, type Compressible } from './compression';

/** A page-like body: repetitive markup with varied text, as HTML is. */
function page(): Buffer {
  const rows = Array.from(
    { length: 600 },
    (_, i) => `<li class="card"><a href="/post-${i}/">כותרת ${i * 7919} ${(i * 104729).toString(36)}</a></li>`,
  );
  return Buffer.from(`<!doctype html><html lang="he" dir="rtl"><body><ul>${rows.join('\n')}</ul></body></html>`);
}

const entryOf = (body: Buffer, refineAfter?: number): Compressible => ({
  body,
  size: body.length,
  encoded: {},
  refineAfter,
});

describe('compressedBody', () => {
  it('answers at once with a fast encoding, and a body sent again with the smallest one, same bytes decoded', async () => {
    const body = page();
    const entry = entryOf(body);
    const first = compressedBody(entry, 'br');
    expect(brotliDecompressSync(first).equals(body)).toBe(true);
    expect(compressedBody(entry, 'br')).toBe(first); // the second reply still gets what is ready
    await vi.waitFor(() => expect(compressedBody(entry, 'br').length).toBeLessThan(first.length));
    const smallest = compressedBody(entry, 'br');
    expect(brotliDecompressSync(smallest).equals(body)).toBe(true);
    const gz = compressedBody(entry, 'gzip');
    expect(gunzipSync(gz).equals(body)).toBe(true);
  });

  it('drops the body once the smallest encodings are made, and still answers a client that takes none', async () => {
    const body = page();
    const entry = entryOf(body);
    compressedBody(entry, 'gzip');
    compressedBody(entry, 'gzip');
    await vi.waitFor(() => expect(entry.body).toBeUndefined());
    expect(entry.size).toBe(body.length);
    expect(compressedBody(entry, 'identity').equals(body)).toBe(true);
    expect(brotliDecompressSync(compressedBody(entry, 'br')).equals(body)).toBe(true);
  });

  it('never spends the slow encoding on a body sent only once', async () => {
    const entry = entryOf(page());
    const first = compressedBody(entry, 'br');
    await new Promise((r) => setTimeout(r, 300));
    expect(entry.refining).toBeFalsy();
    expect(entry.encoded.br).toBe(first);
  });

  it('keeps the fast encoding for a very large body, however often it is sent', async () => {
    const big = Buffer.concat(Array.from({ length: Math.ceil(maxRefineBytes / page().length) + 1 }, page));
    const entry = entryOf(big, 1);
    const first = compressedBody(entry, 'br');
    compressedBody(entry, 'br');
    await new Promise((r) => setTimeout(r, 300));
    expect(entry.refining).toBeFalsy();
    expect(entry.encoded.br).toBe(first);
    expect(entry.body).toBe(big);
  });

  it('refines from the first reply when the entry asks for it (built files every visitor fetches)', async () => {
    const entry = entryOf(page(), 1);
    const first = compressedBody(entry, 'br');
    await vi.waitFor(() => expect(entry.encoded.br!.length).toBeLessThan(first.length));
  });

  it('sends small bodies and identity requests as they are', () => {
    const small = Buffer.alloc(minCompressBytes - 1, 'a');
    expect(compressedBody(entryOf(small), 'br')).toBe(small);
    const body = page();
    expect(compressedBody(entryOf(body), 'identity')).toBe(body);
  });
});
