import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { groupCaps, makeCachedPage, maxAgeMs, pageCache, pageCacheBytes, replyFor } from './page-cache';

const html = Buffer.from(`<!doctype html><html lang="he" dir="rtl"><body>${'אריג '.repeat(500)}</body></html>`);

describe('cached page replies', () => {
  it('compresses for brotli and gzip clients and leaves others plain', () => {
    const page = makeCachedPage(200, { 'Content-Type': 'text/html; charset=utf-8' }, html);
    const br = replyFor(page, 'gzip, deflate, br', null);
    expect(br.headers['Content-Encoding']).toBe('br');
    expect(brotliDecompressSync(br.body!).equals(html)).toBe(true);
    const gz = replyFor(page, 'gzip', null);
    expect(gunzipSync(gz.body!).equals(html)).toBe(true);
    const plain = replyFor(page, undefined, null);
    expect(plain.headers['Content-Encoding']).toBeUndefined();
    expect(plain.body!.equals(html)).toBe(true);
    expect(plain.headers.Vary).toBe('Accept-Encoding');
  });

  it('answers 304 without a body when the ETag matches', () => {
    const page = makeCachedPage(200, {}, html);
    const reply = replyFor(page, 'br', `W/${page.etag}, "other"`);
    expect(reply.status).toBe(304);
    expect(reply.body).toBeNull();
  });

  it('does not store a render that started before a purge', () => {
    const generation = pageCache.generation();
    pageCache.purgeAll();
    pageCache.set('/stale/', makeCachedPage(200, {}, html), generation);
    expect(pageCache.get('/stale/')).toBeUndefined();
    pageCache.set('/fresh/', makeCachedPage(200, {}, html), pageCache.generation());
    expect(pageCache.get('/fresh/')).toBeDefined();
    pageCache.purgeAll();
    expect(pageCache.get('/fresh/')).toBeUndefined();
  });

  it('serves a kept page for at most an hour (its form token must stay fresh)', () => {
    const t0 = 1_800_000_000_000;
    pageCache.set('/aged/', makeCachedPage(200, {}, html, t0), pageCache.generation());
    expect(pageCache.get('/aged/', t0 + maxAgeMs)).toBeDefined();
    expect(pageCache.get('/aged/', t0 + maxAgeMs + 1)).toBeUndefined();
    expect(pageCache.get('/aged/', t0)).toBeUndefined();
  });

  it('keeps a capped group (search results) from pushing the site’s pages out', () => {
    pageCache.purgeAll();
    const generation = pageCache.generation();
    pageCache.set('/about/', makeCachedPage(200, {}, html), generation);
    const cap = groupCaps.search;
    for (let i = 0; i < cap + 50; i++) pageCache.set(`/?s=q${i}`, makeCachedPage(200, {}, html), generation, 'search');
    expect(pageCache.size()).toBe(cap + 1);
    expect(pageCache.get('/about/')).toBeDefined();
    expect(pageCache.get('/?s=q0')).toBeUndefined();
    expect(pageCache.get(`/?s=q${cap + 49}`)).toBeDefined();
    // Storing a kept key again does not count it twice.
    pageCache.set(`/?s=q${cap + 49}`, makeCachedPage(200, {}, html), generation, 'search');
    expect(pageCache.size()).toBe(cap + 1);
    pageCache.purgeAll();
  });

  it('stays within its byte bound (ARIG_PAGE_CACHE_MB), the oldest pages out first, compressed forms counted', () => {
    const before = process.env.ARIG_PAGE_CACHE_MB;
    process.env.ARIG_PAGE_CACHE_MB = '1';
    try {
      pageCache.purgeAll();
      const generation = pageCache.generation();
      const big = Buffer.alloc(100 * 1024, 'א');
      for (let i = 0; i < 30; i++) {
        const page = makeCachedPage(200, {}, big);
        replyFor(page, 'br', null);
        pageCache.set(`/p${i}/`, page, generation);
        expect(pageCache.bytes()).toBeLessThanOrEqual(pageCacheBytes());
      }
      expect(pageCacheBytes()).toBe(1024 * 1024);
      expect(pageCache.get('/p0/')).toBeUndefined();
      expect(pageCache.get('/p29/')).toBeDefined();
      expect(pageCache.size()).toBeGreaterThanOrEqual(9);
      expect(pageCache.size()).toBeLessThan(11);
    } finally {
      if (before === undefined) delete process.env.ARIG_PAGE_CACHE_MB;
      else process.env.ARIG_PAGE_CACHE_MB = before;
      pageCache.purgeAll();
    }
  });

  it('weighs a page sent again by its compressed forms alone, and still answers a client that takes none', async () => {
    pageCache.purgeAll();
    const page = makeCachedPage(200, { 'Content-Type': 'text/html; charset=utf-8' }, html);
    pageCache.set('/again/', page, pageCache.generation());
    expect(pageCache.bytes()).toBeGreaterThanOrEqual(html.length);
    replyFor(page, 'br', null);
    replyFor(page, 'br', null);
    await vi.waitFor(() => expect(page.body).toBeUndefined());
    expect(pageCache.bytes()).toBeLessThan(html.length / 4);
    const plain = replyFor(page, undefined, null);
    expect(plain.body!.equals(html)).toBe(true);
    expect(plain.headers['Content-Length']).toBe(String(html.length));
    expect(gunzipSync(replyFor(page, 'gzip', null).body!).equals(html)).toBe(true);
    pageCache.purgeAll();
  });

  it('keeps query variants (filters, pages, any widget id) in their capped share', () => {
    pageCache.purgeAll();
    const generation = pageCache.generation();
    pageCache.set('/articles/', makeCachedPage(200, {}, html), generation);
    for (let i = 0; i < groupCaps.variants + 20; i++)
      pageCache.set(`/articles/?e-page-w${i}=2`, makeCachedPage(200, {}, html), generation, 'variants');
    expect(pageCache.size()).toBe(groupCaps.variants + 1);
    expect(pageCache.get('/articles/')).toBeDefined();
    pageCache.purgeAll();
  });
});
