import { readFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { fontUnicodeRanges, type FontFamilyId, type FontScript, type FontWeight } from '../../engines/design/fonts';

/**
 * The font files the site serves: @fontsource's Hebrew and Latin subsets of each family Site Settings offers
 * (engines/design/fonts.ts), cut down to the characters a Hebrew page of this site writes (measured in
 * docs/paint-first.md: 34 KB → 22 KB for Heebo's four files). A character outside them falls back to the
 * system font for that character alone (`unicode-range`).
 * `npm run fonts` writes them to site/fonts/; a unit test checks the committed files match this list.
 */
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

export const fontSubsets: Record<FontScript, { text: string; unicodeRange: string }> = {
  hebrew: {
    // Letters, points and cantillation, geresh and gershayim, the shekel sign, and the dotted circle
    // that shows a lone point.
    text: range(0x0590, 0x05ff) + '\u20aa\u25cc',
    unicodeRange: fontUnicodeRanges.hebrew,
  },
  latin: {
    // ASCII, the no-break space, and the marks and symbols Hebrew prose uses: « » ° ± · × ÷ – — ‘ ’ ‚ “ ” „ • … € ™ − →
    text:
      range(0x0020, 0x007e) +
      '\u00a0\u00ab\u00b0\u00b1\u00b7\u00bb\u00d7\u00f7\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u20ac\u2122\u2212\u2192',
    unicodeRange: fontUnicodeRanges.latin,
  },
};

/** One subset file, made from the family's pinned @fontsource source. */
export async function makeSubset(
  root: string,
  family: FontFamilyId,
  script: FontScript,
  weight: FontWeight,
): Promise<Buffer> {
  const source = await readFile(
    path.join(root, 'node_modules', '@fontsource', family, 'files', `${family}-${script}-${weight}-normal.woff2`),
  );
  return subsetFont(source, fontSubsets[script].text, { targetFormat: 'woff2' });
}
