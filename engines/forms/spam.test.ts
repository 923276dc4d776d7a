import { describe, expect, it } from 'vitest';
import { maxTokenAgeMs, minFillMs, spamReason } from './spam';

const now = 1_800_000_000_000;

describe('spam signals', () => {
  it('let a person through: honeypot empty, token between 3 seconds and a day old', () => {
    expect(spamReason({ honeypot: '', issuedAt: now - minFillMs, now })).toBeNull();
    expect(spamReason({ honeypot: '  ', issuedAt: now - maxTokenAgeMs, now })).toBeNull();
  });

  it('catch a filled honeypot first, then a missing token, then the timing', () => {
    expect(spamReason({ honeypot: 'http://spam', issuedAt: null, now })).toBe('honeypot');
    expect(spamReason({ honeypot: '', issuedAt: null, now })).toBe('forged-token');
    expect(spamReason({ honeypot: '', issuedAt: now - minFillMs + 1, now })).toBe('too-fast');
    expect(spamReason({ honeypot: '', issuedAt: now - maxTokenAgeMs - 1, now })).toBe('too-old');
  });
});
