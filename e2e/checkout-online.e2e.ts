import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../cms/seed/users';
import { startFakePayPal, type FakePayPal } from '../data/shop/payments/testing/fake-paypal';
import { startFakeStripe, type FakeStripe } from '../data/shop/payments/testing/fake-stripe';
import { startServer, type RunningServer } from '../scripts/lib/server';
import { finishGuarded, guardedContext } from './guarded-context';
import { expectNoAxeViolations, launchBrowser } from './harness';
import { signIn } from './sign-in';

/**
 * Online payments in the browser (issue 19), one server with both providers, each through a local fake of
 * its API and its page on 127.0.0.1 (the real `stripe` SDK on the server talks to the fake Stripe; the
 * PayPal client to the fake PayPal). By card: paid and back, declined and back, paid with the tab closed
 * (the webhook alone makes the order), the page that says the payment is being confirmed. With PayPal:
 * approved and back (captured once), cancelled with the cart kept. The real hosts are never reached.
 */
const webhookSecret = 'whsec_journey000000000000';
let stripe: FakeStripe;
let paypal: FakePayPal;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  stripe = await startFakeStripe({ webhookUrl: () => `${server.url}/wp-json/arig/v1/payments/stripe`, webhookSecret });
  paypal = await startFakePayPal({ webhookUrl: () => `${server.url}/wp-json/arig/v1/payments/paypal` });
  [server, browser] = await Promise.all([
    startServer({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_journey0000',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_BASE: stripe.url,
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
  await stripe?.stop();
  await paypal?.stop();
});

let adminToken: string | null = null;

async function ordersOf(email: string) {
  // One sign-in for the file: polling with a sign-in each time would also count against the login limit.
  adminToken ??= await signIn(server.url, demoUsers.admin);
  const token = adminToken;
  const res = await fetch(
    `${server.url}/api/orders?where[customer.email][equals]=${encodeURIComponent(email)}&depth=0`,
    {
      headers: { authorization: `JWT ${token}` },
    },
  );
  return ((await res.json()) as { docs: { number: number; status: string; paymentMethod: string }[] }).docs;
}

/** A guide in the cart, the checkout filled for a card payment, and on to Stripe's page. */
async function toStripe(page: Page, email: string, axeLabel?: string) {
  await page.goto('/product/fabric-testing-guide/');
  await page.locator('form.add-to-cart button').click();
  await page.waitForURL((u) => u.searchParams.has('arig-cart'));
  await page.goto('/checkout/');
  await page.getByLabel(/^שם מלא/).fill('נועה כהן');
  await page.getByLabel(/^טלפון/).fill('050-1234567');
  await page.getByLabel(/^דואר אלקטרוני/).fill(email);
  await page.getByLabel(/^כרטיס אשראי/).check();
  if (axeLabel) await expectNoAxeViolations(page, axeLabel);
  await page.getByLabel(/קראתי את התקנון/).check();
  await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();
  await page.waitForURL((u) => u.origin === stripe.url);
  return new URL(page.url()).pathname.split('/').pop()!;
}

describe('paying by card', () => {
  it('pays on the provider’s page and comes back to the order, made once', async () => {
    const ctx = await guardedContext(browser, server.url, { viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    await page.goto('/checkout/');
    await toStripe(page, 'card@example.co.il', 'checkout with the card chosen, 1280 px');
    // Before paying, the return page says the payment is being confirmed (never that it failed).
    const attempt = [...stripe.sessions.values()].at(-1)!.attempt!;
    const early = await ctx.newPage();
    await early.goto(`/checkout/return/?attempt=${attempt}`);
    expect(await early.locator('h1').textContent()).toBe('התשלום בבדיקה');
    await expectNoAxeViolations(early, 'payment being confirmed, 1280 px');
    await early.close();

    await page.getByRole('button', { name: 'תשלום', exact: true }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=/);
    expect(await page.locator('.order__pay').first().textContent()).toContain('התשלום בכרטיס התקבל');
    expect(await page.locator('.order__facts').textContent()).toContain('כרטיס אשראי');
    const orderUrl = page.url();
    // The return address opened again (a reload, a second tab) leads to the same order.
    await page.goto(`/checkout/return/?attempt=${attempt}`);
    expect(page.url()).toBe(orderUrl);
    expect(await ordersOf('card@example.co.il')).toEqual([
      expect.objectContaining({ status: 'processing', paymentMethod: 'card' }),
    ]);
    await finishGuarded(ctx);
  });

  it('comes back from a declined card with the cart kept and a clear message', async () => {
    const ctx = await guardedContext(browser, server.url, { viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    await toStripe(page, 'declined@example.co.il', 'checkout with the card chosen, 390 px');
    await page.getByRole('button', { name: 'כרטיס שנדחה' }).click();
    expect(await page.getByRole('alert').textContent()).toContain('נדחה');
    await page.getByRole('link', { name: 'חזרה לחנות' }).click();
    await page.waitForURL(/\/checkout\/\?payment=cancelled/);
    expect(await page.locator('#checkout-problems').textContent()).toContain('הסל שמור');
    expect(await page.locator('.checkout__lines tbody tr').count()).toBe(1);
    await expectNoAxeViolations(page, 'checkout after a cancelled payment, 390 px');
    expect(await ordersOf('declined@example.co.il')).toEqual([]);
    await finishGuarded(ctx);
  });

  it('buys now from the builder’s payment buttons: the checkout opens with the product and the card chosen', async () => {
    const ctx = await guardedContext(browser, server.url, { javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto('/quick-order/');
    await page.getByRole('link', { name: /^קנייה בכרטיס אשראי/ }).click();
    await page.waitForURL((u) => u.pathname === '/checkout/');
    expect(await page.getByLabel(/^כרטיס אשראי/).isChecked()).toBe(true);
    expect(await page.locator('.checkout__lines tbody').textContent()).toContain('מדריך בדיקות בד');
    await finishGuarded(ctx);
  });

  it('makes the order from the webhook alone when the buyer closes the tab after paying', async () => {
    const ctx = await guardedContext(browser, server.url);
    const page = await ctx.newPage();
    await toStripe(page, 'closed@example.co.il');
    // Each step bounded on its own, so a stall names its step instead of running into the test's timeout.
    await page.getByRole('button', { name: 'תשלום וסגירת הלשונית' }).click({ timeout: 15_000 });
    await page.getByText('שולם.').waitFor({ timeout: 15_000 });
    await page.close({ runBeforeUnload: false });
    // The webhook arrives on its own, a moment after the payment.
    for (let i = 0; i < 60 && (await ordersOf('closed@example.co.il')).length === 0; i++)
      await new Promise((r) => setTimeout(r, 250));
    expect(await ordersOf('closed@example.co.il')).toEqual([expect.objectContaining({ status: 'processing' })]);
    const id = [...stripe.sessions.values()].at(-1)!.id;
    // Replayed, and forged: neither makes anything new.
    expect((await stripe.send('checkout.session.completed', id)).status).toBe(200);
    expect((await stripe.send('checkout.session.completed', id, 'bad')).status).toBe(400);
    expect(await ordersOf('closed@example.co.il')).toHaveLength(1);
    await finishGuarded(ctx);
  });
});

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
