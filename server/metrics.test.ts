import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics, isPrivateAddress, mayReadMetrics, metricsPath, requestKind } from './metrics';

describe('requestKind', () => {
  it('sorts addresses into a few kinds, whatever is asked', () => {
    expect(
      [
        '/',
        '/about/',
        '/wp-json/arig/v1/cart',
        '/admin/collections/pages',
        '/media/a.webp',
        '/_astro/x.js',
        '/favicon.svg',
        '/readyz',
        '/metrics',
      ].map(requestKind),
    ).toEqual(['page', 'page', 'api', 'studio', 'media', 'asset', 'asset', 'health', 'health']);
  });
});

describe('isPrivateAddress', () => {
  it('admits loopback and private ranges, IPv4-mapped too, and nothing public', () => {
    for (const a of [
      '127.0.0.1',
      '10.2.3.4',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.9',
      '::1',
      '::ffff:10.0.0.1',
      'fd00::1',
      'fe80::1',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of [
      '8.8.8.8',
      '172.32.0.1',
      '172.15.0.1',
      '192.169.0.1',
      '2001:db8::1',
      '::ffff:8.8.8.8',
      '',
      undefined,
    ])
      expect(isPrivateAddress(a), String(a)).toBe(false);
  });
});

describe('mayReadMetrics', () => {
  const token = 'a-long-enough-scrape-token-0001';
  const req = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

  it('lets in the private network directly, and anyone with the token', () => {
    expect(mayReadMetrics(req('10.0.0.5'), undefined)).toBe(true);
    expect(mayReadMetrics(req('203.0.113.7', { authorization: `Bearer ${token}` }), token)).toBe(true);
  });

  it('refuses the public, a forwarded request without the token, and a wrong or partial token', () => {
    expect(mayReadMetrics(req('203.0.113.7'), token)).toBe(false);
    expect(mayReadMetrics(req('10.0.0.5', { 'x-forwarded-for': '203.0.113.7' }), token)).toBe(false);
    expect(mayReadMetrics(req('10.0.0.5', { forwarded: 'for=203.0.113.7' }), undefined)).toBe(false);
    expect(mayReadMetrics(req('203.0.113.7', { authorization: `Bearer ${token.slice(0, -1)}` }), token)).toBe(false);
    expect(mayReadMetrics(req('203.0.113.7', { authorization: 'Bearer ' }), undefined)).toBe(false);
  });
});

describe('createMetrics over HTTP', () => {
  let server: Server;
  let base: string;
  let depth = 3;
  beforeAll(async () => {
    const metrics = createMetrics({ queueDepth: async () => depth });
    server = createServer((req, res) => {
      const pathname = new URL(req.url ?? '/', 'http://x').pathname;
      metrics.track(req, res, pathname);
      if (pathname === metricsPath) return void metrics.answer(req, res);
      if (pathname === '/cached/') res.setHeader('X-Cache', 'HIT');
      res.writeHead(pathname === '/missing/' ? 404 : 200).end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('counts requests by kind and status, page-cache hits and misses, and reads the queue at each scrape', async () => {
    for (const path of ['/cached/', '/cached/', '/rendered/', '/missing/', '/wp-json/arig/v1/cart'])
      await (await fetch(base + path)).text();
    const scrape = await fetch(base + metricsPath);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = await scrape.text();
    expect(text).toContain('arig_http_requests_total{kind="page",status="2xx"} 3');
    expect(text).toContain('arig_http_requests_total{kind="page",status="4xx"} 1');
    expect(text).toContain('arig_http_requests_total{kind="api",status="2xx"} 1');
    expect(text).toContain('arig_page_cache_reads_total{result="hit"} 2');
    expect(text).toContain('arig_page_cache_reads_total{result="miss"} 1');
    expect(text).toMatch(/arig_http_request_duration_seconds_count\{kind="page"\} 4/);
    expect(text).toContain('arig_mail_outbox_pending 3');
    expect(text).toMatch(/^arig_process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^arig_page_cache_bytes \d+/m);
    depth = 0;
    expect(await (await fetch(base + metricsPath)).text()).toContain('arig_mail_outbox_pending 0');
  });

  it('refuses what is not a read, and a forwarded request without the token, in Hebrew', async () => {
    expect((await fetch(base + metricsPath, { method: 'POST' })).status).toBe(405);
    const forwarded = await fetch(base + metricsPath, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
    expect(forwarded.status).toBe(403);
    expect(forwarded.headers.get('www-authenticate')).toBe('Bearer');
    expect(await forwarded.text()).toContain('המדדים זמינים רק מהרשת הפנימית');
  });
});
