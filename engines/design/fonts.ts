/**
 * The site's fonts (issue 25, Site Settings → Design): a body family and a heading family, each one of the
 * self-hosted Hebrew families below (site/fonts, subset by `npm run fonts`). Nothing is fetched from
 * elsewhere. A family is downloaded only where a page uses it, and, as Heebo always was, only from a
 * visitor's second page (engines/font-cache.ts): a first paint is the system's Hebrew font, sans-serif or
 * serif as the family is, so text never moves when a font arrives.
 */
const sans = "'Arial Hebrew', Arial, 'Noto Sans Hebrew', sans-serif";
const serif = "'David', 'Times New Roman', 'Noto Serif Hebrew', serif";

export const fontFamilies = {
  heebo: { family: 'Heebo', label: 'Heebo (ברירת המחדל)', fallback: sans },
  assistant: { family: 'Assistant', label: 'Assistant', fallback: sans },
  rubik: { family: 'Rubik', label: 'Rubik', fallback: sans },
  'noto-sans-hebrew': { family: 'Noto Sans Hebrew', label: 'Noto Sans Hebrew', fallback: sans },
  'frank-ruhl-libre': { family: 'Frank Ruhl Libre', label: 'Frank Ruhl Libre (עם תגים)', fallback: serif },
} as const;

export type FontFamilyId = keyof typeof fontFamilies;
export const fontFamilyIds = Object.keys(fontFamilies) as FontFamilyId[];

export const isFontFamilyId = (value: unknown): value is FontFamilyId =>
  typeof value === 'string' && Object.hasOwn(fontFamilies, value);

export interface FontSettings {
  body?: string | null;
  headings?: string | null;
}

export const defaultFonts = { body: 'heebo', headings: 'heebo' } as const satisfies Record<string, FontFamilyId>;

/** The families in force: each chosen one, or the design's own (an unknown name is the design's too). */
export function effectiveFonts(input: FontSettings | null | undefined): { body: FontFamilyId; headings: FontFamilyId } {
  const pick = (k: keyof typeof defaultFonts) => (isFontFamilyId(input?.[k]) ? input[k] : defaultFonts[k]);
  return { body: pick('body'), headings: pick('headings') };
}

export const fontScripts = ['hebrew', 'latin'] as const;
export type FontScript = (typeof fontScripts)[number];
export const fontWeights = [400, 700] as const;
export type FontWeight = (typeof fontWeights)[number];

/** `heebo-hebrew-400.woff2`: the name of one subset file in site/fonts. */
export const fontFileName = (family: FontFamilyId, script: FontScript, weight: FontWeight) =>
  `${family}-${script}-${weight}.woff2`;

export interface FontFile {
  family: FontFamilyId;
  script: FontScript;
  weight: FontWeight;
  file: string;
}

/** Every file of every family, as site/fonts holds them (`npm run fonts`). */
export const allFontFiles: FontFile[] = fontFamilyIds.flatMap((family) =>
  fontScripts.flatMap((script) =>
    fontWeights.map((weight) => ({ family, script, weight, file: fontFileName(family, script, weight) })),
  ),
);

/**
 * The files a page in these fonts may use: the body family regular and bold, the heading family bold
 * (headings are bold); one list without repeats, for the preload and the after-load fetch.
 */
export function fontFilesFor(input: FontSettings | null | undefined): FontFile[] {
  const { body, headings } = effectiveFonts(input);
  const wanted: [FontFamilyId, FontWeight][] = [
    [body, 400],
    [body, 700],
    [headings, 700],
  ];
  const files = new Map<string, FontFile>();
  for (const [family, weight] of wanted)
    for (const script of fontScripts) {
      const file = fontFileName(family, script, weight);
      files.set(file, { family, script, weight, file });
    }
  return [...files.values()];
}

export const fontUnicodeRanges: Record<FontScript, string> = {
  hebrew: 'U+0590-05FF, U+20AA, U+25CC',
  latin:
    'U+0020-007E, U+00A0, U+00AB, U+00B0-00B1, U+00B7, U+00BB, U+00D7, U+00F7, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+20AC, U+2122, U+2192, U+2212',
};

/**
 * `@font-face` rules for the chosen families other than Heebo (site/styles/fonts.css declares Heebo's for
 * every page), with each file's URL from `urlOf` (the site's hashed asset, or the builder's font route).
 * The heading family's regular face is declared too, though not in the page's list: a widget set in that
 * family at weight 400 (builder/parts/typography.ts) would otherwise be drawn in its only face, the bold.
 * A browser fetches a declared face only for text that uses it, so other pages pay nothing for it.
 */
export function fontFaceCss(input: FontSettings | null | undefined, urlOf: (file: string) => string): string {
  const { headings } = effectiveFonts(input);
  const declared = new Map(fontFilesFor(input).map((f) => [f.file, f]));
  for (const f of allFontFiles) if (f.family === headings && f.weight === 400) declared.set(f.file, f);
  return [...declared.values()]
    .filter((f) => f.family !== 'heebo')
    .map(
      (f) =>
        `@font-face{font-family:'${fontFamilies[f.family].family}';font-style:normal;font-display:optional;` +
        `font-weight:${f.weight};src:url('${urlOf(f.file)}') format('woff2');unicode-range:${fontUnicodeRanges[f.script]}}`,
    )
    .join('');
}

const stack = (id: FontFamilyId) => `'${fontFamilies[id].family}', ${fontFamilies[id].fallback}`;

/**
 * The custom properties for the chosen families, only where they differ from the design's (Heebo for both,
 * site/styles/global.css): the system fallback of each family's kind before the fonts are cached, the
 * family itself once they are (`.fonts`).
 */
export function fontVariablesCss(input: FontSettings | null | undefined): string {
  const chosen = effectiveFonts(input);
  const before: string[] = [];
  const after: string[] = [];
  for (const [name, id] of [
    ['--font-body', chosen.body],
    ['--font-heading', chosen.headings],
  ] as const) {
    if (id === defaultFonts[name === '--font-body' ? 'body' : 'headings']) continue;
    if (fontFamilies[id].fallback !== sans) before.push(`${name}:${fontFamilies[id].fallback}`);
    after.push(`${name}:${stack(id)}`);
  }
  return (
    (before.length ? `html:root{${before.join(';')}}` : '') +
    (after.length ? `html:root.fonts{${after.join(';')}}` : '')
  );
}
