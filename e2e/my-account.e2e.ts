import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../mail/testing/smtp-test-server';
import { startServer, type RunningServer } from '../scripts/lib/server';
import { finishGuarded, guardedContext } from './guarded-context';
import { expectNoAxeViolations, launchBrowser } from './harness';

/**
 * The customer's account (issue 19) through a real server mailing through a real SMTP server: opening an
 * account, buying signed in with the details filled in, the order in the account and nowhere else,
 * signing out for good, and a forgotten password reset from the mail. Every account page axe-clean at
 * 390 and 1280 px.
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

const widths = [390, 1280] as const;

async function axeAtBothWidths(page: Page, label: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${label}, ${width} px`);
  }
}

async function register(page: Page, name: string, email: string, password: string) {
  await page.goto('/my-account/');
  const form = page.locator('form', { has: page.locator('input[name=action][value=register]') });
  await form.getByLabel(/^שם מלא/).fill(name);
  await form.getByLabel(/^דואר אלקטרוני/).fill(email);
  await form.getByLabel(/^סיסמה/).fill(password);
  await form.getByRole('button', { name: 'פתיחת החשבון' }).click();
  await page.waitForURL((u) => u.pathname === '/my-account/');
}

async function signInForm(page: Page, email: string, password: string) {
  const form = page.locator('form', { has: page.locator('input[name=action][value=sign-in]') });
  await form.getByLabel(/^דואר אלקטרוני/).fill(email);
  await form.getByLabel(/^סיסמה/).fill(password);
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/my-account/'));
  await form.getByRole('button', { name: 'כניסה' }).click();
  return (await answer).status();
}

/** What Payload's own API says about the session this page's cookie holds (as the studio would ask). */
const me = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/users/me')).json()) as { user: { email: string } | null }).user);

let orderNumber = 0;

describe('a customer account', () => {
  it('opens with the two forms, refusing bad input beside its fields', async () => {
    const ctx = await guardedContext(browser, server.url, { viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    const door = await page.goto('/my-account/');
    expect(door?.headers()['cache-control']).toBe('private, no-store');
    expect(await page.locator('.account__door h2').allTextContents()).toEqual(['כניסה לחשבון', 'פתיחת חשבון']);
    await axeAtBothWidths(page, '/my-account/ signed out');

    const form = page.locator('form', { has: page.locator('input[name=action][value=register]') });
    await form.getByLabel(/^שם מלא/).fill('ד');
    await form.getByLabel(/^דואר אלקטרוני/).fill('not-mail');
    await form.getByLabel(/^סיסמה/).fill('12345678');
    const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/my-account/'));
    await form.getByRole('button', { name: 'פתיחת החשבון' }).click();
    expect((await refused).status()).toBe(422);
    expect(await page.locator('#register-problems li').count()).toBe(3);
    expect(await page.locator('#register-password-error').textContent()).toContain('הנפוצות');
    expect(await page.locator('#register-email').inputValue()).toBe('not-mail');
    expect(await page.locator('#register-password').inputValue()).toBe('');
    await axeAtBothWidths(page, '/my-account/ with errors');

    await page.goto('/my-account/');
    expect(await signInForm(page, 'nobody@example.co.il', 'whatever-1234')).toBe(401);
    expect(await page.locator('#sign-in-problems').textContent()).toContain('המייל או הסיסמה אינם נכונים');
    await finishGuarded(ctx);
  });

  it('buys signed in, with the details filled in from the account, and finds the order there', async () => {
    const ctx = await guardedContext(browser, server.url, { viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    await register(page, 'מיכל ברק', 'michal@example.co.il', 'חוט-ומחט-2026');
    expect(await page.locator('h1').textContent()).toBe('שלום, מיכל ברק');
    expect(await page.locator('.account__empty').textContent()).toContain('עוד לא הוזמן');
    await axeAtBothWidths(page, '/my-account/ dashboard');

    await page.goto('/my-account/edit-address/');
    await page.getByLabel(/^טלפון/).fill('052-765 4321');
    await page.getByLabel(/^יישוב/).fill('חיפה');
    await page.getByLabel(/^רחוב/).fill('הנמל');
    await page.getByLabel(/^מספר בית/).fill('12');
    await page.getByRole('button', { name: 'שמירה' }).click();
    await page.waitForURL(/arig-sent=saved/);
    expect(await page.locator('.account__notice').textContent()).toBe('השינויים נשמרו.');
    expect(await page.getByLabel(/^יישוב/).inputValue()).toBe('חיפה');
    await axeAtBothWidths(page, '/my-account/edit-address/');

    await page.goto('/product/fabric-sample-kit/');
    for (const select of await page.locator('form.add-to-cart select').all()) await select.selectOption({ index: 1 });
    await page.locator('form.add-to-cart button').click();
    await page.waitForURL((u) => u.searchParams.has('arig-cart'));
    await page.goto('/checkout/');
    expect(await page.getByLabel(/^שם מלא/).inputValue()).toBe('מיכל ברק');
    expect(await page.getByLabel(/^דואר אלקטרוני/).inputValue()).toBe('michal@example.co.il');
    expect(await page.getByLabel(/^טלפון/).inputValue()).toBe('0527654321');
    await page.getByLabel('שליח עד הבית', { exact: false }).check();
    expect(await page.getByLabel(/^רחוב/).inputValue()).toBe('הנמל');
    await page.getByLabel('העברה בנקאית', { exact: false }).check();
    await page.getByLabel(/קראתי את התקנון/).check();
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=/);
    orderNumber = Number(/order-received\/(\d+)\//.exec(page.url())![1]);

    await page.goto('/my-account/orders/');
    const row = page.locator('.account__orders tbody tr');
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain(String(orderNumber));
    await axeAtBothWidths(page, '/my-account/orders/');
    await row.getByRole('link').click();
    await page.waitForURL(`**/my-account/view-order/${orderNumber}/`);
    expect(await page.locator('.order__facts').textContent()).toContain('בהמתנה');
    expect(await page.locator('.checkout__order').textContent()).toContain('ערכת דוגמאות');
    await axeAtBothWidths(page, '/my-account/view-order/');

    await page.goto('/my-account/edit-account/');
    await page.getByLabel(/^סיסמה חדשה/).fill('קצר');
    await page.getByRole('button', { name: 'שמירה' }).click();
    expect(await page.locator('#details-problems li').count()).toBe(2);
    await axeAtBothWidths(page, '/my-account/edit-account/ with errors');
    await finishGuarded(ctx);
  });

  it("keeps one customer's order from another, in the pages and in the API", async () => {
    const ctx = await guardedContext(browser, server.url, { viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    await register(page, 'יואב', 'yoav@example.co.il', 'אריג-ונול-2026');
    const other = await page.goto(`/my-account/view-order/${orderNumber}/`);
    expect(other?.status()).toBe(404);
    expect(await page.locator('.account__empty').textContent()).toContain('אין בחשבון הזה הזמנה');
    const api = await page.evaluate(async () => (await (await fetch('/api/orders')).json()) as { totalDocs: number });
    expect(api.totalDocs).toBe(0);
    // Customers have accounts for the shop, never for the studio.
    await page.goto('/admin/collections/orders');
    expect(await page.locator('a[href*="/admin/collections/orders/"]').count()).toBe(0);
    expect(page.url()).toMatch(/\/admin\/(unauthorized|login)/);
    await finishGuarded(ctx);
  });

  it('signs out for good: the old session cookie, replayed, is refused', async () => {
    const ctx = await guardedContext(browser, server.url, { viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    await page.goto('/my-account/');
    expect(await signInForm(page, 'michal@example.co.il', 'חוט-ומחט-2026')).toBe(303);
    expect((await me(page))?.email).toBe('michal@example.co.il');
    const session = (await ctx.cookies()).find((c) => c.name === 'payload-token')!;
    await page.goto('/product/fabric-testing-guide/');
    await page.locator('form.add-to-cart button').click();
    await page.waitForURL((u) => u.searchParams.has('arig-cart'));
    await page.goto('/my-account/');
    await page.getByRole('button', { name: 'יציאה מהחשבון' }).click();
    await page.waitForURL(/arig-sent=signed-out/);
    expect(await page.locator('.account__notice').textContent()).toBe('יצאת מהחשבון.');
    expect(await me(page)).toBeNull();
    // The cart stays with the account and leaves this browser.
    expect((await ctx.cookies()).map((c) => c.name)).not.toContain('arig_cart');
    await ctx.addCookies([session]);
    expect(await me(page)).toBeNull();
    expect((await page.goto('/my-account/orders/'))?.url()).toMatch(/\/my-account\/$/);
    await ctx.clearCookies();
    expect(await signInForm(page, 'michal@example.co.il', 'חוט-ומחט-2026')).toBe(303);
    expect((await ctx.cookies()).find((c) => c.name === 'arig_cart_count')?.value).toBe('1');
    await page.goto('/cart/');
    expect(await page.locator('main').textContent()).toContain('מדריך');
    await finishGuarded(ctx);
  });

  it('resets a forgotten password from the mailed link, once', async () => {
    const ctx = await guardedContext(browser, server.url, { viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    await page.goto('/my-account/');
    await page.getByRole('link', { name: 'שכחת סיסמה?' }).click();
    await axeAtBothWidths(page, '/my-account/lost-password/');
    await page.getByLabel(/^דואר אלקטרוני/).fill('michal@example.co.il');
    await page.getByRole('button', { name: 'שליחת קישור לאיפוס' }).click();
    await page.waitForURL(/arig-sent=lost/);
    expect(await page.locator('.checkout__section[role=status]').textContent()).toContain('אם יש חשבון');
    const resetMail = () => smtp.received.find((m) => m.parsed.subject === 'איפוס הסיסמה');
    for (let i = 0; i < 60 && !resetMail(); i++) await new Promise((r) => setTimeout(r, 250));
    const mail = resetMail();
    expect(mail!.recipients).toEqual(['michal@example.co.il']);
    const link = /https?:\/\/\S+\/my-account\/lost-password\/\?key=[0-9a-f]+/.exec(mail!.parsed.text ?? '')![0];
    const url = new URL(link);
    await page.goto(`${url.pathname}${url.search}`);
    expect(await page.locator('h1').textContent()).toBe('בחירת סיסמה חדשה');
    await axeAtBothWidths(page, '/my-account/lost-password/?key=');
    await page.getByLabel(/^סיסמה חדשה/).fill('בד-ארוג-חדש-9');
    await page.getByRole('button', { name: 'שמירת הסיסמה' }).click();
    await page.waitForURL(/arig-sent=reset/);
    expect(await page.locator('h1').textContent()).toBe('שלום, מיכל ברק');
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByLabel(/^סיסמה חדשה/).fill('עוד-אחת-לגמרי-7');
    await page.getByRole('button', { name: 'שמירת הסיסמה' }).click();
    expect(await page.locator('#lost-problems').textContent()).toContain('כבר שימש');
    await finishGuarded(ctx);
  });
});
