import { typographyStyle, type TypographyGroup } from './parts/typography';

/**
 * builder/widgets.css by section: a page inlines the sections its widgets need, not the whole sheet
 * (issue 24: an article with a newsletter popup carried 28 KB of widget CSS for one form).
 */
export interface WidgetCssSection {
  /** The section's position in the sheet: its key when inlined once per page. */
  index: number;
  /**
   * The widget types it styles; '*' for every page that has a layout; `@feature` names a setting any widget
   * may use (an entrance animation, sticky, a coloured box: `layoutFeatures`), so a page carries its CSS
   * only when one of its widgets uses it.
   */
  types: readonly string[] | '*';
  css: string;
}

const header = /^\/\* -{10} .+ -{10} \*\/$/m;
const typesLine = /^\/\* widgets: (.+?) \*\/$/m;

/** Splits the sheet at its section headers; the text before the first header goes with the first section. */
export function splitWidgetCss(sheet: string): WidgetCssSection[] {
  const starts: number[] = [];
  const all = new RegExp(header.source, 'gm');
  for (let m = all.exec(sheet); m; m = all.exec(sheet)) starts.push(m.index);
  if (starts.length === 0) throw new Error('widgets.css: no section headers');
  return starts.map((start, i) => {
    const css = sheet.slice(i === 0 ? 0 : start, starts[i + 1] ?? sheet.length);
    const declared = typesLine.exec(css)?.[1]?.trim();
    if (!declared) throw new Error(`widgets.css: the section at ${start} names no widget types`);
    return { index: i, types: declared === '*' ? '*' : declared.split(/\s+/), css };
  });
}

/** A typography group's settings end with these; a group is a prefix (`typo`, `typo_title`…). */
const typographyKey =
  /^(typo(?:_[a-z_]+?)?)_(?:font|size_desktop|size_tablet|size_mobile|weight|line_height|letter_spacing|word_spacing|transform)$/;

/**
 * The settings of one widget whose CSS is a section of its own: the common entrance animation and sticky
 * settings (builder/common.ts), a box's background (builder/parts/background-tone.ts), a container laid out
 * as a grid, and a custom typography group (builder/parts/typography.ts). Props are read as stored, where an
 * unset one is its default ('none', '', global).
 */
export function layoutFeatures(type: string, props: Readonly<Record<string, unknown>>): string[] {
  const features: string[] = [];
  const set = (value: unknown, unset: string) => typeof value === 'string' && value !== '' && value !== unset;
  if (set(props.animation, 'none')) features.push('@animation');
  if (set(props.sticky, 'none')) features.push('@sticky');
  if (set(props.background, '')) features.push('@tone');
  if (type === 'container' && props.layout === 'grid') features.push('@grid');
  const groups = new Set<string>();
  for (const key of Object.keys(props)) {
    const group = typographyKey.exec(key)?.[1];
    if (group) groups.add(group);
  }
  if ([...groups].some((group) => typographyStyle(props as Partial<TypographyGroup<string>>, group).classes.length > 0))
    features.push('@typography');
  return features;
}

/** The sections a set of widget types needs, in the sheet's order (so the cascade is the sheet's). */
export function sectionsFor(sections: readonly WidgetCssSection[], types: Iterable<string>): WidgetCssSection[] {
  const used = new Set(types);
  return sections.filter((s) => s.types === '*' || s.types.some((t) => used.has(t)));
}

/**
 * A section as inlined, minified: comments dropped, whitespace folded, and the spaces a minifier would drop
 * (around braces, semicolons, commas and child combinators, after colons) dropped. The sheet is read raw,
 * since its comments mark the sections; quoted strings are set aside first and kept as written. A space
 * before a colon is kept: in a selector it is a descendant combinator (`.a :hover`).
 */
export function compactCss(css: string): string {
  const strings: string[] = [];
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/'[^']*'|"[^"]*"/g, (quoted) => `"${strings.push(quoted) - 1}"`)
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim()
    .replace(/"(\d+)"/g, (_, i: string) => strings[Number(i)]!);
}
