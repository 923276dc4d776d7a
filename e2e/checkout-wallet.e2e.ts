import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../cms/seed/users';
import { startFakePayPal, type FakePayPal } from '../data/shop/payments/testing/fake-paypal';
import { startServer, type RunningServer } from '../scripts/lib/server';
import { finishGuarded, guardedContext } from './guarded-context';
import { expectNoAxeViolations, launchBrowser } from './harness';
import { signIn } from './sign-in';

/**
 * Paying with PayPal in the browser (issue 19), through a local fake of PayPal's API and approval page on
 * 127.0.0.1: approved and back to the order (captured once), and cancelled on PayPal's page with the cart
 * kept. PayPal's real hosts are never reached.
 */
let paypal: FakePayPal;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  paypal = await startFakePayPal({ webhookUrl: () => `${server.url}/wp-json/arig/v1/payments/paypal` });
  [server, browser] = await Promise.all([
    startServer({
      env: {
        PAYPAL_CLIENT_ID: 'fake-client-id',
        PAYPAL_CLIENT_SECRET: 'fake-client-secret',
        PAYPAL_WEBHOOK_ID: 'WH-fake',
        PAYPAL_API_BASE: paypal.url,
      },
    }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await paypal?.stop();
});

async function ordersOf(email: string) {
  const token = await signIn(server.url, demoUsers.admin);
  const res = await fetch(
    `${server.url}/api/orders?where[customer.email][equals]=${encodeURIComponent(email)}&depth=0`,
    {
      headers: { authorization: `JWT ${token}` },
    },
  );
  return ((await res.json()) as { docs: { status: string; paymentMethod: string }[] }).docs;
}

describe('paying with PayPal', () => {
  it('approves on PayPal’s page and comes back to the order, captured once; or cancels with the cart kept', async () => {
    const ctx = await guardedContext(browser, server.url, { viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    await page.goto('/product/fabric-testing-guide/');
    await page.locator('form.add-to-cart button').click();
    await page.waitForURL((u) => u.searchParams.has('arig-cart'));
    const checkout = async (email: string) => {
      await page.goto('/checkout/');
      await page.getByLabel(/^שם מלא/).fill('נועה כהן');
      await page.getByLabel(/^טלפון/).fill('050-1234567');
      await page.getByLabel(/^דואר אלקטרוני/).fill(email);
      await page.getByLabel(/^PayPal/).check();
      if (email === 'wallet-cancel@example.co.il')
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 844 });
          await expectNoAxeViolations(page, `checkout with PayPal chosen, ${width} px`);
        }
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByLabel(/קראתי את התקנון/).check();
      await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();
      await page.waitForURL((u) => u.origin === paypal.url);
    };
    await checkout('wallet-cancel@example.co.il');
    await page.getByRole('link', { name: 'ביטול וחזרה לחנות' }).click();
    await page.waitForURL(/\/checkout\/\?payment=cancelled/);
    expect(await page.locator('.checkout__lines tbody tr').count()).toBe(1);

    await checkout('wallet@example.co.il');
    const captures = paypal.captures;
    await page.getByRole('button', { name: 'אישור התשלום' }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=/);
    expect(await page.locator('.order__facts').textContent()).toContain('PayPal');
    expect(await page.locator('.order__pay').first().textContent()).toContain('התשלום ב-PayPal התקבל');
    await expectNoAxeViolations(page, 'order received after PayPal, 390 px');
    expect(paypal.captures).toBe(captures + 1);
    expect(await ordersOf('wallet@example.co.il')).toEqual([
      expect.objectContaining({ paymentMethod: 'wallet', status: 'processing' }),
    ]);
    expect(await ordersOf('wallet-cancel@example.co.il')).toEqual([]);
    await finishGuarded(ctx);
  });
});
