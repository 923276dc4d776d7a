import type { Payload, PayloadRequest } from 'payload';
import { systemTaskContext } from '../cms/access/system-task';
import { isUniqueViolation } from '../cms/errors';
import { headerText } from '../engines/mail/address';
import type { MailBrand, MailContent } from './content';
import { renderMail } from './render';
import { newMessageId } from './settings';
import { wakeMailWorker } from './outbox-worker';

export type MailKind = 'notification' | 'auto-reply' | 'subscription' | 'marketing' | 'system';

/** A message to queue. Addresses are already checked (engines/mail/address.ts); text is escaped on render. */
export interface OutgoingMail {
  kind: MailKind;
  to: string[];
  cc?: string[];
  bcc?: string[];
  replyTo?: string;
  subject: string;
  content: MailContent;
  /** Extra headers, e.g. List-Unsubscribe (values are made header-safe here). */
  headers?: Record<string, string>;
  /**
   * One message per key, ever: queueing the same key twice (a retried request, a sweep after a crash)
   * stores nothing new. E.g. `submission:12:owner:0`.
   */
  dedupeKey: string;
}

/** Israeli anti-spam law (Communications Law §30A): an advertisement's subject starts with "פרסומת". */
export const marketingSubjectPrefix = 'פרסומת';

/** The subject as sent: one header-safe line, marked as an advertisement when it is one. */
export function outgoingSubject(kind: MailKind, subject: string): string {
  const line = headerText(subject, 180);
  if (kind !== 'marketing' || line.startsWith(marketingSubjectPrefix)) return line;
  return `${marketingSubjectPrefix}: ${line}`;
}

/**
 * Queues a message in the outbox, rendered as it will be sent, and wakes the worker. With `req`, the
 * write joins that request (and its transaction, where the database has one).
 */
export async function enqueueMail(
  payload: Payload,
  mail: OutgoingMail,
  brand: MailBrand,
  req?: Partial<PayloadRequest>,
): Promise<'queued' | 'duplicate'> {
  const context = systemTaskContext('outbox');
  const existing = await payload.find({
    collection: 'mail-outbox',
    where: { dedupeKey: { equals: mail.dedupeKey } },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { subject: true },
    overrideAccess: false,
    context,
    req,
  });
  if (existing.docs.length > 0) return 'duplicate';
  const subject = outgoingSubject(mail.kind, mail.subject);
  const { html, text } = renderMail(mail.content, brand, subject);
  const headers = Object.fromEntries(
    Object.entries(mail.headers ?? {}).map(([name, value]) => [headerText(name, 60), headerText(value, 900)]),
  );
  try {
    await payload.create({
      collection: 'mail-outbox',
      data: {
        kind: mail.kind,
        to: mail.to.join(', '),
        cc: mail.cc?.join(', ') || undefined,
        bcc: mail.bcc?.join(', ') || undefined,
        replyTo: mail.replyTo,
        subject,
        html,
        text,
        headers,
        messageId: newMessageId(),
        dedupeKey: mail.dedupeKey,
        status: 'queued',
        attempts: 0,
        nextAttemptAt: new Date().toISOString(),
      },
      overrideAccess: false,
      context,
      req,
    });
  } catch (err) {
    if (isUniqueViolation(err, 'dedupeKey')) return 'duplicate';
    throw err;
  }
  wakeMailWorker();
  return 'queued';
}
