import { describe, expect, it } from 'vitest';
import { effectiveSiteUrl, listenMismatchWarning, parseSiteUrl, studioOrigins } from './site-origin';

describe('the effective site URL', () => {
  it('is this machine at the served port when SITE_URL is unset', () => {
    expect(effectiveSiteUrl({ port: 3920, siteUrl: undefined })).toBe('http://localhost:3920');
  });

  it('is SITE_URL as an origin, without a trailing slash', () => {
    expect(effectiveSiteUrl({ port: 3920, siteUrl: 'https://arig.co.il/' })).toBe('https://arig.co.il');
    expect(effectiveSiteUrl({ port: 3920, siteUrl: 'HTTPS://Arig.CO.il:443' })).toBe('https://arig.co.il');
  });
});

describe('SITE_URL validation', () => {
  it('accepts an http(s) origin, with or without a trailing slash', () => {
    expect(parseSiteUrl('https://arig.co.il')).toEqual({ origin: 'https://arig.co.il' });
    expect(parseSiteUrl('http://localhost:3920/')).toEqual({ origin: 'http://localhost:3920' });
  });

  it.each([
    ['arig.co.il', 'אינה כתובת תקינה'],
    ['ftp://arig.co.il', 'http://'],
    ['https://arig.co.il/he/', 'בלי נתיב'],
    ['https://arig.co.il/?x=1', 'בלי נתיב'],
    ['https://user:pw@arig.co.il', 'בלי נתיב'],
  ])('refuses %s with a Hebrew reason', (value, reason) => {
    const parsed = parseSiteUrl(value);
    expect('error' in parsed && parsed.error).toContain(reason);
  });
});

describe('origins the studio accepts saves from', () => {
  it('are every loopback spelling of the served port when SITE_URL is unset', () => {
    expect(studioOrigins({ port: 3920, siteUrl: undefined, wwwAlias: false })).toEqual([
      'http://localhost:3920',
      'http://127.0.0.1:3920',
      'http://[::1]:3920',
    ]);
  });

  it("are SITE_URL's origin only when it is set, loopback spellings included", () => {
    expect(studioOrigins({ port: 3000, siteUrl: 'https://arig.co.il', wwwAlias: false })).toEqual([
      'https://arig.co.il',
    ]);
    expect(studioOrigins({ port: 3000, siteUrl: 'http://localhost:3000', wwwAlias: false })).toEqual([
      'http://localhost:3000',
    ]);
  });

  it('add the www/non-www twin when configured, both ways', () => {
    expect(studioOrigins({ port: 3000, siteUrl: 'https://arig.co.il', wwwAlias: true })).toEqual([
      'https://arig.co.il',
      'https://www.arig.co.il',
    ]);
    expect(studioOrigins({ port: 3000, siteUrl: 'https://www.arig.co.il:8443', wwwAlias: true })).toEqual([
      'https://www.arig.co.il:8443',
      'https://arig.co.il:8443',
    ]);
  });

  it('invent no twin for an address or a loopback name', () => {
    expect(studioOrigins({ port: 3000, siteUrl: 'http://10.0.0.5:3000', wwwAlias: true })).toEqual([
      'http://10.0.0.5:3000',
    ]);
    expect(studioOrigins({ port: 3000, siteUrl: 'http://localhost:3000', wwwAlias: true })).toEqual([
      'http://localhost:3000',
    ]);
  });
});

describe('the start-up warning', () => {
  it('names both addresses when SITE_URL is this machine at another port', () => {
    const warning = listenMismatchWarning({ port: 3920, siteUrl: 'http://localhost:3000', wwwAlias: false });
    expect(warning).toContain('http://localhost:3000');
    expect(warning).toContain('3920');
    expect(listenMismatchWarning({ port: 80, siteUrl: 'http://127.0.0.1:8080', wwwAlias: false })).toBeDefined();
    expect(listenMismatchWarning({ port: 3920, siteUrl: 'http://127.0.0.1', wwwAlias: false })).toBeDefined();
  });

  it('stays silent when they agree, when SITE_URL is unset, and for a public host behind a proxy', () => {
    expect(listenMismatchWarning({ port: 3920, siteUrl: 'http://localhost:3920', wwwAlias: false })).toBeUndefined();
    expect(listenMismatchWarning({ port: 80, siteUrl: 'http://localhost/', wwwAlias: false })).toBeUndefined();
    expect(listenMismatchWarning({ port: 3920, siteUrl: undefined, wwwAlias: false })).toBeUndefined();
    expect(listenMismatchWarning({ port: 3000, siteUrl: 'https://arig.co.il', wwwAlias: false })).toBeUndefined();
  });
});
