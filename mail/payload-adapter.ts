import type { EmailAdapter } from 'payload';
import { parseAddressList } from '../engines/mail/address';
import { mailBrand } from './brand';
import { enqueueMail } from './outbox';

/** Nodemailer's address forms (a string, `{ name, address }`, lists of either) as checked addresses. */
const addressesOf = (value: unknown): string[] => {
  if (typeof value === 'string') return parseAddressList(value) ?? [];
  if (Array.isArray(value)) return value.flatMap(addressesOf);
  if (value && typeof value === 'object' && 'address' in value) return addressesOf(String(value.address));
  return [];
};

const stripTags = (html: string): string =>
  html
    .replace(/<(style|script)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();

/**
 * Payload's own mail (password resets, account verification) goes through the same outbox as
 * everything else, instead of an adapter that sends inline: it is kept, retried and visible in the
 * studio. Its text (Payload's HTML, reduced to text) is re-rendered in arig's RTL layout.
 */
export const outboxEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'arig-outbox',
  defaultFromAddress: 'no-reply@localhost',
  defaultFromName: 'אריג',
  async sendEmail(message) {
    const to = addressesOf(message.to);
    if (to.length === 0) return { queued: false };
    const body = stripTags(String(message.html ?? message.text ?? ''));
    const subject = String(message.subject ?? '');
    await enqueueMail(
      payload,
      {
        kind: 'system',
        to,
        subject,
        content: { heading: subject, paragraphs: body.split(/\n{2,}|\n/).filter((p) => p.trim() !== '') },
        dedupeKey: `system:${crypto.randomUUID()}`,
      },
      await mailBrand(payload),
    );
    return { queued: true };
  },
});
