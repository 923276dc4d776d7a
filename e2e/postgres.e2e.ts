import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../cms/seed/users';
import { startTempPostgres, type TempPostgres } from '../cms/testing/temp-postgres';
import { startServer, type RunningServer } from '../scripts/lib/server';
import { launchBrowser, newContext } from './harness';
import { signIn } from './sign-in';

/**
 * The production server on PostgreSQL (issue 23): started as on SQLite (migrated and seeded on its first
 * start), then read, shopped and edited through its real doors. The other journeys run on SQLite; the
 * data layer's rules run on both in the integration tests.
 */
let postgres: TempPostgres;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  postgres = await startTempPostgres();
  server = await startServer({ databaseUrl: postgres.url });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await postgres?.stop();
});

const get = (path: string) => fetch(new URL(path, server.url), { redirect: 'manual' });

describe('arig on PostgreSQL', () => {
  it('is ready with every migration applied, and serves the seeded site', async () => {
    const ready = await get('/readyz');
    expect(await ready.json()).toEqual({ ready: true, checks: { database: true, migrations: true, build: true } });
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
});
