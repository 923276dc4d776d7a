import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from './testing/smtp-test-server';
import { smtpTransport } from './transport';

let smtp: SmtpTestServer;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'arig-dkim-'));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyFile = path.join(dir, 'dkim.pem');
  await writeFile(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
  // Read when the transport is made (config/env.ts validates once, at first use in this file's process).
  Object.assign(process.env, {
    MAIL_DKIM_DOMAIN: 'arig.example',
    MAIL_DKIM_SELECTOR: 'mail',
    MAIL_DKIM_KEY_FILE: keyFile,
  });
  smtp = await startSmtpTestServer();
});

afterAll(async () => {
  await smtp?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('DKIM', () => {
  it('signs every message with the configured domain and selector', async () => {
    const transport = smtpTransport(smtp.url)!;
    await transport.send({
      from: { name: 'אריג', address: 'office@arig.example' },
      to: 'a@example.com',
      subject: 'בדיקה',
      html: '<p>שלום</p>',
      text: 'שלום',
      messageId: '<dkim-1@arig.example>',
      headers: {},
      date: new Date(),
    });
    transport.close();
    const [message] = await smtp.waitFor(1);
    const head = message!.raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
    expect(head).toMatch(
      /^DKIM-Signature: v=1; a=rsa-sha256; c=relaxed\/relaxed; d=arig\.example; q=dns\/txt; s=mail;/m,
    );
  });
});
