import type { Payload, SendEmailOptions } from 'payload';
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

const entities: Record<string, string> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Payload's HTML as lines of text (its links are written out as their addresses, so none is lost). */
export const htmlToLines = (html: string): string[] =>
  html
    .replace(/<(style|script)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|div|li|h\d)>/gi, '\n')
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, text: string) =>
      text.includes(href) ? text : `${text} (${href})`,
    )
    .replace(/<[^>]+>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Queues one of Payload's own messages in arig's layout; false when it names no valid recipient. */
export async function queueSystemMail(payload: Payload, message: SendEmailOptions): Promise<boolean> {
  const to = addressesOf(message.to);
  if (to.length === 0) return false;
  const subject = String(message.subject ?? '');
  const paragraphs = htmlToLines(String(message.html ?? message.text ?? ''));
  const link = paragraphs.find((line) => /^https?:\/\/\S+$/.test(line));
  await enqueueMail(
    payload,
    {
      kind: 'system',
      to,
      subject,
      content: { heading: subject, paragraphs, ...(link ? { action: { label: 'מעבר לקישור', href: link } } : {}) },
      dedupeKey: `system:${crypto.randomUUID()}`,
    },
    await mailBrand(payload),
  );
  return true;
}
