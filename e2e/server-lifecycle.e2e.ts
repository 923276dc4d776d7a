import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect as netConnect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useServerUnderTest } from './server-under-test';

/**
 * The production server's own life (issue 23): health and readiness, metrics, its request log, and a
 * graceful stop under load. A server of its own, since the last test stops it.
 */
const site = useServerUnderTest();
const { get } = site;

describe('health, readiness and a graceful stop (last: this stops the server)', () => {
  /** A raw connection to the server that writes its request only when asked; answers the status line. */
  const connectedSocket = (port: number) =>
    new Promise<{ ask(path: string): Promise<string> }>((resolve, reject) => {
      const socket = netConnect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      const answered = new Promise<string>((done) => {
        socket.on('close', () => done(text.split('\r\n')[0] ?? ''));
        socket.on('error', (err: NodeJS.ErrnoException) => done(err.code ?? err.message));
      });
      socket.once('error', reject);
      socket.once('connect', () =>
        resolve({
          ask(path) {
            socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`);
            return answered;
          },
        }),
      );
    });

  /** One request on a connection of its own: its status and body length, or the connection's error code. */
  const once = (path: string) =>
    new Promise<{ status?: number; bytes?: number; error?: string }>((resolve) => {
      const req = httpRequest(new URL(path, site.server.url), { agent: false }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode, bytes }));
        res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
      });
      req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
      req.end();
    });

  it('answers /healthz and /readyz with what it checked, never from the cache', async () => {
    const health = await get('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({
      ready: true,
      checks: { database: true, migrations: true, build: true, media: true },
    });
    expect((await get('/readyz', { method: 'POST' })).status).toBe(405);
  });

  it('answers /metrics to the private network (Prometheus text: requests, the page cache, the mail queue)', async () => {
    await (await get('/about/')).text();
    await (await get('/about/')).text();
    const res = await get('/metrics');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^arig_http_requests_total\{kind="page",status="2xx"\} [1-9]\d*$/m);
    expect(text).toMatch(/^arig_page_cache_reads_total\{result="hit"\} [1-9]\d*$/m);
    expect(text).toMatch(/^arig_page_cache_entries [1-9]\d*$/m);
    expect(text).toMatch(/^arig_mail_outbox_pending \d+$/m);
    // Through a proxy the request may come from anywhere: without the token, refused.
    expect((await get('/metrics', { headers: { 'X-Forwarded-For': '203.0.113.7' } })).status).toBe(403);
  });

  it('logs one JSON line per request, with the id it answers in X-Request-Id and no query string', async () => {
    const res = await get('/about/?s=secret-term', { headers: { 'X-Request-Id': 'contract-test-0001' } });
    expect(res.headers.get('x-request-id')).toBe('contract-test-0001');
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = (await readFile(site.server.logFile, 'utf8'))
      .split('\n')
      .filter((l) => l.includes('contract-test-0001'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      id: 'contract-test-0001',
      method: 'GET',
      path: '/about/',
      status: 200,
    });
    expect(lines[0]).not.toContain('secret-term');
  });

  it('on SIGTERM finishes every request it had started, refuses new ones, and exits 0', async () => {
    // Thirty renders at once (page variants are rendered, not served from the cache), one connection each.
    const started = Array.from({ length: 30 }, (_, i) => once(`/articles/?e-page-stop${i}=2`));
    const first = await Promise.race(started);
    expect(first.status).toBe(200);
    // A client that has connected but not yet written its request (a loaded machine, a slow network).
    const slow = await connectedSocket(site.server.port);
    // The first answer means the others were accepted: every one of them must be answered in full.
    process.kill(site.server.pid, 'SIGTERM');
    const results = await Promise.all(started);
    expect(results.filter((r) => r.status !== 200)).toEqual([]);
    expect(results.every((r) => (r.bytes ?? 0) > 10_000)).toBe(true);
    // Its request comes once the server has nothing else in flight, and is answered too.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await slow.ask('/about/')).toBe('HTTP/1.1 200 OK');
    expect(await site.server.exited).toBe('exit 0');
    // It ran its shutdown to the end (the mail outbox stopped, the database closed), not out of work first.
    await expect.poll(() => readFile(site.server.logFile, 'utf8')).toContain('▸ נסגר.');
    expect((await once('/')).error).toBe('ECONNREFUSED');
  });
});
