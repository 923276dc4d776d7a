import { describe, expect, it } from 'vitest';
import { browserNormalizeUrl, isCleanSafeUrl, isSafeUrl, urlScheme } from './safe-url';

describe('isSafeUrl', () => {
  it('accepts http, https, mailto, tel and relative references', () => {
    for (const url of [
      'https://example.com/',
      'http://example.com/a?b=1#c',
      'HTTPS://EXAMPLE.COM',
      'mailto:office@arig.co.il',
      'tel:+97235550123',
      '/about/',
      '#team',
      '?page=2',
      'services/weaving/',
      './a',
      '../b',
      '/%D7%90%D7%A8%D7%99%D7%92/',
    ]) {
      expect(isSafeUrl(url), url).toBe(true);
    }
  });

  it('refuses script-capable and unknown schemes however they are disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      '\u0001javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com',
      'blob:https://example.com/x',
    ]) {
      expect(isSafeUrl(url), JSON.stringify(url)).toBe(false);
    }
  });

  it('refuses other hosts written as paths, empty values and hostless http', () => {
    for (const url of [
      '//evil.example/',
      '/\\evil.example',
      '\\\\evil',
      '',
      '   ',
      'http://',
      'https:/x',
      'tel:',
      'a:b/c',
    ]) {
      expect(isSafeUrl(url), JSON.stringify(url)).toBe(false);
    }
  });

  it('normalises like a browser and reports the scheme', () => {
    expect(browserNormalizeUrl('  ja\tva\nscript:x ')).toBe('javascript:x');
    expect(urlScheme(' JaVaScRiPt:x')).toBe('javascript');
    expect(urlScheme('/about/')).toBeNull();
  });

  it('requires stored URLs to be clean (no spaces, controls or bidi controls)', () => {
    expect(isCleanSafeUrl('https://example.com/a%20b')).toBe(true);
    expect(isCleanSafeUrl(' https://example.com/')).toBe(false);
    expect(isCleanSafeUrl('https://example.com/a b')).toBe(false);
    expect(isCleanSafeUrl('/a\u202Eb')).toBe(false);
  });
});

describe('isSafeUrl on generated strings (security bar §1.1 test 3)', () => {
  it('never accepts a URL whose browser-normalised scheme is outside the allowlist', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const alphabet = [
      'j',
      'a',
      'v',
      'S',
      'c',
      'r',
      'i',
      'p',
      't',
      ':',
      '/',
      '\t',
      '\n',
      ' ',
      '\u0000',
      '\u001f',
      'h',
      'd',
      '.',
      '#',
      '?',
      '\\',
      'tel',
      'mailto',
      'https',
      'data',
      'x',
    ];
    for (let n = 0; n < 20000; n++) {
      let url = '';
      const length = Math.floor(random() * 16);
      for (let i = 0; i < length; i++) url += alphabet[Math.floor(random() * alphabet.length)];
      if (!isSafeUrl(url)) continue;
      const normal = browserNormalizeUrl(url).toLowerCase();
      const scheme = /^([a-z][a-z0-9+.-]*):/.exec(normal)?.[1];
      if (scheme !== undefined) expect(['http', 'https', 'mailto', 'tel'], JSON.stringify(url)).toContain(scheme);
      expect(normal.startsWith('//') || normal.startsWith('/\\') || normal.startsWith('\\'), JSON.stringify(url)).toBe(
        false,
      );
    }
  });
});
