import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../cms/seed/users';
import { startSmtpTestServer, type SmtpTestServer } from '../mail/testing/smtp-test-server';
import { startServer, type RunningServer } from '../scripts/lib/server';
import { expectNoAxeViolationsWithoutJs } from './axe-without-js';
import { finishGuarded, guardedContext } from './guarded-context';
import { expectNoAxeViolations, launchBrowser } from './harness';
import { signIn } from './sign-in';

/**
 * Issue 19's first journeys: the checkout with the seeded shop's offline payments, through a real server
 * that mails through a real SMTP server on 127.0.0.1. Without JavaScript: errors beside their fields with
 * the values kept, an order placed once however often its form is posted, the order's page reached only
 * with its token, the buyer's and the owner's mail. With JavaScript: the address and the total follow the
 * chosen shipping. In the studio: a cancelled order tells its buyer.
 */
let smtp: SmtpTestServer;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  [server, browser] = await Promise.all([
    startServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'אריג <office@arig.example>' } }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

const mailTo = (address: string, subject: RegExp) =>
  smtp.received.filter((m) => m.recipients.includes(address) && subject.test(m.parsed.subject ?? ''));

async function waitForMail(address: string, subject: RegExp) {
  for (let i = 0; i < 60 && mailTo(address, subject).length === 0; i++) await new Promise((r) => setTimeout(r, 250));
  return mailTo(address, subject);
}

/** A guide (digital) and a sample kit in its first options (physical), added the way links and forms add them. */
async function fillCart(page: Page) {
  await page.goto('/product/fabric-testing-guide/');
  await page.locator('form.add-to-cart button').click();
  // Added before the next address is asked for (leaving at once could cancel the first add).
  await page.waitForURL((u) => u.searchParams.has('arig-cart'));
  await page.goto('/product/fabric-sample-kit/');
  for (const select of await page.locator('form.add-to-cart select').all()) await select.selectOption({ index: 1 });
  await page.locator('form.add-to-cart button').click();
  await page.waitForURL((u) => u.searchParams.has('arig-cart'));
}

async function fillBuyer(page: Page, email: string) {
  await page.getByLabel(/^שם מלא/).fill('נועה כהן');
  await page.getByLabel(/^טלפון/).fill('050-123 4567');
  await page.getByLabel(/^דואר אלקטרוני/).fill(email);
}

async function ordersOf(email: string) {
  const token = await signIn(server.url, demoUsers.admin);
  const res = await fetch(
    `${server.url}/api/orders?where[customer.email][equals]=${encodeURIComponent(email)}&depth=0`,
    {
      headers: { authorization: `JWT ${token}` },
    },
  );
  return ((await res.json()) as { docs: { id: number; number: number; status: string; total: number }[] }).docs;
}

describe('the checkout without JavaScript', () => {
  it('shows errors beside their fields, keeps the values, places one order however often it is posted, and mails it', async () => {
    const ctx = await guardedContext(browser, server.url, {
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await ctx.newPage();
    const empty = await page.goto('/checkout/');
    expect(empty?.headers()['cache-control']).toBe('private, no-store');
    // A private page is compressed too (site/lib/private-compression.ts).
    expect(empty?.headers()['content-encoding']).toBe('br');
    expect(await page.locator('main').textContent()).toContain('הסל ריק');

    await fillCart(page);
    await page.goto('/cart/');
    await page.getByRole('link', { name: 'המשך לתשלום' }).click();
    expect(new URL(page.url()).pathname).toBe('/checkout/');
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toContain('noindex');
    // The law's disclosure is on the page before the button: the seller, the delivery time and the cancellation terms.
    const disclosure = await page.locator('.checkout__disclosure').textContent();
    expect(disclosure).toContain('אריג הנדסת טקסטיל בע״מ');
    expect(disclosure).toContain('515550123');
    expect(disclosure).toContain('עד 5 ימי עסקים');
    expect(disclosure).toContain('14 ימים');

    await page.getByLabel(/^דואר אלקטרוני/).fill('noa@');
    await page.getByLabel('שליח עד הבית', { exact: false }).check();
    await page.getByLabel(/^יישוב/).fill('חיפה');
    const refused = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();
    expect((await refused).status()).toBe(422);
    const summary = page.locator('#checkout-problems');
    expect(await summary.locator('li').count()).toBe(6); // name, phone, e-mail, street, house, terms
    const email = page.getByLabel(/^דואר אלקטרוני/);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await email.getAttribute('aria-describedby')}`).textContent()).toContain(
      'כתובת דואר',
    );
    expect(await email.inputValue()).toBe('noa@');
    expect(await page.getByLabel(/^יישוב/).inputValue()).toBe('חיפה');
    await expectNoAxeViolationsWithoutJs(browser, server.url, page, '/checkout/ with errors, 390 px, no JavaScript');

    await fillBuyer(page, 'noa@example.co.il');
    await page.getByLabel(/^רחוב/).fill('הנמל');
    await page.getByLabel(/^מספר בית/).fill('12');
    await page.getByLabel(/קראתי את התקנון/).check();
    // The same form posted twice, as a double click or a retry after a lost answer would.
    const body = await page
      .locator('form.checkout__form')
      .evaluate((f) =>
        new URLSearchParams(new FormData(f as HTMLFormElement) as unknown as Record<string, string>).toString(),
      );
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=/);
    const orderUrl = page.url();
    expect(await page.locator('h1').textContent()).toBe('תודה! ההזמנה התקבלה');
    expect(await page.locator('.order__pay').textContent()).toContain('בנק לאומי (10), סניף 800');
    expect((await ctx.cookies()).find((c) => c.name === 'arig_cart_count')?.value).toBe('0');
    await expectNoAxeViolationsWithoutJs(browser, server.url, page, 'order received, 390 px, no JavaScript');

    const again = await page.request.post('/checkout/', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      data: body,
      maxRedirects: 0,
    });
    expect(again.status()).toBe(303);
    expect(new URL(again.headers().location!, server.url).href).toBe(orderUrl);
    const orders = await ordersOf('noa@example.co.il');
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'on-hold', total: 119 + 180 + 35 });

    // The order's page needs its token: the number alone, or another token, shows nothing.
    const url = new URL(orderUrl);
    expect((await page.request.get(url.pathname)).status()).toBe(404);
    expect((await page.request.get(`${url.pathname}?key=${'A'.repeat(32)}`)).status()).toBe(404);

    const [buyer] = await waitForMail('noa@example.co.il', /ההזמנה התקבלה/);
    expect(buyer?.parsed.text).toContain('בנק לאומי (10), סניף 800');
    expect(buyer?.parsed.text).toContain('14 ימים');
    expect(buyer?.parsed.text).toContain(url.pathname);
    const [owner] = await waitForMail('info@arig.example', new RegExp(`הזמנה חדשה ${orders[0]!.number}`));
    expect(owner?.parsed.replyTo?.text).toContain('noa@example.co.il');
    await finishGuarded(ctx);
  });
});

describe('the checkout with JavaScript', () => {
  it('asks for the address and shows the total of the chosen shipping only, and places an order paid on delivery', async () => {
    const ctx = await guardedContext(browser, server.url, { viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    await fillCart(page);
    await page.goto('/checkout/');
    const address = page.locator('.checkout__address');
    const totals = page.locator('.checkout__total:visible');
    await page.getByLabel(/^איסוף עצמי/).check();
    expect(await address.isVisible()).toBe(false);
    expect(await totals.count()).toBe(1);
    expect(await totals.textContent()).toContain('299.00');
    await expectNoAxeViolations(page, '/checkout/ with pickup, 1280 px');
    await page.getByLabel(/^שליח עד הבית/).check();
    expect(await address.isVisible()).toBe(true);
    expect(await totals.textContent()).toContain('334.00');
    await page.getByLabel(/^תשלום במסירה/).check();
    await expectNoAxeViolations(page, '/checkout/ with the courier and payment on delivery, 1280 px');

    await fillBuyer(page, 'dana@example.co.il');
    // A coupon typed in small letters applies with everything typed kept; the total follows.
    await page.getByLabel('קוד קופון').fill('welcome10');
    await page.getByRole('button', { name: 'החלה' }).click();
    await page.waitForLoadState();
    expect(await page.locator('.checkout__notice').textContent()).toBe('הקופון WELCOME10 הוחל.');
    expect(await page.getByLabel(/^דואר אלקטרוני/).inputValue()).toBe('dana@example.co.il');
    expect(await page.getByLabel(/^תשלום במסירה/).isChecked()).toBe(true);
    expect(await totals.textContent()).toContain('304.10');
    await expectNoAxeViolations(page, '/checkout/ with a coupon applied, 1280 px');
    await page.getByLabel(/^יישוב/).fill('תל אביב');
    await page.getByLabel(/^רחוב/).fill('דיזנגוף');
    await page.getByLabel(/^מספר בית/).fill('50');
    await page.getByLabel(/קראתי את התקנון/).check();
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();
    await page.waitForURL(/\/checkout\/order-received\//);
    expect(await page.locator('.order__facts').textContent()).toContain('בטיפול');
    expect(await page.locator('.order__pay').textContent()).toContain('התשלום בעת המסירה');
    expect(await page.locator('.checkout__lines').textContent()).toContain('הנחה (WELCOME10)');
    await expectNoAxeViolations(page, 'order received, 1280 px');
    await finishGuarded(ctx);
  });
});

describe("the owner's thank-you page", () => {
  it('receives the buyer with their order in the purchase summary, shown to them alone', async () => {
    const token = await signIn(server.url, demoUsers.admin);
    const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' };
    const pages = await (
      await fetch(`${server.url}/api/pages?where[slug][equals]=quick-order&depth=0`, { headers: auth })
    ).json();
    const quickOrder = (pages as { docs: { id: number }[] }).docs[0]!.id;
    const set = await fetch(`${server.url}/api/globals/shop-settings`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ thankYouPage: quickOrder }),
    });
    expect(set.status).toBe(200);
    const ctx = await guardedContext(browser, server.url, {
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await ctx.newPage();
    await page.goto('/product/fabric-testing-guide/');
    await page.locator('form.add-to-cart button').click();
    await page.goto('/checkout/');
    await fillBuyer(page, 'thanks@example.co.il');
    await page.getByLabel(/קראתי את התקנון/).check();
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();
    await page.waitForURL(
      (u) => u.pathname === '/quick-order/' && u.searchParams.has('order') && u.searchParams.has('key'),
    );
    const summary = page.locator('.w-purchase-summary');
    expect(await summary.locator('.order__facts').textContent()).toContain('העברה בנקאית');
    expect(await summary.locator('.checkout__lines').textContent()).toContain('מדריך בדיקות בד');
    await expectNoAxeViolationsWithoutJs(browser, server.url, page, 'thank-you page with the purchase summary, 390 px');
    // The same page with another key, or none, shows no order; the page cache never keeps the buyer's.
    const url = new URL(page.url());
    const forged = await (
      await fetch(`${server.url}/quick-order/?order=${url.searchParams.get('order')}&key=${'B'.repeat(32)}`)
    ).text();
    expect(forged).not.toContain('w-purchase-summary');
    const plain = await fetch(`${server.url}/quick-order/`);
    expect(await plain.text()).not.toContain('thanks@example.co.il');
    const again = await fetch(`${server.url}/quick-order/${url.search}`);
    expect(again.headers.get('cache-control')).toBe('private, no-store');
    await fetch(`${server.url}/api/globals/shop-settings`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ thankYouPage: null }),
    });
    await finishGuarded(ctx);
  });
});

describe('cancelling a purchase online', () => {
  it('takes a cancellation request from the footer without JavaScript, keeps it, and tells owner and buyer', async () => {
    const ctx = await guardedContext(browser, server.url, {
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await ctx.newPage();
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'ביטול עסקה' }).click();
    expect(new URL(page.url()).pathname).toBe('/cancel-order/');
    await page.getByRole('button', { name: 'שליחת בקשת הביטול' }).click();
    expect(await page.locator('#cancel-problems li').count()).toBe(2);
    await expectNoAxeViolationsWithoutJs(
      browser,
      server.url,
      page,
      '/cancel-order/ with errors, 390 px, no JavaScript',
    );
    const [order] = await ordersOf('noa@example.co.il');
    await page.getByLabel(/^שם מלא/).fill('נועה כהן');
    await page.getByLabel(/^דואר אלקטרוני/).fill('noa@example.co.il');
    await page.getByLabel(/^מספר הזמנה/).fill(String(order!.number));
    await page.getByLabel(/^מה לבטל/).fill('את כל ההזמנה, הזמנתי בטעות.');
    await page.getByRole('button', { name: 'שליחת בקשת הביטול' }).click();
    await page.waitForURL(/arig-sent=cancel/);
    expect(await page.getByRole('status').textContent()).toContain('בקשת הביטול התקבלה');
    const [owner] = await waitForMail('info@arig.example', /בקשת ביטול עסקה: נועה כהן/);
    expect(owner?.parsed.text).toContain(`הזמנה ${order!.number}`);
    expect(owner?.parsed.text).not.toContain('לא נמצאה הזמנה');
    const [buyer] = await waitForMail('noa@example.co.il', /קיבלנו את בקשת הביטול/);
    expect(buyer?.parsed.text).toContain('התקבלה');
    await finishGuarded(ctx);
  });
});

describe('a lost order', () => {
  it('sends its link to the e-mail it was placed with, and says the same whether or not it matched', async () => {
    const ctx = await guardedContext(browser, server.url, {
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await ctx.newPage();
    await page.goto('/my-account/find-order/');
    await page.getByRole('button', { name: 'שליחת הקישור' }).click();
    expect(await page.locator('#find-problems li').count()).toBe(2);
    await expectNoAxeViolationsWithoutJs(
      browser,
      server.url,
      page,
      '/my-account/find-order/ with errors, 390 px, no JavaScript',
    );
    const [order] = await ordersOf('noa@example.co.il');
    const ask = async (email: string) => {
      await page.goto('/my-account/find-order/');
      await page.getByLabel(/^דואר אלקטרוני/).fill(email);
      await page.getByLabel(/^מספר הזמנה/).fill(String(order!.number));
      await page.getByRole('button', { name: 'שליחת הקישור' }).click();
      await page.waitForURL(/arig-sent=find-order/);
      return page.getByRole('status').textContent();
    };
    const stranger = await ask('someone-else@example.co.il');
    expect(await ask('noa@example.co.il')).toBe(stranger);
    const [mail] = await waitForMail('noa@example.co.il', /הקישור להזמנה/);
    expect(mailTo('someone-else@example.co.il', /הקישור להזמנה/)).toEqual([]);
    const link = /https?:\/\/\S+\/checkout\/order-received\/\d+\/\?key=[\w-]+/.exec(mail?.parsed.text ?? '')?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    expect(await page.locator('.order__facts').textContent()).toContain(String(order!.number));
    await finishGuarded(ctx);
  });
});

describe('orders in the studio', () => {
  it('tells the buyer when the shop cancels the order', async () => {
    const [order] = await ordersOf('dana@example.co.il');
    const token = await signIn(server.url, demoUsers.admin);
    const res = await fetch(`${server.url}/api/orders/${order!.id}`, {
      method: 'PATCH',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'cancelled' }),
    });
    expect(res.status).toBe(200);
    const [told] = await waitForMail('dana@example.co.il', new RegExp(`${order!.number}: בוטלה`));
    expect(told?.parsed.text).toContain('ההזמנה בוטלה');
    const back = await fetch(`${server.url}/api/orders/${order!.id}`, {
      method: 'PATCH',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'processing' }),
    });
    expect(back.status).toBe(400);
    expect(JSON.stringify(await back.json())).toContain('כבר החזירה את המלאי');
  });
});
