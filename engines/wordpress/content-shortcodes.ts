/**
 * WordPress shortcodes (`[gallery ids="1,2"]`, `[caption …]<img …> text[/caption]`) live in the text of the
 * content and may enclose markup, so they are found in the source before it is parsed and replaced by a
 * <wp-shortcode> element that the converter handles like any other element.
 */

export const SHORTCODE_TAG = 'wp-shortcode';

/** Where the markup is not text: tags, comments, and elements whose content is not HTML text. */
const NOT_TEXT = /<!--[\s\S]*?-->|<(script|style|textarea)\b[\s\S]*?<\/\1\s*>|<[a-z/!?][^>]*>/gi;

/** `[name attrs]` up to the next `]`; no markup inside, so a replacement never cuts through a tag. */
const OPENING = /^\[([a-zA-Z][\w-]*)((?:\s[^\]<]*?)?)(\/)?\]$/;

/** Longer is not a shortcode: bounds the work per `[` when a post has many that are never closed. */
const MAX_OPENING_LENGTH = 5000;

/** 1 where the character at that index is text. */
function textRanges(html: string): Uint8Array {
  const isText = new Uint8Array(html.length).fill(1);
  for (const match of html.matchAll(NOT_TEXT)) isText.fill(0, match.index, match.index + match[0].length);
  return isText;
}

const attribute = (value: string) => value.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** WordPress does not nest a shortcode in itself either; the cap keeps hostile nesting off the stack. */
const MAX_NESTING = 16;

/** Where each `[/name]` closing tag is (in text), found once per name so a post with many shortcodes stays linear. */
function closingTags(html: string, isText: Uint8Array): (name: string, from: number, end: number) => number {
  const found = new Map<string, number[]>();
  return (name, from, end) => {
    const tag = `[/${name}]`;
    let positions = found.get(name);
    if (!positions) {
      positions = [];
      for (let at = html.indexOf(tag); at !== -1; at = html.indexOf(tag, at + 1)) if (isText[at]) positions.push(at);
      found.set(name, positions);
    }
    let low = 0;
    let high = positions.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((positions[middle] ?? Infinity) < from) low = middle + 1;
      else high = middle;
    }
    const at = positions[low];
    return at !== undefined && at + tag.length <= end ? at : -1;
  };
}

/**
 * Replaces each shortcode by `<wp-shortcode data-raw="[name …]" data-close="[/name]">content</wp-shortcode>`
 * (entities in the attributes stay as written, so the parser decodes them as it decodes the text). `[[x]]` is
 * WordPress's escape for a literal `[x]`.
 */
export function markShortcodes(html: string): string {
  const isText = textRanges(html);
  const closingAt = closingTags(html, isText);
  const mark = (start: number, end: number, nesting: number): string => {
    let out = '';
    let copied = start;
    let at = html.indexOf('[', start);
    // The next `]]` and `]` at or after `at` (-1: none left; -2: not looked for yet), kept as `at` moves on.
    let escapeEnd = -2;
    let bracketEnd = -2;
    while (at !== -1 && at < end) {
      const next = () => html.indexOf('[', at + 1);
      if (!isText[at]) {
        at = next();
        continue;
      }
      if (html.startsWith('[[', at) && /^[a-zA-Z]$/.test(html[at + 2] ?? '')) {
        if (escapeEnd !== -1 && escapeEnd < at) escapeEnd = html.indexOf(']]', at);
        const close = escapeEnd;
        if (close !== -1 && close + 2 <= end) {
          out += html.slice(copied, at) + html.slice(at + 1, close + 1);
          copied = close + 2;
          at = html.indexOf('[', copied);
          continue;
        }
      }
      if (bracketEnd !== -1 && bracketEnd < at) bracketEnd = html.indexOf(']', at);
      if (bracketEnd === -1 || bracketEnd >= end) break;
      const open = bracketEnd - at < MAX_OPENING_LENGTH ? OPENING.exec(html.slice(at, bracketEnd + 1)) : null;
      if (!open) {
        at = next();
        continue;
      }
      const name = open[1] ?? '';
      const openEnd = at + open[0].length;
      const close = open[3] || nesting >= MAX_NESTING ? -1 : closingAt(name, openEnd, end);
      const raw = ` data-raw="${attribute(open[0])}"`;
      out += html.slice(copied, at);
      if (close === -1) {
        out += `<${SHORTCODE_TAG}${raw}></${SHORTCODE_TAG}>`;
        copied = openEnd;
      } else {
        const content = mark(openEnd, close, nesting + 1);
        out += `<${SHORTCODE_TAG}${raw} data-close="[/${name}]">${content}</${SHORTCODE_TAG}>`;
        copied = close + name.length + 3;
      }
      at = html.indexOf('[', copied);
    }
    return out + html.slice(copied, end);
  };
  return mark(0, html.length, 0);
}

export interface Shortcode {
  name: string;
  attrs: Record<string, string>;
}

/** `[name a="1" b='2' c=3 positional]` → name and attributes (names lower-cased, as WordPress does). */
export function parseShortcode(raw: string): Shortcode {
  const match = /^\[([a-zA-Z][\w-]*)([\s\S]*?)\/?\]$/.exec(raw.trim());
  const attrs: Record<string, string> = {};
  if (!match) return { name: '', attrs };
  const pattern =
    /([\w-]+)\s*=\s*"([^"]*)"|([\w-]+)\s*=\s*'([^']*)'|([\w-]+)\s*=\s*([^\s'"]+)|"([^"]*)"|'([^']*)'|(\S+)/g;
  let positional = 0;
  for (const m of (match[2] ?? '').matchAll(pattern)) {
    const key = m[1] ?? m[3] ?? m[5];
    const value = m[2] ?? m[4] ?? m[6];
    if (key !== undefined && value !== undefined) attrs[key.toLowerCase()] = value;
    else attrs[String(positional++)] = m[7] ?? m[8] ?? m[9] ?? '';
  }
  return { name: (match[1] ?? '').toLowerCase(), attrs };
}
