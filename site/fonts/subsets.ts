import { readFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';

/**
 * The Heebo files the site serves: @fontsource's Hebrew and Latin subsets cut down to the characters a
 * Hebrew page of this site writes (measured in docs/paint-first.md: 34 KB → 22 KB for the four files).
 * A character outside them falls back to the system font for that character alone (`unicode-range`).
 * `npm run fonts` writes them to site/fonts/; a unit test checks the committed files match this list.
 */
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

export const fontSubsets = {
  hebrew: {
    // Letters, points and cantillation, geresh and gershayim, the shekel sign, and the dotted circle
    // that shows a lone point.
    text: range(0x0590, 0x05ff) + '\u20aa\u25cc',
    unicodeRange: 'U+0590-05FF, U+20AA, U+25CC',
  },
  latin: {
    // ASCII, the no-break space, and the marks and symbols Hebrew prose uses: « » ° ± · × ÷ – — ‘ ’ ‚ “ ” „ • … € ™ − →
    text:
      range(0x0020, 0x007e) +
      '\u00a0\u00ab\u00b0\u00b1\u00b7\u00bb\u00d7\u00f7\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u20ac\u2122\u2212\u2192',
    unicodeRange:
      'U+0020-007E, U+00A0, U+00AB, U+00B0-00B1, U+00B7, U+00BB, U+00D7, U+00F7, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+20AC, U+2122, U+2192, U+2212',
  },
} as const;

export const fontWeights = [400, 700] as const;

export type FontSubset = keyof typeof fontSubsets;

export const subsetFileName = (subset: FontSubset, weight: number) => `heebo-${subset}-${weight}.woff2`;

/** One subset file, made from the pinned @fontsource/heebo source. */
export async function makeSubset(root: string, subset: FontSubset, weight: number): Promise<Buffer> {
  const source = await readFile(
    path.join(root, 'node_modules', '@fontsource', 'heebo', 'files', `heebo-${subset}-${weight}-normal.woff2`),
  );
  return subsetFont(source, fontSubsets[subset].text, { targetFormat: 'woff2' });
}
