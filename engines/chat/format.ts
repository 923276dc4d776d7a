/**
 * The chatbox CTA as data, never HTML (reference §2.18–19): bubbles split on lines of `===`, a `>>>` line
 * starts a note bubble, `---` is a rule, and WhatsApp's inline marks *bold* _italic_ ~strike~ `code`
 * (with **x** and __x__ read as bold), and [links](https://…) to http(s) or site paths only. The renderer escapes every piece of text.
 */
export type Mark = 'bold' | 'italic' | 'strike' | 'code';
export interface Span {
  text: string;
  mark?: Mark;
  /** A Markdown link `[text](url)`: only http(s) or a path on the site. */
  href?: string;
}
export type Line = Span[] | 'rule';
export interface Bubble {
  note: boolean;
  lines: Line[];
}

const markOf: Record<string, Mark> = { '*': 'bold', _: 'italic', '~': 'strike', '`': 'code' };
const inline =
  /\[([^\]\n]+)\]\(((?:https?:\/\/|\/(?!\/))[^\s()<>"']+)\)|(\*\*|__)(?=\S)(.+?)(?<=\S)\3|([*_~`])(?=\S)([^\n]+?)(?<=\S)\5/g;

export function parseSpans(line: string): Span[] {
  const spans: Span[] = [];
  let last = 0;
  for (const m of line.matchAll(inline)) {
    if (m.index > last) spans.push({ text: line.slice(last, m.index) });
    if (m[1]) spans.push({ text: m[1], href: m[2] });
    else if (m[3]) spans.push({ text: m[4] ?? '', mark: 'bold' });
    else spans.push({ text: m[6] ?? '', mark: markOf[m[5] ?? '*'] ?? 'bold' });
    last = m.index + m[0].length;
  }
  if (last < line.length) spans.push({ text: line.slice(last) });
  return spans;
}

export function parseBubbles(text: string): Bubble[] {
  const bubbles: Bubble[] = [];
  let current: Bubble = { note: false, lines: [] };
  const flush = () => {
    while (current.lines.length && isBlank(current.lines.at(-1))) current.lines.pop();
    while (current.lines.length && isBlank(current.lines[0])) current.lines.shift();
    if (current.lines.length) bubbles.push(current);
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (/^={3,}$/.test(line)) {
      flush();
      current = { note: false, lines: [] };
    } else if (/^>{3,}$/.test(line)) {
      flush();
      current = { note: true, lines: [] };
    } else if (/^-{3,}$/.test(line)) current.lines.push('rule');
    else current.lines.push(parseSpans(line));
  }
  flush();
  return bubbles;
}

/** Words in a bubble, for its typing delay. */
export function wordCount(bubble: Bubble): number {
  return bubble.lines
    .flatMap((l) => (l === 'rule' ? [] : l.map((s) => s.text)))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

const isBlank = (line: Line | undefined) => Array.isArray(line) && line.every((s) => !s.text.trim());
