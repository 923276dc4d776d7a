import type { Payload } from 'payload';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTempPayload, testDialect } from '../cms/testing/temp-payload';
import type { MailBrand } from './content';
import { enqueueMail, type OutgoingMail } from './outbox';
import { startMailWorker, type MailWorker } from './outbox-worker';
import { registerSystemMailQueue } from './payload-adapter';
import { queueSystemMail } from './system-mail';
import { startSmtpTestServer, type SmtpTestServer } from './testing/smtp-test-server';
import { smtpTransport } from './transport';

let payload: Payload;
let cleanup: () => Promise<void>;
let smtp: SmtpTestServer;
let worker: MailWorker;
// The worker's clock is the real one (messages are queued as due now), moved forward by hand.
let skew = 0;
const clock = () => Date.now() + skew;
const brand: MailBrand = { siteName: 'אריג', siteUrl: 'http://localhost:3000', colour: '#0b5394' };
let seq = 0;

const mail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  kind: 'notification',
  to: ['owner@arig.example'],
  replyTo: 'visitor@example.com',
  subject: 'פנייה חדשה מהאתר',
  content: {
    heading: 'פנייה חדשה',
    paragraphs: ['התקבלה פנייה בטופס יצירת הקשר.'],
    fields: [
      { label: 'שם', value: '<script>alert(1)</script> דנה' },
      { label: 'הודעה', value: 'שורה אחת\nשורה שתיים & עוד' },
    ],
  },
  dedupeKey: `test:${(seq += 1)}`,
  ...overrides,
});

const rows = async () =>
  (await payload.find({ collection: 'mail-outbox', limit: 100, sort: 'id', overrideAccess: true, depth: 0 })).docs;

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
  smtp = await startSmtpTestServer();
  registerSystemMailQueue(queueSystemMail);
  worker = startMailWorker(payload, {
    transport: smtpTransport(smtp.url)!,
    now: clock,
    pollMs: 60_000,
    log: () => {},
  });
});

afterAll(async () => {
  await worker?.stop();
  await smtp?.stop();
  await cleanup?.();
});

beforeEach(async () => {
  await worker.drain();
  smtp.received.length = 0;
  await payload.delete({ collection: 'mail-outbox', where: { id: { exists: true } }, overrideAccess: true });
});

describe('the outbox', () => {
  it('delivers a queued message once: a complete RTL document and a text part, everything escaped', async () => {
    expect(await enqueueMail(payload, mail(), brand)).toBe('queued');
    await worker.drain();
    const [message] = await smtp.waitFor(1);
    expect(message!.recipients).toEqual(['owner@arig.example']);
    const { parsed } = message!;
    expect(parsed.subject).toBe('פנייה חדשה מהאתר');
    expect(parsed.replyTo?.text).toBe('visitor@example.com');
    expect(parsed.from?.value[0]?.address).toMatch(/^no-reply@/);
    expect(parsed.messageId).toMatch(/^<[0-9a-f-]{36}@.+>$/);
    expect(parsed.date).toBeInstanceOf(Date);
    const html = String(parsed.html);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="he" dir="rtl">/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; דנה');
    expect(html).not.toContain('<script>');
    expect(html).toContain('שורה שתיים &amp; עוד');
    expect(parsed.text).toContain('שם: <script>alert(1)</script> דנה');
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row!.messageId).toBe(parsed.messageId);
  });

  it('stores one message per key, however often it is queued', async () => {
    const once = mail({ dedupeKey: 'submission:7:owner:0' });
    expect(await enqueueMail(payload, once, brand)).toBe('queued');
    expect(await enqueueMail(payload, once, brand)).toBe('duplicate');
    const both = await Promise.all([
      enqueueMail(payload, mail({ dedupeKey: 'k2' }), brand),
      enqueueMail(payload, mail({ dedupeKey: 'k2' }), brand),
    ]);
    expect(both.sort()).toEqual(['duplicate', 'queued']);
    await worker.drain();
    await smtp.waitFor(2);
    expect(smtp.received).toHaveLength(2);
  });

  it('keeps CR/LF out of every header: no injected Bcc, no second subject', async () => {
    await enqueueMail(
      payload,
      mail({
        subject: 'שלום\r\nBcc: victim@evil.example\r\n\r\nbody',
        headers: { 'X-Test': 'a\r\nBcc: v@evil.example' },
      }),
      brand,
    );
    await worker.drain();
    const [message] = await smtp.waitFor(1);
    expect(message!.recipients).toEqual(['owner@arig.example']);
    expect(message!.raw).not.toMatch(/^Bcc:/m);
    expect(message!.parsed.subject).toBe('שלום Bcc: victim@evil.example body');
    expect(message!.parsed.headers.get('x-test')).toBe('a Bcc: v@evil.example');
  });

  it('marks advertisements "פרסומת" in the subject (anti-spam law §30A)', async () => {
    await enqueueMail(payload, mail({ kind: 'marketing', subject: 'מבצע חורף' }), brand);
    await enqueueMail(payload, mail({ kind: 'marketing', subject: 'פרסומת: כבר מסומן' }), brand);
    expect((await rows()).map((r) => r.subject)).toEqual(['פרסומת: מבצע חורף', 'פרסומת: כבר מסומן']);
  });

  it('retries with backoff while SMTP is down, and delivers once when it is back', async () => {
    await smtp.stop();
    await enqueueMail(payload, mail({ dedupeKey: 'down-1' }), brand);
    await worker.drain();
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(row!.nextAttemptAt!) - clock()).toBeGreaterThan(25_000);
    expect(Date.parse(row!.nextAttemptAt!) - clock()).toBeLessThanOrEqual(30_000);

    skew += 10_000; // not due yet: nothing is tried
    await worker.drain();
    expect((await rows())[0]!.attempts).toBe(1);

    await smtp.start();
    skew += 25_000;
    await worker.drain();
    await smtp.waitFor(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    await worker.drain();
    expect(smtp.received).toHaveLength(1);
  });

  it('takes over a message whose sender died mid-send once its lease has run out', async () => {
    // As a crashed process leaves it: claimed, lease still running.
    await payload.create({
      collection: 'mail-outbox',
      data: {
        kind: 'notification',
        to: 'owner@arig.example',
        subject: 'נתקעה בשליחה',
        html: '<!DOCTYPE html><html lang="he" dir="rtl"><body><p>x</p></body></html>',
        text: 'x',
        messageId: '<stuck-1@arig.example>',
        dedupeKey: 'stuck-1',
        status: 'sending',
        leaseUntil: new Date(clock() + 60_000).toISOString(),
      },
      overrideAccess: true,
    });
    await worker.drain();
    expect(smtp.received).toHaveLength(0);
    skew += 61_000;
    await worker.drain();
    const [message] = await smtp.waitFor(1);
    expect(message!.parsed.messageId).toBe('<stuck-1@arig.example>');
    expect((await rows())[0]!.status).toBe('sent');
  });

  it("sends Payload's own mail (a password reset) through the outbox, its link intact", async () => {
    await payload.create({
      collection: 'users',
      data: { email: 'reset@arig.example', password: 'secret-pass-1', name: 'איפוס', roles: ['editor'] },
      overrideAccess: true,
    });
    await payload.forgotPassword({ collection: 'users', data: { email: 'reset@arig.example' }, disableEmail: false });
    await worker.drain();
    const [message] = await smtp.waitFor(1);
    expect(message!.recipients).toEqual(['reset@arig.example']);
    expect(message!.parsed.text).toMatch(/\/admin\/reset\/[0-9a-f]{20,}/);
    expect(String(message!.parsed.html)).toMatch(/^<!DOCTYPE html><html lang="he" dir="rtl">/);
    expect((await rows())[0]).toMatchObject({ kind: 'system', status: 'sent' });
  });

  it('releases at start the claims a crashed process left (SQLite: one process sends; Postgres: when their lease ends)', async () => {
    await payload.create({
      collection: 'mail-outbox',
      data: {
        kind: 'notification',
        to: 'owner@arig.example',
        subject: 'נתפסה לפני קריסה',
        html: '<!DOCTYPE html><html lang="he" dir="rtl"><body><p>x</p></body></html>',
        text: 'x',
        messageId: '<claimed-1@arig.example>',
        dedupeKey: 'claimed-1',
        status: 'sending',
        leaseUntil: new Date(clock() + 120_000).toISOString(),
      },
      overrideAccess: true,
    });
    const restarted = startMailWorker(payload, {
      transport: smtpTransport(smtp.url)!,
      now: clock,
      pollMs: 60_000,
      log: () => {},
    });
    await restarted.drain();
    if (testDialect() === 'postgres') {
      // Another instance may be sending it: it waits for its lease.
      expect(smtp.received).toHaveLength(0);
      skew += 121_000;
      await restarted.drain();
    }
    const [message] = await smtp.waitFor(1);
    expect(message!.parsed.messageId).toBe('<claimed-1@arig.example>');
    await restarted.stop();
  });

  it('sends each message once when two workers (two instances) share the outbox', async () => {
    const second = startMailWorker(payload, {
      transport: smtpTransport(smtp.url)!,
      now: clock,
      pollMs: 60_000,
      log: () => {},
    });
    await second.drain();
    for (let i = 0; i < 12; i++) expect(await enqueueMail(payload, mail(), brand)).toBe('queued');
    await Promise.all([worker.drain(), second.drain(), worker.drain(), second.drain()]);
    await smtp.waitFor(12);
    await new Promise((r) => setTimeout(r, 300));
    const ids = smtp.received.map((m) => m.parsed.messageId);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect((await rows()).every((r) => r.status === 'sent')).toBe(true);
    await second.stop();
  });
});
