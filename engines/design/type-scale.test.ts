import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultTypeScale, fluidSize, typeScaleCss, typeScaleProblems } from './type-scale';

const globalCss = readFileSync(new URL('../../site/styles/global.css', import.meta.url), 'utf8');

/** The px at a viewport width of a `clamp(a rem, b rem + c vw, d rem)` (16 px to the rem). */
function sizeAt(clamp: string, width: number): number {
  const [min, base, vw, max] = [...clamp.matchAll(/(-?[\d.]+)(rem|vw)/g)].map((m) => Number(m[1]));
  return Math.min(max! * 16, Math.max(min! * 16, base! * 16 + (vw! * width) / 100));
}

describe('the type scale', () => {
  it("keeps the design's own sizes (site/styles/global.css) when nothing is set", () => {
    expect(typeScaleCss({})).toBe('');
    expect(typeScaleCss({ ...defaultTypeScale })).toBe('');
    expect(globalCss).toContain(`var(--text-body, ${defaultTypeScale.bodySize / 16}rem)`);
    const h1 = globalCss.match(/var\(--text-h1, (clamp\([^)]*\))\)/)?.[1] ?? '';
    const h2 = globalCss.match(/var\(--text-h2, (clamp\([^)]*\))\)/)?.[1] ?? '';
    expect([sizeAt(h1, 320), sizeAt(h1, 1920)]).toEqual([defaultTypeScale.h1Mobile, defaultTypeScale.h1Desktop]);
    expect([sizeAt(h2, 320), sizeAt(h2, 1920)]).toEqual([defaultTypeScale.h2Mobile, defaultTypeScale.h2Desktop]);
    const h3 = globalCss.match(/var\(--text-h3, (clamp\([^)]*\))\)/)?.[1] ?? '';
    expect([sizeAt(h3, 320), sizeAt(h3, 1920)]).toEqual([defaultTypeScale.h3Mobile, defaultTypeScale.h3Desktop]);
    expect(sizeAt(h3, 878)).toBeCloseTo(20.5, 1);
    for (const level of [4, 5, 6] as const)
      expect(globalCss).toContain(`var(--text-h${level}, ${defaultTypeScale[`h${level}Size`] / 16}rem)`);
  });

  it('sets H4–H6 as one size each, and keeps each no larger than the level above', () => {
    expect(typeScaleCss({ h4Size: 19, h6Size: 14 })).toBe('html:root{--text-h4:1.1875rem;--text-h6:0.875rem}');
    expect(typeScaleProblems({ h4Size: 20 })).toEqual([
      { field: 'h4Size', message: 'כותרת רביעית (20) גדולה מכותרת שלישית בנייד (19).' },
    ]);
    expect(typeScaleProblems({ h5Size: 19 }).map((p) => p.field)).toEqual(['h5Size']);
    expect(typeScaleProblems({ h6Size: 30 })).toEqual([
      { field: 'h6Size', message: 'כותרת שישית: מספר שלם של פיקסלים בין 12 ל־24.' },
    ]);
    expect(typeScaleCss({ h5Size: 19 })).toBe('');
  });

  it('grows a heading from its phone size at 390 px to its desktop size at 1366 px, in rem', () => {
    const size = fluidSize(24, 48);
    expect(size).toMatch(/^clamp\(1\.5rem, [\d.]+rem \+ [\d.]+vw, 3rem\)$/);
    expect(sizeAt(size, 390)).toBeCloseTo(24, 1);
    expect(sizeAt(size, 878)).toBeCloseTo(36, 1);
    expect(sizeAt(size, 1366)).toBeCloseTo(48, 1);
    expect(fluidSize(30, 30)).toBe('1.875rem');
  });

  it('sets only what differs from the design', () => {
    expect(typeScaleCss({ bodySize: 18 })).toBe('html:root{--text-body:1.125rem}');
    const css = typeScaleCss({ h1Mobile: 32, h1Desktop: 56 });
    expect(css).toMatch(/^html:root\{--text-h1:clamp\(2rem, [^}]+, 3\.5rem\)\}$/);
    expect(css).not.toContain('--text-h2');
  });

  it('refuses sizes out of range, headings smaller than the text, and a desktop heading smaller than the phone’s', () => {
    expect(typeScaleProblems({ bodySize: 30 })).toEqual([
      { field: 'bodySize', message: 'גודל הטקסט: מספר שלם של פיקסלים בין 14 ל־22.' },
    ]);
    expect(typeScaleProblems({ bodySize: 16.5 })[0]?.field).toBe('bodySize');
    expect(typeScaleProblems({ bodySize: 22, h2Mobile: 20 })).toEqual([
      { field: 'h2Mobile', message: 'כותרת משנה בנייד קטנה מגודל הטקסט (22 פיקסלים).' },
    ]);
    expect(typeScaleProblems({ h1Mobile: 40, h1Desktop: 30 })[0]?.field).toBe('h1Desktop');
    expect(typeScaleProblems({ h2Desktop: 48 })[0]?.message).toContain('גדולה מהכותרת הראשית');
    expect(typeScaleProblems({ h3Desktop: 30 })).toEqual([
      { field: 'h3Desktop', message: 'כותרת שלישית במחשב גדולה מכותרת המשנה במחשב.' },
    ]);
    expect(typeScaleCss({ h3Mobile: 20, h3Desktop: 24 })).toMatch(
      /^html:root\{--text-h3:clamp\(1\.25rem, [^}]+, 1\.5rem\)\}$/,
    );
    expect(typeScaleCss({ h1Mobile: 40, h1Desktop: 30 })).toBe('');
  });
});
