import { describe, expect, it } from 'vitest';
import { slugify, slugPattern } from './slugify';

describe('slugify', () => {
  it('keeps Hebrew letters and joins words with hyphens', () => {
    expect(slugify('בדיקות עמידות   צבע')).toBe('בדיקות-עמידות-צבע');
  });
  it('lowercases Latin, drops punctuation and niqqud', () => {
    expect(slugify('Tex, Denier & Ne: מָה?')).toBe('tex-denier-ne-מה');
  });
  it('never starts or ends with a hyphen and stays within 80 characters', () => {
    const s = slugify(`--${'א'.repeat(100)} --`);
    expect(s.length).toBeLessThanOrEqual(80);
    expect(slugPattern.test(s)).toBe(true);
  });
  it('rejects slugs that are not lowercase words joined by single hyphens', () => {
    for (const bad of ['A', 'a--b', '-a', 'a-', 'a b', 'a/b', '../x', ''])
      expect([bad, slugPattern.test(bad)]).toEqual([bad, false]);
  });
});
