import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xssCorpus } from '../builder/xss-corpus';
import { demoUsers } from '../cms/seed/users';
import { startSmtpTestServer, type SmtpTestServer } from '../mail/testing/smtp-test-server';
import { startServer, type RunningServer } from '../scripts/lib/server';
import { copySeedTemplate, seedTemplateVariable } from '../scripts/lib/seed-template';
import { finishGuarded, guardedContext } from './guarded-context';
import { expectNoAxeViolations, launchBrowser } from './harness';
import { signIn } from './sign-in';
import { expectNoAxeViolationsWithoutJs } from './axe-without-js';

/**
 * Issue 16's journeys on a real server that sends through a real SMTP server on 127.0.0.1: the contact
 * form without and with JavaScript (keyboard only), the newsletter's double opt-in, a crash right after
 * a submit, and hostile answers in the studio. Form posts per address are limited (20 / 10 min): the
 * crash test's restart comes midway and starts the count again.
 */
let smtp: SmtpTestServer;
let server: RunningServer;
let browser: Browser;
let dir: string;
let databaseUrl: string;
const ownerAddress = 'info@arig.example';

const start = () =>
  startServer({
    databaseUrl,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'אריג <office@arig.example>', MEDIA_DIR: path.join(dir, 'media') },
  });

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'arig-forms-'));
  databaseUrl = `file:${path.join(dir, 'arig.db')}`;
  // npm test's seeded site, copied (the restart below keeps this folder); run alone, the first start seeds.
  const template = process.env[seedTemplateVariable];
  if (template) await copySeedTemplate(template, dir);
  smtp = await startSmtpTestServer();
  [server, browser] = await Promise.all([start(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
  await rm(dir, { recursive: true, force: true });
});

/** Submissions as the studio holds them (REST as the admin). */
async function submissionsNamed(name: string) {
  const token = await signIn(server.url, demoUsers.admin);
  const res = await fetch(
    `${server.url}/api/form-submissions?where[visitorName][equals]=${encodeURIComponent(name)}&depth=0`,
    {
      headers: { authorization: `JWT ${token}` },
    },
  );
  return ((await res.json()) as { docs: { id: number; spam: boolean }[] }).docs;
}

const mailTo = (address: string, subject: RegExp) =>
  smtp.received.filter((m) => m.recipients.includes(address) && subject.test(m.parsed.subject ?? ''));

/** The render token is timed: a person needs more than 3 s to fill a form, so the journeys wait as long. */
const humanPause = (page: Page) => page.waitForTimeout(3_100);

async function fillContact(page: Page, name: string, email: string) {
  await page.getByLabel('שם מלא').fill(name);
  await page
    .getByLabel(/^דוא"ל/)
    .first()
    .fill(email);
  await page.getByLabel('נושא הפנייה').selectOption('lab');
  await page.getByLabel(/^ההודעה/).fill('שלום,\nאשמח לבדיקת עמידות צבע לבד כותנה.');
  await page.getByLabel(/אני מסכים\/ה שאריג תשמור/).check();
}

describe('the contact form without JavaScript', () => {
  it('returns errors next to their fields with the values kept, then thanks and mails owner and visitor', async () => {
    const ctx = await guardedContext(browser, server.url, {
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await ctx.newPage();
    await page.goto('/contact/');
    const form = page.locator('form[data-form]').first();
    await page.getByLabel('שם מלא').fill('דנה כהן');
    await page
      .getByLabel(/^דוא"ל/)
      .first()
      .fill('dana@');
    const answer = page.waitForResponse((r) => r.request().method() === 'POST');
    await form.getByRole('button', { name: 'שליחת ההודעה' }).click();
    expect((await answer).status()).toBe(422);
    await page.waitForLoadState();

    const summary = page.getByRole('alert').filter({ hasText: 'יש לתקן' });
    expect(await summary.locator('li').count()).toBe(4); // e-mail, subject, message, privacy
    expect(await page.getByLabel('שם מלא').inputValue()).toBe('דנה כהן');
    const email = page.getByLabel(/^דוא"ל/).first();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const described = (await email.getAttribute('aria-describedby'))!;
    expect(await page.locator(`#${described}`).textContent()).toContain('כתובת הדוא"ל אינה תקינה');
    await expectNoAxeViolationsWithoutJs(browser, server.url, page, '/contact/ with errors, 390 px, no JavaScript');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolationsWithoutJs(browser, server.url, page, '/contact/ with errors, 1280 px, no JavaScript');

    await fillContact(page, 'דנה כהן', 'dana@example.com');
    await humanPause(page);
    await form.getByRole('button', { name: 'שליחת ההודעה' }).click();
    await page.waitForURL(/\?arig-sent=\d+#/);
    await page.getByRole('status').filter({ hasText: 'תודה! קיבלנו את פנייתך' }).waitFor();
    await expectNoAxeViolationsWithoutJs(browser, server.url, page, '/contact/ after sending, 1280 px, no JavaScript');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolationsWithoutJs(browser, server.url, page, '/contact/ after sending, 390 px, no JavaScript');
    await finishGuarded(ctx);

    await smtp.waitFor(2);
    const [owner] = mailTo(ownerAddress, /פנייה חדשה מהאתר: דנה כהן/);
    const [reply] = mailTo('dana@example.com', /קיבלנו את פנייתך/);
    expect(owner!.parsed.replyTo?.value[0]?.address).toBe('dana@example.com');
    expect(owner!.parsed.from?.value[0]?.address).toBe('office@arig.example');
    expect(String(owner!.parsed.html)).toMatch(/^<!DOCTYPE html><html lang="he" dir="rtl">/);
    expect(String(owner!.parsed.html)).toContain('בדיקות מעבדה');
    expect(reply!.parsed.text).toContain('שלום דנה כהן');
  });
});

describe('the contact form with JavaScript, by keyboard', () => {
  it('shows errors in place with focus on the summary, then announces the thank-you; one submission', async () => {
    const ctx = await guardedContext(browser, server.url, { viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    await page.goto('/contact/');
    const name = page.getByLabel('שם מלא');
    // The form's code comes as it nears the viewport, after load: before it, the form posts as without it.
    await expect.poll(() => name.evaluate((el) => el.closest('form')?.dataset.enhanced)).toBe('yes');
    await name.focus();
    await page.keyboard.type('יוסי לוי');
    await page.keyboard.press('Tab'); // phone
    await page.keyboard.press('Tab'); // e-mail
    await page.keyboard.type('yossi@');
    await page.getByRole('button', { name: 'שליחת ההודעה' }).focus();
    await page.keyboard.press('Enter');

    const summary = page.getByRole('alert').filter({ hasText: 'יש לתקן' });
    await summary.waitFor();
    expect(page.url()).toMatch(/\/contact\/$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('w-form__summary');
    expect(
      await page
        .getByLabel(/^דוא"ל/)
        .first()
        .getAttribute('aria-invalid'),
    ).toBe('true');
    await expectNoAxeViolations(page, '/contact/ with inline errors, 1280 px');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page, '/contact/ with inline errors, 390 px');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The summary's link takes the keyboard to the field.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('email');
    await page.keyboard.press('End');
    await page.keyboard.type('example.com');
    await page.getByLabel('נושא הפנייה').selectOption('consulting');
    await page.getByLabel(/^ההודעה/).fill('שאלה קצרה.');
    await page.getByLabel(/אני מסכים\/ה שאריג תשמור/).focus();
    await page.keyboard.press('Space');
    await humanPause(page);
    const button = page.getByRole('button', { name: 'שליחת ההודעה' });
    await button.focus();
    // A double press sends once.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const done = page.getByRole('status').filter({ hasText: 'תודה! קיבלנו את פנייתך' });
    await done.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('w-form__sent');
    await expectNoAxeViolations(page, '/contact/ after sending in place, 1280 px');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page, '/contact/ after sending in place, 390 px');
    await finishGuarded(ctx);
    expect(await submissionsNamed('יוסי לוי')).toHaveLength(1);
  });
});

describe('a crash right after a submit', () => {
  it('keeps the submission once and sends its mail once, after a kill -9 and a restart', async () => {
    const html = await (await fetch(`${server.url}/contact/`)).text();
    const formId = /name="_arig_form" value="(\d+)"/.exec(html)![1]!;
    const token = /name="_arig_token" value="([^"]+)"/.exec(html)![1]!;
    await new Promise((r) => setTimeout(r, 3_100));
    const body = new URLSearchParams({
      _arig_form: formId,
      _arig_token: token,
      name: 'קריסה בדיקה',
      email: 'crash@example.com',
      subject: 'other',
      message: 'נשלח רגע לפני שהשרת נפל.',
      privacy: 'yes',
    });
    const res = await fetch(`${server.url}/contact/`, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: { origin: server.url },
    });
    expect(res.status).toBe(303);
    process.kill(-server.pid, 'SIGKILL');
    await server.stop();
    server = await start();
    await expect.poll(() => mailTo('crash@example.com', /קיבלנו את פנייתך/).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => mailTo(ownerAddress, /קריסה בדיקה/).length, { timeout: 20_000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(mailTo(ownerAddress, /קריסה בדיקה/)).toHaveLength(1);
    expect(await submissionsNamed('קריסה בדיקה')).toHaveLength(1);
  });
});

describe('the newsletter', () => {
  it('signs up from the footer, confirms by the mailed link, and leaves by one-click POST; the consent stays', async () => {
    const ctx = await guardedContext(browser, server.url, { viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    await page.goto('/about/');
    const footer = page.locator('.site-footer__newsletter');
    await footer.scrollIntoViewIfNeeded();
    await footer.getByLabel('דוא"ל').fill('noa@example.com');
    await footer.getByLabel('שם (לא חובה)').fill('נועה');
    await footer.getByLabel(/אני מאשר\/ת לקבל מאריג דיוור/).check();
    await humanPause(page);
    await footer.getByRole('button', { name: 'הרשמה' }).click();
    await footer.getByRole('status').filter({ hasText: 'שלחנו אליך הודעה לאישור ההרשמה' }).waitFor();
    // The form's region: scrolled this far, links above it sit under the page's fixed mobile header.
    await expectNoAxeViolations(page, 'footer sign-up sent, 390 px', '.site-footer__newsletter');

    await expect.poll(() => mailTo('noa@example.com', /אישור הרשמה/).length, { timeout: 15_000 }).toBe(1);
    const [confirm] = mailTo('noa@example.com', /אישור הרשמה/);
    const link = /(http:\/\/[^\s]+\/newsletter\/confirm\/\?t=[\w.-]+)/.exec(String(confirm!.parsed.text))![1]!;
    await page.goto(link.replace(/^http:\/\/[^/]+/, ''));
    await expectNoAxeViolations(page, 'newsletter confirm page');
    await page.getByRole('button', { name: 'אישור ההרשמה' }).click();
    await page.getByRole('status').filter({ hasText: 'ההרשמה אושרה' }).waitFor();
    await finishGuarded(ctx);

    const head = confirm!.raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
    const oneClick = /^List-Unsubscribe: <([^>]+)>$/m.exec(head)![1]!;
    const left = await fetch(oneClick.replace(/^http:\/\/[^/]+/, server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(left.status).toBe(200);
    // The removal link in the message's text leads to the same place: already removed.
    const leave = /(http:\/\/[^\s]+\/newsletter\/unsubscribe\/\?t=[\w.-]+)/.exec(String(confirm!.parsed.text))![1]!;
    const again = await guardedContext(browser, server.url, { viewport: { width: 390, height: 844 } });
    const leavePage = await again.newPage();
    await leavePage.goto(leave.replace(/^http:\/\/[^/]+/, ''));
    await leavePage.getByRole('button', { name: 'הסרה מהרשימה' }).click();
    await leavePage.getByRole('status').filter({ hasText: 'כבר הוסרת מהרשימה' }).waitFor();
    await expectNoAxeViolations(leavePage, 'newsletter removal page');
    await finishGuarded(again);

    const token = await signIn(server.url, demoUsers.admin);
    const list = await fetch(`${server.url}/api/subscribers?where[email][equals]=noa@example.com`, {
      headers: { authorization: `JWT ${token}` },
    });
    const [subscriber] = (
      (await list.json()) as { docs: { status: string; consent: { text: string }; history: { status: string }[] }[] }
    ).docs;
    expect(subscriber!.status).toBe('unsubscribed');
    expect(subscriber!.consent.text).toMatch(/^אני מאשר\/ת לקבל מאריג דיוור/);
    expect(subscriber!.history.map((h) => h.status)).toEqual(['pending', 'confirmed', 'unsubscribed']);
  });
});

describe('hostile answers', () => {
  it('stay text in the studio (list, submission, outbox message) and in the mail', async () => {
    const html = await (await fetch(`${server.url}/contact/`)).text();
    const formId = /name="_arig_form" value="(\d+)"/.exec(html)![1]!;
    const token = /name="_arig_token" value="([^"]+)"/.exec(html)![1]!;
    await new Promise((r) => setTimeout(r, 3_100));
    const marker = `xss-${Date.now().toString(36)}`;
    const payloads = xssCorpus.slice(0, 12).join(' ');
    const res = await fetch(`${server.url}/contact/`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.url },
      body: new URLSearchParams({
        _arig_form: formId,
        _arig_token: token,
        name: `${marker} <img src=x onerror=alert(1)>`,
        email: 'xss@example.com',
        phone: '',
        subject: 'other',
        message: payloads,
        privacy: 'yes',
      }),
    });
    expect(res.status).toBe(303);
    await expect.poll(() => mailTo(ownerAddress, new RegExp(marker)).length, { timeout: 15_000 }).toBe(1);
    const [mail] = mailTo(ownerAddress, new RegExp(marker));
    expect(String(mail!.parsed.html)).not.toMatch(/<(script|img|svg|iframe)\b/i);

    const ctx = await guardedContext(browser, server.url, { viewport: { width: 1280, height: 900 } });
    const dialogs: string[] = [];
    ctx.on('page', (p) => p.on('dialog', (d) => (dialogs.push(d.message()), d.dismiss())));
    const page = await ctx.newPage();
    page.on('dialog', (d) => (dialogs.push(d.message()), void d.dismiss()));
    await page.goto('/admin/login');
    await page.fill('#field-email', demoUsers.admin.email);
    await page.fill('#field-password', demoUsers.admin.password);
    await page.click('button[type=submit]');
    await page.waitForURL(/\/admin\/?$/);
    await page.goto('/admin/collections/form-submissions');
    await page.locator('td', { hasText: marker }).first().waitFor();
    const [submission] = await submissionsNamed(`${marker} <img src=x onerror=alert(1)>`);
    await page.goto(`/admin/collections/form-submissions/${submission!.id}`);
    await page.getByText('התשובות').first().waitFor();
    const outbox = await (
      await fetch(`${server.url}/api/mail-outbox?where[subject][contains]=${marker}&depth=0`, {
        headers: { authorization: `JWT ${await signIn(server.url, demoUsers.admin)}` },
      })
    ).json();
    await page.goto(`/admin/collections/mail-outbox/${outbox.docs[0].id}`);
    await page.frameLocator('iframe[title="תצוגת ההודעה כפי שתתקבל"]').locator('h1', { hasText: marker }).waitFor();
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    await finishGuarded(ctx);
  });
});

describe('the owner exports submissions', () => {
  it('as CSV for Excel (BOM, Hebrew headers, one row per submission), and only as staff', async () => {
    const anonymous = await fetch(`${server.url}/api/form-submissions/export`);
    expect(anonymous.status).toBe(403);
    const token = await signIn(server.url, demoUsers.editor);
    const res = await fetch(`${server.url}/api/form-submissions/export`, {
      headers: { authorization: `JWT ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="form-submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(csv.startsWith('\uFEFF"תאריך","טופס","מצב","ספאם"')).toBe(true);
    expect(csv).toContain('"דנה כהן"');
    expect(csv).toContain('"קריסה בדיקה"');
    const bad = await fetch(`${server.url}/api/form-submissions/export?from=yesterday`, {
      headers: { authorization: `JWT ${token}` },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/^פרמטרים לא תקינים/);
  });
});
