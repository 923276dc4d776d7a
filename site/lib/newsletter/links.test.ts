import { describe, expect, it } from 'vitest';
import {
  confirmLinkLifetimeMs,
  newsletterLink,
  newsletterToken,
  tokenSubscriberId,
  verifyNewsletterToken,
} from './links';

const now = 1_800_000_000_000;

describe('newsletter links', () => {
  it('name their subscriber and verify for their address', () => {
    const token = newsletterToken('confirm', 42, 'Dana@Example.com', now);
    expect(tokenSubscriberId(token)).toBe(42);
    expect(verifyNewsletterToken('confirm', token, 'dana@example.com', now + 1000)).toBe(true);
    expect(newsletterLink('https://arig.co.il', 'unsubscribe', 42, 'dana@example.com', now)).toMatch(
      /^https:\/\/arig\.co\.il\/newsletter\/unsubscribe\/\?t=42\.[0-9a-z]+\.[\w-]{43}$/,
    );
  });

  it('fail for another address, another purpose or an altered id', () => {
    const token = newsletterToken('confirm', 42, 'dana@example.com', now);
    expect(verifyNewsletterToken('confirm', token, 'other@example.com', now)).toBe(false);
    expect(verifyNewsletterToken('unsubscribe', token, 'dana@example.com', now)).toBe(false);
    expect(verifyNewsletterToken('confirm', token.replace(/^42/, '43'), 'dana@example.com', now)).toBe(false);
    expect(tokenSubscriberId('x.y.z')).toBeNull();
  });

  it('expire for confirming after 7 days, never for leaving', () => {
    const confirm = newsletterToken('confirm', 1, 'a@example.com', now);
    const leave = newsletterToken('unsubscribe', 1, 'a@example.com', now);
    const later = now + confirmLinkLifetimeMs + 1;
    expect(verifyNewsletterToken('confirm', confirm, 'a@example.com', later)).toBe(false);
    expect(verifyNewsletterToken('unsubscribe', leave, 'a@example.com', later + 365 * 86_400_000)).toBe(true);
  });
});
