import { describe, expect, it } from 'vitest';
import { messageHash } from './hash';

describe('messageHash', () => {
  it("matches PHP's crc32 (unsigned decimal)", () => {
    // php -r 'echo crc32("The quick brown fox jumped over the lazy dog.");' → 2191738434
    expect(messageHash('The quick brown fox jumped over the lazy dog.')).toBe('2191738434');
    expect(messageHash('a')).toBe('3904355907');
  });

  it('hashes the UTF-8 bytes of Hebrew text and changes with the text', () => {
    const a = messageHash('שלום! איך אפשר לעזור?');
    expect(a).toMatch(/^[1-9][0-9]*$/);
    expect(messageHash('שלום! איך אפשר לעזור')).not.toBe(a);
  });

  it('is empty without a CTA', () => {
    expect(messageHash('')).toBe('');
  });
});
