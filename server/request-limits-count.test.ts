import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createRequestLimits, requestLimits } from './request-limits';

let server: Server | undefined;
afterEach(
  () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);

/**
 * A stand-in for the studio that refuses every sign-in the way Next may: the whole answer (with its
 * length) goes out through `write`, and `end` comes only later.
 */
async function listenRefusingLateEnd(): Promise<string> {
  const limits = createRequestLimits();
  server = createServer(async (req, res) => {
    if (await limits.guard(req, res, new URL(req.url ?? '/', 'http://x').pathname)) return;
    const body = JSON.stringify({ errors: [{ message: 'wrong' }] });
    res.statusCode = 401;
    res.setHeader('content-length', Buffer.byteLength(body));
    res.write(body);
    setTimeout(() => res.end(), 100);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

describe('failed sign-ins', () => {
  it('are counted as the answer’s head goes out, so the next attempt already sees the count', async () => {
    const url = await listenRefusingLateEnd();
    const attempt = () => fetch(`${url}/api/users/login`, { method: 'POST', body: '{}' });
    for (let i = 0; i < requestLimits.loginFailures.limit; i++) {
      const res = await attempt();
      expect(res.status).toBe(401);
      await res.text();
    }
    const over = await attempt();
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('form posts to site pages', () => {
  it('are limited per address; the refusal is Hebrew JSON for the island and a Hebrew page otherwise', async () => {
    const limits = createRequestLimits();
    server = createServer(async (req, res) => {
      if (await limits.guard(req, res, new URL(req.url ?? '/', 'http://x').pathname)) return;
      res.writeHead(303, { location: '/contact/?arig-sent=1' }).end();
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    const post = (accept = 'text/html') =>
      fetch(`${url}/contact/`, { method: 'POST', body: 'a=1', redirect: 'manual', headers: { accept } });
    for (let i = 0; i < requestLimits.formPosts.limit; i++) expect((await post()).status).toBe(303);
    const page = await post();
    expect(page.status).toBe(429);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('נשלחו יותר מדי טפסים');
    const json = await post('application/json');
    expect(json.status).toBe(429);
    expect(((await json.json()) as { message: string }).message).toMatch(/^נשלחו יותר מדי טפסים/);
    // Studio and endpoint posts have limits of their own; a GET is never counted.
    expect((await fetch(`${url}/contact/`, { redirect: 'manual' })).status).toBe(303);
  });
});
