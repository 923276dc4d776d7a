import { describe, expect, it } from 'vitest';
import { checkLottieFile, maxLottieBytes } from './lottie-file';

const bytes = (value: unknown) => new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));
const minimal = { v: '5.7.4', fr: 30, ip: 0, op: 120, w: 800, h: 450, layers: [] };
const hebrew = /[\u0590-\u05ff]/;

describe('checkLottieFile', () => {
  it('accepts a Lottie JSON and reads its canvas and length', () => {
    expect(checkLottieFile(bytes(minimal))).toEqual({
      ok: true,
      facts: { width: 800, height: 450, frameRate: 30, frames: 120 },
    });
    // A byte-order mark before the JSON is not a reason to refuse.
    expect(checkLottieFile(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes(minimal)])).ok).toBe(true);
  });

  it('refuses what is not JSON, or not UTF-8, with a Hebrew reason', () => {
    for (const bad of [
      bytes('<html><script>alert(1)</script></html>'),
      bytes('{"v":'),
      new Uint8Array([0xff, 0xfe, 0x00]),
    ]) {
      const result = checkLottieFile(bad);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(hebrew);
    }
  });

  it('refuses JSON without the Lottie shape, naming the field', () => {
    const cases: [unknown, string][] = [
      [[1, 2], 'השורש'],
      [null, 'השורש'],
      [{ ...minimal, v: 5 }, 'v '],
      [{ ...minimal, fr: 0 }, 'fr '],
      [{ ...minimal, ip: '0' }, 'ip '],
      [{ ...minimal, op: 0 }, 'op '],
      [{ ...minimal, w: 0 }, 'w '],
      [{ ...minimal, h: 20_000 }, 'h '],
      [{ ...minimal, layers: {} }, 'layers '],
      [(({ layers: _, ...rest }) => rest)(minimal), 'layers '],
    ];
    for (const [value, field] of cases) {
      const result = checkLottieFile(bytes(value));
      expect(result.ok, JSON.stringify(value)).toBe(false);
      if (!result.ok) expect(result.message).toContain(field);
    }
  });

  it('refuses animations that would fetch pictures or fonts from elsewhere; embedded pictures are fine', () => {
    const embedded = { ...minimal, assets: [{ id: 'i', w: 1, h: 1, e: 1, u: '', p: 'data:image/png;base64,AAAA' }] };
    expect(checkLottieFile(bytes(embedded)).ok).toBe(true);
    const precomp = { ...minimal, assets: [{ id: 'c', layers: [] }] };
    expect(checkLottieFile(bytes(precomp)).ok).toBe(true);
    for (const assets of [
      [{ id: 'i', e: 0, u: 'images/', p: 'img_0.png' }],
      [{ id: 'i', e: 0, u: '', p: 'https://cdn.example/x.png' }],
      [{ id: 'i', e: 1, u: '', p: 'javascript:alert(1)' }],
    ]) {
      const result = checkLottieFile(bytes({ ...minimal, assets }));
      expect(result.ok, JSON.stringify(assets)).toBe(false);
    }
    const font = { ...minimal, fonts: { list: [{ fName: 'x', fPath: 'https://fonts.example/x.css' }] } };
    expect(checkLottieFile(bytes(font)).ok).toBe(false);
  });

  it('refuses a file over 2 MB before reading it', () => {
    const big = new Uint8Array(maxLottieBytes + 1);
    const result = checkLottieFile(big);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain('2 MB');
    expect(checkLottieFile(new Uint8Array(maxLottieBytes)).ok).toBe(false);
  });
});
