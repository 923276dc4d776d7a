import { describe, expect, it } from 'vitest';
import { createLightboxHash, isLightboxUrl, maxSlides, parseLightboxHash, parseLightboxSettings } from './hash-action';

/** Base64 of UTF-8 JSON, as PHP's base64_encode(wp_json_encode(...)) writes it. */
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
const b64raw = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** The three spellings a lightbox hash arrives in (reference §6.1). */
function spellings(settings64: string): string[] {
  const body = `action=lightbox&settings=${settings64}`;
  return [
    `#arig-action:${body}`,
    `#elementor-action:${body}`,
    // PHP create_action_hash: '#' . rawurlencode('elementor-action:action=…&settings=…')
    `#${encodeURIComponent(`elementor-action:${body}`)}`,
    // JS createActionHash encodes the '#' too; links carry it inside a full URL.
    `https://arig.example/gallery/${encodeURIComponent(`#elementor-action:${body}`)}`,
  ];
}

describe('single image', () => {
  it('reads the Elementor widget form {id, url, slideshow} in every spelling', () => {
    const settings = { id: 812, url: 'https://arig.example/media/loom.jpg', slideshow: 'a1b2c3d' };
    for (const hash of spellings(b64(settings))) {
      expect([hash, parseLightboxHash(hash)]).toEqual([hash, { type: 'image', ...settings }]);
    }
  });

  it('reads the explicit form, a relative URL, a string id and Hebrew text', () => {
    const settings = { type: 'image', url: '/media/אריג.webp', id: '15', title: 'נול', description: 'אריגה ידנית' };
    expect(parseLightboxHash(`#arig-action:action=lightbox&settings=${b64(settings)}`)).toEqual({
      type: 'image',
      url: '/media/אריג.webp',
      id: 15,
      title: 'נול',
      description: 'אריגה ידנית',
    });
  });

  it('drops keys it does not know', () => {
    const hash = `#arig-action:action=lightbox&settings=${b64({ url: '/a.png', onload: 'alert(1)', html: '<b>' })}`;
    expect(parseLightboxHash(hash)).toEqual({ type: 'image', url: '/a.png' });
  });
});

describe('slideshow', () => {
  const slides = [
    { url: '/media/1.jpg', title: 'ראשון' },
    { url: 'https://arig.example/media/2.avif', description: 'שני', alt: 'בד' },
    { url: 'media/3.png' },
  ];

  it('reads slides and the start index', () => {
    const hash = `#elementor-action:action=lightbox&settings=${b64({ type: 'slideshow', slides, index: 2, id: 'g1' })}`;
    expect(parseLightboxHash(hash)).toEqual({ type: 'slideshow', slides, index: 2, id: 'g1' });
  });

  it('starts at the first slide when no index is given', () => {
    expect(parseLightboxSettings({ type: 'slideshow', slides })).toEqual({ type: 'slideshow', slides, index: 0 });
  });

  it('refuses an index outside the slides, no slides, too many, or one bad slide', () => {
    for (const bad of [
      { type: 'slideshow', slides, index: 3 },
      { type: 'slideshow', slides, index: -1 },
      { type: 'slideshow', slides, index: 0.5 },
      { type: 'slideshow', slides, index: '1' },
      { type: 'slideshow', slides: [] },
      { type: 'slideshow', slides: 'x' },
      { type: 'slideshow', slides: Array.from({ length: maxSlides + 1 }, (_, i) => ({ url: `/m/${i}.jpg` })) },
      { type: 'slideshow', slides: [...slides, { url: 'javascript:alert(1)' }] },
      { type: 'slideshow', slides: [...slides, { title: 'no url' }] },
    ]) {
      expect(parseLightboxSettings(bad)).toBeNull();
    }
    expect(
      parseLightboxSettings({
        type: 'slideshow',
        slides: Array.from({ length: maxSlides }, (_, i) => ({ url: `/${i}.jpg` })),
      }),
    ).not.toBeNull();
  });
});

describe('malformed and hostile input gives null, never an exception', () => {
  const good64 = b64({ url: '/a.jpg' });

  it('ignores other hashes and other actions', () => {
    for (const hash of [
      '',
      '#',
      '#main',
      '/gallery/',
      `#arig-action:action=popup:open&settings=${good64}`,
      `#other-action:action=lightbox&settings=${good64}`,
      '#arig-action:action=lightbox',
      '#arig-action:settings=e30=',
    ]) {
      expect([hash, parseLightboxHash(hash)]).toEqual([hash, null]);
    }
  });

  it('refuses malformed base64 and JSON', () => {
    for (const settings of [
      'not-base64!!',
      '%%%',
      'e30',
      b64raw('{"url":'),
      b64raw("{'url':'/a.jpg'}"),
      b64raw('[{"url":"/a.jpg"}]'),
      b64raw('"\\/a.jpg"'),
      b64raw('null'),
      b64raw('42'),
      Buffer.from([0xff, 0xfe, 0x7b]).toString('base64'),
    ]) {
      for (const hash of spellings(settings)) expect([hash, parseLightboxHash(hash)]).toEqual([hash, null]);
    }
    expect(parseLightboxHash('#%E0%A4%A')).toBeNull();
  });

  it('refuses URLs other than http(s) or relative', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'vbscript:msgbox',
      'file:///etc/passwd',
      'ftp://arig.example/a.jpg',
      '\\\\evil.example\\a.jpg',
      '/a.jpg\u0000',
      '/a\u202e.jpg',
      '',
      `/${'a'.repeat(3000)}.jpg`,
      42,
      null,
    ]) {
      expect([url, isLightboxUrl(url)]).toEqual([url, false]);
      expect(parseLightboxHash(`#arig-action:action=lightbox&settings=${b64({ url })}`)).toBeNull();
    }
    for (const url of ['https://a.example/x.jpg', 'http://a.example/x.jpg', '/x.jpg', 'x.jpg', '//cdn.example/x.jpg']) {
      expect([url, isLightboxUrl(url)]).toEqual([url, true]);
    }
  });

  it('refuses wrong shapes', () => {
    for (const settings of [
      {},
      { url: 5 },
      { type: 'video', url: '/a.mp4' },
      { type: 'image' },
      { url: '/a.jpg', id: 0 },
      { url: '/a.jpg', id: -3 },
      { url: '/a.jpg', id: '012' },
      { url: '/a.jpg', id: 1.5 },
      { url: '/a.jpg', slideshow: 'a b' },
      { url: '/a.jpg', slideshow: '<x>' },
      { url: '/a.jpg', title: 'x'.repeat(301) },
      { url: '/a.jpg', description: 7 },
    ]) {
      expect([settings, parseLightboxSettings(settings)]).toEqual([settings, null]);
    }
    for (const settings of [null, undefined, 'x', 1, [], [{ url: '/a.jpg' }]]) {
      expect(parseLightboxSettings(settings)).toBeNull();
    }
  });

  it('refuses __proto__, constructor and prototype keys, at any depth, and pollutes nothing', () => {
    for (const json of [
      '{"url":"/a.jpg","__proto__":{"polluted":1}}',
      '{"url":"/a.jpg","constructor":{"prototype":{"polluted":1}}}',
      '{"type":"slideshow","slides":[{"url":"/a.jpg","__proto__":{"polluted":1}}]}',
    ]) {
      for (const hash of spellings(b64raw(json))) expect([hash, parseLightboxHash(hash)]).toEqual([hash, null]);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  it('refuses huge input quickly', () => {
    const huge = `#arig-action:action=lightbox&settings=${b64({ url: '/a.jpg', title: 'x'.repeat(1_000_000) })}`;
    const started = performance.now();
    expect(parseLightboxHash(huge)).toBeNull();
    expect(parseLightboxHash(`#${'%'.repeat(5_000_000)}`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('never throws on random input (seeded)', () => {
    let a = 99;
    const next = () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const alphabet = [...'#%:=&+/AZaz09_-!{}[]"\\\u0000\u202eא\ud800'];
    const pieces = ['#arig-action:', '#elementor-action:', 'action=lightbox&settings=', good64, '%23', '%3A', '%26'];
    for (let i = 0; i < 3000; i += 1) {
      let input = '';
      for (let n = Math.floor(next() * 8); n > 0; n -= 1) {
        input +=
          next() < 0.5
            ? (pieces[Math.floor(next() * pieces.length)] ?? '')
            : (alphabet[Math.floor(next() * alphabet.length)] ?? '');
      }
      const result = parseLightboxHash(input);
      if (result) expect(isLightboxUrl(result.type === 'image' ? result.url : result.slides[0]?.url)).toBe(true);
    }
  });
});

describe('encoder', () => {
  it('round-trips through the parser, Hebrew included', () => {
    const cases = [
      { type: 'image' as const, url: '/media/נול.jpg', id: 4, slideshow: 'w1', title: 'נול' },
      { url: 'https://arig.example/a.gif' },
      { type: 'slideshow' as const, slides: [{ url: '/1.jpg', title: 'א' }, { url: '/2.jpg' }], index: 1 },
    ];
    for (const settings of cases) {
      const hash = createLightboxHash(settings);
      expect(hash.startsWith('#arig-action:action=lightbox&settings=')).toBe(true);
      expect(parseLightboxHash(hash)).toEqual(parseLightboxSettings(settings));
      expect(parseLightboxHash(`#${encodeURIComponent(hash.slice(1))}`)).toEqual(parseLightboxSettings(settings));
    }
  });

  it('refuses to write settings the parser would refuse', () => {
    expect(() => createLightboxHash({ url: 'javascript:alert(1)' })).toThrow(TypeError);
    expect(() => createLightboxHash({ type: 'slideshow', slides: [{ url: '/a.jpg' }], index: 4 })).toThrow(TypeError);
  });
});
