import { describe, expect, it } from 'vitest';
import { allFontFiles, effectiveFonts, fontFaceCss, fontFilesFor, fontVariablesCss } from './fonts';

const files = (settings: Parameters<typeof fontFilesFor>[0]) => fontFilesFor(settings).map((f) => f.file);

describe('the site fonts', () => {
  it("keep the design's Heebo when nothing, or something unknown, is chosen", () => {
    expect(effectiveFonts(null)).toEqual({ body: 'heebo', headings: 'heebo' });
    expect(effectiveFonts({ body: 'comic-sans', headings: '' })).toEqual({ body: 'heebo', headings: 'heebo' });
    expect(effectiveFonts({ body: 'toString', headings: '__proto__' })).toEqual({ body: 'heebo', headings: 'heebo' });
    expect(fontVariablesCss({})).toBe('');
    expect(fontVariablesCss({ body: 'heebo', headings: 'heebo' })).toBe('');
    expect(fontFaceCss({}, (f) => f)).toBe('');
  });

  it('name the body regular and bold and the headings bold, in Hebrew and Latin, once each', () => {
    expect(files({})).toEqual([
      'heebo-hebrew-400.woff2',
      'heebo-latin-400.woff2',
      'heebo-hebrew-700.woff2',
      'heebo-latin-700.woff2',
    ]);
    expect(files({ headings: 'frank-ruhl-libre' })).toEqual([
      'heebo-hebrew-400.woff2',
      'heebo-latin-400.woff2',
      'heebo-hebrew-700.woff2',
      'heebo-latin-700.woff2',
      'frank-ruhl-libre-hebrew-700.woff2',
      'frank-ruhl-libre-latin-700.woff2',
    ]);
    expect(files({ body: 'assistant', headings: 'assistant' })).toHaveLength(4);
    const known = new Set(allFontFiles.map((f) => f.file));
    for (const f of files({ body: 'rubik', headings: 'noto-sans-hebrew' })) expect(known.has(f), f).toBe(true);
  });

  it("declare only the chosen families other than Heebo (its faces are in the site's stylesheet)", () => {
    const css = fontFaceCss({ body: 'assistant', headings: 'heebo' }, (f) => `/_astro/${f}`);
    expect(css.match(/@font-face/g)).toHaveLength(4);
    expect(css).toContain("font-family:'Assistant'");
    expect(css).toContain("src:url('/_astro/assistant-hebrew-400.woff2') format('woff2')");
    expect(css).toContain('unicode-range:U+0590-05FF, U+20AA, U+25CC');
    expect(css).toContain('font-display:optional');
    expect(css).not.toContain('Heebo');
  });

  it("declare the heading family's regular face too, for a widget set in it at 400, without listing it", () => {
    const css = fontFaceCss({ headings: 'frank-ruhl-libre' }, (f) => `/_astro/${f}`);
    expect(css.match(/@font-face/g)).toHaveLength(4);
    for (const file of ['hebrew-400', 'latin-400', 'hebrew-700', 'latin-700'])
      expect(css).toContain(`/_astro/frank-ruhl-libre-${file}.woff2`);
    expect(css).toMatch(/font-weight:400;src:url\('\/_astro\/frank-ruhl-libre-hebrew-400\.woff2'\)/);
    expect(files({ headings: 'frank-ruhl-libre' })).not.toContain('frank-ruhl-libre-hebrew-400.woff2');
    // A heading family that is also the body's is declared once per face.
    expect(fontFaceCss({ body: 'rubik', headings: 'rubik' }, (f) => f).match(/@font-face/g)).toHaveLength(4);
  });

  it('turn the chosen families on with the fonts, and a serif family falls back to a serif before them', () => {
    expect(fontVariablesCss({ body: 'assistant' })).toBe(
      "html:root.fonts{--font-body:'Assistant', 'Arial Hebrew', Arial, 'Noto Sans Hebrew', sans-serif}",
    );
    const serif = fontVariablesCss({ headings: 'frank-ruhl-libre' });
    expect(serif).toMatch(/^html:root\{--font-heading:'David', [^}]*serif\}/);
    expect(serif).toContain("html:root.fonts{--font-heading:'Frank Ruhl Libre', 'David'");
    expect(serif).not.toContain('--font-body');
  });
});
