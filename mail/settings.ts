import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { env } from '../config/env';
import { parseMailbox, type Mailbox } from '../engines/mail/address';

/** The sender of every message: MAIL_FROM, or the business's name at no-reply@ the site's host. */
export function mailSender(businessName: string): Mailbox {
  const configured = env().MAIL_FROM ? parseMailbox(env().MAIL_FROM!) : null;
  if (configured) return { name: configured.name || businessName, address: configured.address };
  return { name: businessName, address: `no-reply@${new URL(env().SITE_URL).hostname}` };
}

/** The domain of Message-IDs: the sender's. */
export function messageIdDomain(): string {
  const configured = env().MAIL_FROM ? parseMailbox(env().MAIL_FROM!) : null;
  return configured ? configured.address.split('@')[1]! : new URL(env().SITE_URL).hostname;
}

/** A new Message-ID in the sender's domain. */
export const newMessageId = (): string => `<${randomUUID()}@${messageIdDomain()}>`;

export interface DkimSettings {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/** DKIM signing when all three settings are given; an error names what is missing or unreadable. */
export function dkimSettings(): DkimSettings | undefined {
  const { MAIL_DKIM_DOMAIN: domainName, MAIL_DKIM_SELECTOR: keySelector, MAIL_DKIM_KEY_FILE: keyFile } = env();
  if (!domainName && !keySelector && !keyFile) return undefined;
  if (!domainName || !keySelector || !keyFile)
    throw new Error('DKIM: יש להגדיר את MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR ו-MAIL_DKIM_KEY_FILE יחד.');
  const privateKey = readFileSync(keyFile, 'utf8');
  if (!privateKey.includes('PRIVATE KEY')) throw new Error(`DKIM: הקובץ ${keyFile} אינו מפתח פרטי בפורמט PEM.`);
  return { domainName, keySelector, privateKey };
}
