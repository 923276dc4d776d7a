import { GetObjectCommand } from '@aws-sdk/client-s3';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../cms/seed/users';
import { startTempPostgres, type TempPostgres } from '../cms/testing/temp-postgres';
import { startTempS3, type TempS3 } from '../cms/testing/temp-s3';
import { startServer, type RunningServer } from '../scripts/lib/server';
import { requestLimits } from '../server/request-limits';
import { cartApiPath } from '../site/lib/shop/cart-api';
import { launchBrowser, newContext } from './harness';
import { signIn } from './sign-in';

/**
 * The production server on PostgreSQL (issue 23): started as on SQLite (migrated and seeded on its first
 * start), then read, shopped and edited through its real doors. The other journeys run on SQLite; the
 * data layer's rules run on both in the integration tests. Its media are in an S3 bucket (s3rver, on
 * loopback), as several instances keep them: the seed's pictures, and uploads through either instance.
 */
let postgres: TempPostgres;
let server: RunningServer;
let browser: Browser;
let s3: TempS3;
/** MEDIA_DIR, given to both instances: with a bucket it must stay empty. */
let media: string;

beforeAll(async () => {
  postgres = await startTempPostgres();
  s3 = await startTempS3();
  media = await mkdtemp(path.join(os.tmpdir(), 'arig-shared-media-'));
  server = await startServer({ databaseUrl: postgres.url, env: { MEDIA_DIR: media, ...s3.env } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await postgres?.stop();
  await s3?.stop();
  await rm(media, { recursive: true, force: true });
});

const get = (path: string) => fetch(new URL(path, server.url), { redirect: 'manual' });

describe('arig on PostgreSQL', () => {
  it('is ready with every migration applied, and serves the seeded site', async () => {
    const ready = await get('/readyz');
    expect(await ready.json()).toEqual({
      ready: true,
      checks: { database: true, migrations: true, build: true, media: true },
    });
    for (const [path, text] of [
      ['/', 'אריג'],
      ['/articles/', 'מאמרים'],
      ['/shop/', 'חנות'],
      ['/product/fabric-sample-kit/', 'ערכת דוגמאות'],
      ['/wp-sitemap-posts-post-1.xml', '<urlset'],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(text);
    }
  });

  it("keeps the seed's pictures in the bucket, not in MEDIA_DIR, and serves the ones a page shows from there", async () => {
    const keys = await s3.keys();
    const library = (await (await get('/api/media?depth=0&limit=500')).json()) as {
      docs: { filename: string; sizes?: Record<string, { filename?: string | null }> }[];
    };
    const files = library.docs.flatMap((d) => [d.filename, ...Object.values(d.sizes ?? {}).map((s) => s.filename)]);
    expect(library.docs.length).toBeGreaterThan(0);
    expect(keys).toEqual(expect.arrayContaining(files.filter((f): f is string => !!f)));
    expect(await readdir(media)).toEqual([]);
    const shown = [...(await (await get('/shop/')).text()).matchAll(/\/media\/[^\s"',)]+/g)].map((m) => m[0]);
    expect(shown.length).toBeGreaterThan(0);
    for (const src of new Set(shown)) {
      const res = await get(src);
      expect(res.status, src).toBe(200);
      expect(res.headers.get('cache-control'), src).toBe('public, max-age=2592000');
      expect(keys, src).toContain(decodeURIComponent(src.slice('/media/'.length)));
      await res.arrayBuffer();
    }
  });

  it('keeps a visitor’s cart through the no-JavaScript doors, shows it only to them, and places it as an order', async () => {
    const { context } = await newContext(browser, server.url, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/quick-order/');
    const id = await page.locator('.w-add-to-cart a').getAttribute('data-product_id');
    await page.goto(`/quick-order/?add-to-cart=${id}`);
    await page.locator('.w-notices .shop-notice').waitFor();
    await page.goto('/cart/');
    await page.fill('.cart__qty', '2');
    await page.press('.cart__qty', 'Enter');
    expect(await page.locator('.shop-notice').textContent()).toBe('הסל עודכן.');
    expect(await page.inputValue('.cart__qty')).toBe('2');
    expect(await page.locator('.cart__total').textContent()).toContain('1,900.00');
    const stranger = await (await get('/cart/')).text();
    expect(stranger).toContain('סל הקניות ריק');
    // The order is placed in one PostgreSQL transaction: stock, number, order, cart and mail together.
    await page.goto('/checkout/');
    await page.getByLabel(/^שם מלא/).fill('נועה כהן');
    await page.getByLabel(/^טלפון/).fill('050-1234567');
    await page.getByLabel(/^דואר אלקטרוני/).fill('noa@example.co.il');
    await page.getByLabel(/קראתי את התקנון/).check();
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();
    await page.waitForURL(/\/checkout\/order-received\/1001\/\?key=/);
    expect(await page.locator('.order__facts').textContent()).toContain('1,900.00');
    expect(await page.locator('.order__pay').textContent()).toContain('מספר ההזמנה 1001');
    await page.goto('/cart/');
    expect(await page.locator('main').textContent()).toContain('סל הקניות ריק');
    await context.close();
  });

  it('publishes a page from the studio that every reader then gets, the cache purged', async () => {
    expect((await get('/postgres-check/')).status).toBe(404);
    const token = await signIn(server.url, demoUsers.admin);
    const created = await fetch(`${server.url}/api/pages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ title: 'נבדק על PostgreSQL', slug: 'postgres-check', _status: 'published' }),
    });
    expect(created.status).toBe(201);
    const page = await get('/postgres-check/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('נבדק על PostgreSQL');
    expect(await (await get('/wp-sitemap-posts-page-1.xml')).text()).toContain('/postgres-check/');
  });

  describe('with a second instance on the same database', () => {
    let second: RunningServer;
    beforeAll(async () => {
      second = await startServer({ databaseUrl: postgres.url, env: { MEDIA_DIR: media, ...s3.env } });
    });
    afterAll(async () => {
      await second?.stop();
    });

    it('purges the other instance’s kept pages when a page is published through one (LISTEN/NOTIFY)', async () => {
      const token = await signIn(server.url, demoUsers.admin);
      const about = (await (
        await fetch(`${server.url}/api/pages?where[slug][equals]=about&depth=0`, {
          headers: { authorization: `JWT ${token}` },
        })
      ).json()) as { docs: { id: number }[] };
      for (let i = 0; i < 2; i++) expect((await fetch(`${second.url}/about/`)).status).toBe(200);
      const changed = await fetch(`${server.url}/api/pages/${about.docs[0]!.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ title: 'אודות, מהמופע הראשון' }),
      });
      expect(changed.status).toBe(200);
      let seen = '';
      for (let i = 0; i < 40 && !seen.includes('אודות, מהמופע הראשון'); i++) {
        if (i > 0) await new Promise((r) => setTimeout(r, 125));
        seen = await (await fetch(`${second.url}/about/`)).text();
      }
      expect(seen).toContain('אודות, מהמופע הראשון');
    });

    it('serves a picture uploaded through one instance from the other (one S3 bucket, nothing on disk)', async () => {
      const token = await signIn(server.url, demoUsers.editor);
      const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a5a2b' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'shared-upload.png');
      form.append('_payload', JSON.stringify({ alt: 'דוגמת צבע' }));
      const uploaded = await fetch(`${server.url}/api/media`, {
        method: 'POST',
        headers: { authorization: `JWT ${token}` },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const { doc } = (await uploaded.json()) as { doc: { filename: string } };
      expect(await s3.keys()).toContain(doc.filename);
      const served = await fetch(`${second.url}/media/${encodeURIComponent(doc.filename)}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toMatch(/^image\//);
      const stored = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: doc.filename }));
      expect(
        Buffer.from(await served.arrayBuffer()).equals(Buffer.from(await stored.Body!.transformToByteArray())),
      ).toBe(true);
      expect(await readdir(media)).toEqual([]);
    });

    it('holds a rate limit reached through one instance on the other (the counts are in Postgres)', async () => {
      const ask = (url: string) =>
        fetch(`${url}/api/users/forgot-password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'nobody@example.co.il' }),
        });
      for (let i = 0; i < requestLimits.forgotPassword.limit; i++)
        expect((await ask(i % 2 ? second.url : server.url)).status, `request ${i + 1}`).not.toBe(429);
      const over = await ask(second.url);
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await ask(server.url)).status).toBe(429);
    });

    it('keeps every add to one cart made through both instances at once (the cart’s lock is the database’s)', async () => {
      const token = await signIn(server.url, demoUsers.admin);
      const made = await fetch(`${server.url}/api/products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({
          ...{ _status: 'published', kind: 'physical', title: 'חוט לדוגמה', slug: 'sample-yarn' },
          ...{ price: 5, stockMode: 'unlimited' },
        }),
      });
      const product = ((await made.json()) as { doc: { id: number } }).doc.id;
      const add = (base: string, cookie = '') =>
        fetch(`${base}${cartApiPath}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base, cookie },
          body: JSON.stringify({ product, quantity: 1 }),
        });
      const first = await add(server.url);
      const cookie = first.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const adds = await Promise.all(
        Array.from({ length: 16 }, (_, n) => add(n % 2 ? second.url : server.url, cookie)),
      );
      expect(adds.map((r) => r.status)).toEqual(Array(16).fill(200));
      const cart = (await (await fetch(`${second.url}${cartApiPath}`, { headers: { cookie } })).json()) as {
        lines: { quantity: number }[];
      };
      expect(cart.lines.map((l) => l.quantity)).toEqual([17]);
    });

    it('sells the last units once across both instances (the checkout’s lock is the database’s)', async () => {
      const token = await signIn(server.url, demoUsers.admin);
      const made = await fetch(`${server.url}/api/products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({
          _status: 'published',
          kind: 'physical',
          title: 'גליל אחרון',
          // Its own slug each attempt, so the retry of a stalled run can create it again.
          slug: `last-roll-${Date.now().toString(36)}`,
          price: 50,
          stockMode: 'count',
          stockCount: 3,
        }),
      });
      const product = ((await made.json()) as { doc: { id: number } }).doc.id;
      const buy = async (base: string, n: number) => {
        const added = await fetch(`${base}/?add-to-cart=${product}`, { redirect: 'manual' });
        const cookie = added.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
        const html = await (await fetch(`${base}/checkout/`, { headers: { cookie } })).text();
        const form = /<form[^>]*class="checkout__form"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
        const hidden = Object.fromEntries(
          [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
        );
        const body = new URLSearchParams({
          ...hidden,
          name: 'קונה מקבילי',
          phone: '0501234567',
          email: `buyer${n}@example.co.il`,
          shipping: 'pickup',
          payment: 'bank-transfer',
          terms: 'on',
        });
        const placed = await fetch(`${base}/checkout/`, {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' },
          body,
        });
        return placed.status;
      };
      const statuses = await Promise.all(Array.from({ length: 10 }, (_, n) => buy(n % 2 ? second.url : server.url, n)));
      // Three orders placed (303 to the thank-you page), seven told the stock ran out (409); a failure prints them all.
      expect(statuses.toSorted()).toEqual([...Array(3).fill(303), ...Array(7).fill(409)]);
      const orders = (await (
        await fetch(`${server.url}/api/orders?where[lines.product][equals]=${product}&depth=0&limit=20`, {
          headers: { authorization: `JWT ${token}` },
        })
      ).json()) as { docs: { number: number }[] };
      expect(orders.docs).toHaveLength(3);
      expect(new Set(orders.docs.map((o) => o.number)).size).toBe(3);
      const left = (await (
        await fetch(`${server.url}/api/products/${product}?depth=0`, { headers: { authorization: `JWT ${token}` } })
      ).json()) as { stockCount: number };
      expect(left.stockCount).toBe(0);
    });
  });
});
