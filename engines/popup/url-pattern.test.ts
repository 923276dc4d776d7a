import { describe, expect, it } from 'vitest';
import { checkUrlPattern, maxRepeatingQuantifiers, maxUrlPatternLength, safePatternTest } from './url-pattern';

const refused = (pattern: string) => {
  const result = checkUrlPattern(pattern);
  return result.ok ? null : result.reason;
};

describe('URL pattern screening', () => {
  it.each([
    'facebook\\.com',
    '^https?://(www\\.)?google\\.[a-z.]+/',
    '/blog/[\\w-]+/?$',
    '(blog|news)/',
    '(\\.html|\\.php)?$',
    '(a|b)+',
    '(ab)+c',
    '(?:utm_source=)(fb|ig)',
    '\\d{2,4}',
    '(?<slug>[a-z-]+)',
    'a{',
    '',
  ])('accepts the ordinary pattern %s', (pattern) => {
    expect(checkUrlPattern(pattern)).toEqual({ ok: true });
  });

  it.each([
    '(a+)+$',
    '(a|a)*',
    '(.*)*',
    '(.*)+x',
    '(?:a+)+',
    '((a+))+',
    '(a*)*b',
    '([a-z]+)*$',
    '(\\w+\\s?)+$',
    '(a|aa)+',
    '(ab|a)*',
    '(a|)+',
    '(x+x+)+y',
    '(a+){2,}',
    '(a+){10}',
    '(.|a)*',
    '((a|b)|a)+',
    '(\\d|\\w)+',
    '((a|ab))+',
  ])('refuses the backtracking-prone pattern %s', (pattern) => {
    expect(refused(pattern)).toMatch(/להיתקע/);
  });

  it('refuses more side-by-side repeating quantifiers than the cap', () => {
    const atCap = '\\w*'.repeat(maxRepeatingQuantifiers) + '!';
    expect(checkUrlPattern(atCap)).toEqual({ ok: true });
    expect(refused('\\w*'.repeat(maxRepeatingQuantifiers + 1) + '!')).toMatch(/מורכב מדי/);
  });

  it('does not count optional parts as repeating', () => {
    expect(checkUrlPattern('a?b?c?d?e?f?(x+)?')).toEqual({ ok: true });
  });

  it('refuses an invalid pattern with a Hebrew message', () => {
    expect(refused('(')).toBe('הביטוי הרגולרי אינו תקין');
    expect(refused('[a-')).toBe('הביטוי הרגולרי אינו תקין');
    expect(refused('*a')).toBe('הביטוי הרגולרי אינו תקין');
  });

  it(`refuses a pattern longer than ${maxUrlPatternLength} characters`, () => {
    expect(checkUrlPattern('a'.repeat(maxUrlPatternLength))).toEqual({ ok: true });
    expect(refused('a'.repeat(maxUrlPatternLength + 1))).toMatch(/ארוך מדי/);
  });

  it('treats escaped and classed brackets as text, not groups', () => {
    expect(checkUrlPattern('\\(a+\\)+')).toEqual({ ok: true });
    expect(checkUrlPattern('[(]a+[)]+')).toEqual({ ok: true });
    expect(checkUrlPattern('[\\]]+')).toEqual({ ok: true });
  });
});

describe('safe pattern test', () => {
  it('matches with an accepted pattern', () => {
    expect(safePatternTest('^https://x\\.com/', 'https://x.com/a')).toBe(true);
    expect(safePatternTest('^https://y\\.com/', 'https://x.com/a')).toBe(false);
  });

  it('returns null for a hostile pattern instead of running it', () => {
    const hostile = `https://x.com/${'a'.repeat(5000)}!`;
    // Screening first: should it ever regress, the test fails here instead of hanging on the match.
    expect(checkUrlPattern('(a+)+$').ok).toBe(false);
    expect(safePatternTest('(a+)+$', hostile)).toBeNull();
    expect(safePatternTest('(', hostile)).toBeNull();
  });
});
