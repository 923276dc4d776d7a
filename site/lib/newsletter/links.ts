import { signToken, verifyToken } from '../../../config/signing';

/**
 * The links in newsletter mail: confirm a subscription (valid 7 days) and unsubscribe (valid for good,
 * as the law expects a working removal link in every message). Each is bound to the subscriber's id and
 * address, so a link stops working for an address that was replaced.
 */
export type LinkPurpose = 'confirm' | 'unsubscribe';

export const confirmLinkLifetimeMs = 7 * 24 * 3_600_000;
export const newsletterPaths = { confirm: '/newsletter/confirm/', unsubscribe: '/newsletter/unsubscribe/' } as const;

const purposeKey = (purpose: LinkPurpose) => `newsletter ${purpose}`;

export function newsletterToken(purpose: LinkPurpose, id: number, email: string, now = Date.now()): string {
  const body = `${id}.${now.toString(36)}`;
  return `${body}.${signToken(purposeKey(purpose), `${body}.${email.toLowerCase()}`)}`;
}

export const newsletterLink = (siteUrl: string, purpose: LinkPurpose, id: number, email: string, now = Date.now()) =>
  `${siteUrl}${newsletterPaths[purpose]}?t=${newsletterToken(purpose, id, email, now)}`;

/** The subscriber id a token names, before its address is known (the caller then verifies with it). */
export function tokenSubscriberId(token: string): number | null {
  const match = /^([1-9]\d{0,11})\.[0-9a-z]{1,12}\.[\w-]{43}$/.exec(token);
  return match ? Number(match[1]) : null;
}

export function verifyNewsletterToken(purpose: LinkPurpose, token: string, email: string, now = Date.now()): boolean {
  const [id, time, signature] = token.split('.');
  if (!id || !time || !signature || tokenSubscriberId(token) === null) return false;
  if (!verifyToken(purposeKey(purpose), `${id}.${time}.${email.toLowerCase()}`, signature)) return false;
  return purpose === 'unsubscribe' || now - parseInt(time, 36) <= confirmLinkLifetimeMs;
}
