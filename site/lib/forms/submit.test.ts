import type { Payload } from 'payload';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toLexical } from '../../../cms/seed/lexical';
import { startTempPayload } from '../../../cms/testing/temp-payload';
import type { MailWorker } from '../../../mail/outbox-worker';
import { startSmtpTestServer, type SmtpTestServer } from '../../../mail/testing/smtp-test-server';
import { smtpTransport } from '../../../mail/transport';
import type { SubmitInput } from './submit';
import { issueFormToken } from './token';

// These reach cms/payload.config, which reads DATABASE_URL on import: loaded once the temp database is set.
let submitForm: typeof import('./submit').submitForm;
let completePendingSubmissions: typeof import('./sweep').completePendingSubmissions;
let followNewsletterLink: typeof import('../newsletter/subscriptions').followNewsletterLink;

let payload: Payload;
let cleanup: () => Promise<void>;
let smtp: SmtpTestServer;
let worker: MailWorker;
let formId: number;
let seq = 0;

const full = { desktop: '100', tablet: '100', mobile: '100' };

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
  ({ submitForm } = await import('./submit'));
  ({ completePendingSubmissions } = await import('./sweep'));
  ({ followNewsletterLink } = await import('../newsletter/subscriptions'));
  const { startMailWorker } = await import('../../../mail/outbox-worker');
  smtp = await startSmtpTestServer();
  worker = startMailWorker(payload, { transport: smtpTransport(smtp.url)!, pollMs: 60_000, log: () => {} });
  await payload.updateGlobal({ slug: 'site-settings', data: { businessName: 'אריג' }, overrideAccess: true });
  const form = await payload.create({
    collection: 'forms',
    data: {
      title: 'פנייה',
      submitButtonLabel: 'שליחה',
      confirmationType: 'message',
      confirmationMessage: toLexical([{ type: 'p', text: 'תודה!' }]),
      fields: [
        { blockType: 'text', name: 'name', label: 'שם', required: true, width: full },
        { blockType: 'email', name: 'email', label: 'דוא"ל', required: true, width: full },
        { blockType: 'textarea', name: 'message', label: 'הודעה', required: true, width: full },
        { blockType: 'acceptance', name: 'news', label: 'ניוזלטר', consentText: 'מאשר/ת דיוור', width: full },
      ],
      emails: [
        {
          emailTo: 'owner@arig.example',
          replyTo: '{{email}}',
          subject: 'פנייה מ{{name}}',
          message: 'פנייה חדשה.\n\n{{*}}',
        },
        { emailTo: '{{email}}', subject: 'קיבלנו את פנייתך', message: 'שלום {{name}}, תודה!' },
      ],
      newsletterConsentField: 'news',
    } as never,
    overrideAccess: true,
  });
  formId = form.id;
});

afterAll(async () => {
  await worker?.stop();
  await smtp?.stop();
  await cleanup?.();
});

beforeEach(async () => {
  await worker.drain();
  smtp.received.length = 0;
});

const fields = (values: Record<string, string>) => new Map(Object.entries(values).map(([k, v]) => [k, [v]]));
const input = (values: Record<string, string>, extra: Partial<SubmitInput> = {}): SubmitInput => ({
  formId,
  fields: fields(values),
  files: new Map(),
  token: issueFormToken(formId, Date.now() - 10_000),
  honeypot: '',
  once: `once-key-${(seq += 1)}`,
  sourcePath: '/contact/',
  now: Date.now(),
  ...extra,
});
const submissions = async () =>
  (await payload.find({ collection: 'form-submissions', limit: 100, sort: 'id', overrideAccess: true, depth: 0 })).docs;

describe('a visitor submits the contact form', () => {
  it('stores it once, then the owner and the visitor each get one RTL, escaped message', async () => {
    const before = (await submissions()).length;
    const outcome = await submitForm(
      payload,
      input({
        name: 'דנה <img src=x onerror=alert(1)>',
        email: 'Dana@Example.com',
        message: 'שלום\r\nBcc: x@evil.example',
      }),
    );
    expect(outcome.kind).toBe('sent');
    const stored = (await submissions()).slice(before);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      visitorEmail: 'dana@example.com',
      spam: false,
      mailState: 'queued',
      status: 'unread',
    });

    await worker.drain();
    const messages = await smtp.waitFor(2);
    const owner = messages.find((m) => m.recipients[0] === 'owner@arig.example')!;
    const reply = messages.find((m) => m.recipients[0] === 'dana@example.com')!;
    expect(owner.recipients).toEqual(['owner@arig.example']);
    expect(owner.parsed.replyTo?.value[0]?.address).toBe('dana@example.com');
    expect(owner.parsed.from?.value[0]?.address).not.toBe('dana@example.com');
    expect(owner.parsed.subject).toBe('פנייה מדנה <img src=x onerror=alert(1)>');
    expect(String(owner.parsed.html)).toContain('דנה &lt;img src=x onerror=alert(1)&gt;');
    expect(String(owner.parsed.html)).not.toContain('<img src=x');
    expect(String(owner.parsed.html)).toMatch(/^<!DOCTYPE html><html lang="he" dir="rtl">/);
    expect(owner.raw.split('\r\n\r\n')[0]).not.toMatch(/^Bcc:/im);
    expect(reply.recipients).toEqual(['dana@example.com']);
    expect(reply.parsed.subject).toBe('קיבלנו את פנייתך');
    expect(reply.parsed.text).toContain('שלום דנה <img src=x onerror=alert(1)>, תודה!');
  });

  it('stores a double click or a retried request once, and mails once', async () => {
    const before = (await submissions()).length;
    const same = input({ name: 'יוסי', email: 'yossi@example.com', message: 'פעמיים' });
    const outcomes = await Promise.all([submitForm(payload, same), submitForm(payload, same)]);
    await submitForm(payload, same);
    expect(outcomes.map((o) => o.kind)).toEqual(['sent', 'sent']);
    expect((await submissions()).length - before).toBe(1);
    await worker.drain();
    await smtp.waitFor(2);
    await worker.drain();
    expect(smtp.received).toHaveLength(2);
  });

  it('answers a wrong submission with every error, storing nothing', async () => {
    const before = (await submissions()).length;
    const outcome = await submitForm(payload, input({ name: '', email: 'nope', message: 'x' }));
    expect(outcome).toMatchObject({
      kind: 'invalid',
      errors: { name: 'נא למלא: שם', email: expect.stringContaining('אינה תקינה') },
    });
    expect((await submissions()).length).toBe(before);
  });

  it('keeps spam without mailing it, and thanks the bot all the same', async () => {
    const before = (await submissions()).length;
    const valid = { name: 'בוט', email: 'bot@example.com', message: 'קנו עכשיו' };
    const trap = await submitForm(payload, input(valid, { honeypot: 'http://spam.example' }));
    const fast = await submitForm(payload, input(valid, { token: issueFormToken(formId, Date.now() - 500) }));
    const forged = await submitForm(payload, input(valid, { token: 'x.y.z.w' }));
    expect([trap.kind, fast.kind, forged.kind]).toEqual(['sent', 'sent', 'sent']);
    const stored = (await submissions()).slice(before);
    expect(stored.map((s) => [s.spam, s.spamReason])).toEqual([
      [true, 'מולא השדה הנסתר (מלכודת לתוכנות)'],
      [true, 'נשלח פחות משלוש שניות אחרי טעינת הטופס'],
      [true, 'אסימון הטופס חסר או מזויף'],
    ]);
    await worker.drain();
    expect(smtp.received).toHaveLength(0);
  });

  it('sends what a crash left unqueued when the server starts again, once', async () => {
    const stored = await payload.create({
      collection: 'form-submissions',
      data: {
        form: formId,
        submissionData: [
          { field: 'name', label: 'שם', value: 'רותי' },
          { field: 'email', label: 'דוא"ל', value: 'ruti@example.com' },
        ],
        idempotencyKey: `crash-${Date.now()}`,
        mailState: 'pending',
        status: 'unread',
        sourcePath: '/contact/',
      },
      overrideAccess: true,
    });
    expect(await completePendingSubmissions(payload, () => {})).toBe(1);
    expect(await completePendingSubmissions(payload, () => {})).toBe(0);
    await worker.drain();
    const messages = await smtp.waitFor(2);
    expect(messages.map((m) => m.recipients[0]).sort()).toEqual(['owner@arig.example', 'ruti@example.com']);
    const after = await payload.findByID({ collection: 'form-submissions', id: stored.id, overrideAccess: true });
    expect(after.mailState).toBe('queued');
  });
});

describe('newsletter consent in a form', () => {
  it('records the consent and sends a confirmation with a removal link and one-click headers', async () => {
    await submitForm(payload, input({ name: 'נועה', email: 'noa@example.com', message: 'שלום', news: 'yes' }));
    const [subscriber] = (
      await payload.find({
        collection: 'subscribers',
        where: { email: { equals: 'noa@example.com' } },
        overrideAccess: true,
      })
    ).docs;
    expect(subscriber).toMatchObject({
      status: 'pending',
      name: 'נועה',
      consent: { text: 'מאשר/ת דיוור', sourcePath: '/contact/' },
    });
    await worker.drain();
    const messages = await smtp.waitFor(3);
    const confirm = messages.find((m) => m.parsed.subject?.startsWith('אישור הרשמה'))!;
    const head = confirm.raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(head).toMatch(/^List-Unsubscribe: <http:\/\/localhost:\d+\/newsletter\/unsubscribe\/\?t=[\w.-]+>$/m);
    const confirmToken = /\/newsletter\/confirm\/\?t=([\w.-]+)/.exec(String(confirm.parsed.text))![1]!;
    expect(await followNewsletterLink(payload, 'confirm', confirmToken, 'בדיקה')).toBe('done');
    expect(await followNewsletterLink(payload, 'confirm', confirmToken, 'בדיקה')).toBe('already');
    const leaveToken = /\/newsletter\/unsubscribe\/\?t=([\w.-]+)/.exec(String(confirm.parsed.text))![1]!;
    expect(await followNewsletterLink(payload, 'unsubscribe', leaveToken, 'בדיקה')).toBe('done');
    expect(await followNewsletterLink(payload, 'unsubscribe', `${leaveToken}x`, 'בדיקה')).toBe('invalid');
    const after = await payload.findByID({ collection: 'subscribers', id: subscriber!.id, overrideAccess: true });
    expect(after.status).toBe('unsubscribed');
    expect(after.consent?.text).toBe('מאשר/ת דיוור');
    expect(after.history?.map((h) => h.status)).toEqual(['pending', 'confirmed', 'unsubscribed']);
  });
});

describe('a file attached to a form', () => {
  let uploadFormId: number;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\nxref\n0 1\ntrailer << >>\n%%EOF\n');

  beforeAll(async () => {
    const form = await payload.create({
      collection: 'forms',
      data: {
        title: 'קורות חיים',
        confirmationType: 'message',
        confirmationMessage: toLexical([{ type: 'p', text: 'תודה!' }]),
        fields: [
          { blockType: 'text', name: 'name', label: 'שם', required: true, width: full },
          { blockType: 'upload', name: 'cv', label: 'קובץ', required: true, width: full },
        ],
      } as never,
      overrideAccess: true,
    });
    uploadFormId = form.id;
  });

  const withFile = (name: string, bytes: Buffer, type = 'application/pdf') => ({
    ...input({ name }),
    formId: uploadFormId,
    token: issueFormToken(uploadFormId, Date.now() - 10_000),
    files: new Map([['cv', { name: '../../cv עברית.pdf', type, size: bytes.length, bytes: new Uint8Array(bytes) }]]),
  });

  it('stores a real PDF privately, linked to its submission, under a safe name', async () => {
    const outcome = await submitForm(payload, withFile('עם קובץ', pdf));
    expect(outcome.kind).toBe('sent');
    const submission = await payload.findByID({
      collection: 'form-submissions',
      id: (outcome as { submissionId: number }).submissionId,
      depth: 1,
      overrideAccess: true,
    });
    const [file] = submission.files as { filename: string; mimeType: string; url: string }[];
    expect(file!.mimeType).toBe('application/pdf');
    expect(file!.filename).toMatch(/^cv-\.pdf$|^cv(-\d+)?\.pdf$/);
    expect(file!.url).toMatch(/^\/api\/form-files\/file\//);
    const visitor = await payload.find({
      collection: 'form-files',
      overrideAccess: false,
      disableErrors: true,
    } as never);
    expect((visitor as { docs?: unknown[] } | null)?.docs ?? []).toEqual([]);
  });

  it('refuses a disguised file before anything is written', async () => {
    const before = (await payload.count({ collection: 'form-files', overrideAccess: true })).totalDocs;
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const outcome = await submitForm(payload, withFile('מתחזה', html, 'application/pdf'));
    expect(outcome).toMatchObject({ kind: 'invalid', errors: { cv: 'אפשר לצרף קובץ PDF, JPEG או PNG בלבד.' } });
    expect((await payload.count({ collection: 'form-files', overrideAccess: true })).totalDocs).toBe(before);
  });
});
