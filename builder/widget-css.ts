/**
 * builder/widgets.css by section: a page inlines the sections its widgets need, not the whole sheet
 * (issue 24: an article with a newsletter popup carried 28 KB of widget CSS for one form).
 */
export interface WidgetCssSection {
  /** The section's position in the sheet: its key when inlined once per page. */
  index: number;
  /** The widget types it styles; '*' for every page that has a layout. */
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
