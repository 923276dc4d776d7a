import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { clientLogos } from '../content/clients';
import { clientLogoPng, clientLogoSvg, logoInk, logoSize } from './client-logos';

describe('the clients’ logos', () => {
  it('are six, fictional, each with a name to read aloud', () => {
    expect(clientLogos).toHaveLength(6);
    expect(new Set(clientLogos.map((l) => l.key)).size).toBe(6);
    for (const logo of clientLogos) {
      expect(logo.key).toMatch(/^client-[a-z]+$/);
      expect(logo.alt.toLowerCase()).toBe(logo.name.toLowerCase());
    }
  });

  it.each(clientLogos.map((l) => [l.key, l] as const))('%s is drawn in one grey, its name as outlines', (_, logo) => {
    const svg = clientLogoSvg(logo);
    expect(svg).not.toMatch(/<text|<image|href=/);
    const colours = new Set(svg.match(/#[0-9a-f]{6}/gi));
    expect([...colours]).toEqual([logoInk]);
    // A path per letter, the mark's besides.
    const letters = [...logo.name, ...(logo.tagline ?? '')].filter((c) => c !== ' ').length;
    expect(svg.match(/<path /g)).toHaveLength(letters + 1);
  });

  it('render as small PNGs on a transparent ground, the same bytes every time', async () => {
    for (const logo of clientLogos) {
      const png = await clientLogoPng(logo);
      expect(png.length, logo.key).toBeLessThan(6000);
      const meta = await sharp(png).metadata();
      expect(meta).toMatchObject({ format: 'png', ...logoSize, hasAlpha: true });
      expect((await clientLogoPng(logo)).equals(png)).toBe(true);
      // The ink stays inside the canvas with room to spare: the corners are empty.
      const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
      expect([alpha(2, 2), alpha(info.width - 3, 2), alpha(2, info.height - 3)]).toEqual([0, 0, 0]);
    }
  });

  it('refuses a letter it has no outline for', () => {
    expect(() => clientLogoSvg({ ...clientLogos[0]!, name: 'אריגי תבור ☂' })).toThrow(/no outline for "☂"/);
  });
});
