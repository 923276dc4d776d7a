/**
 * What a builder layout shows, for the studio's edit view of a page built in the builder: one line per
 * top-level element with its kind, how many elements it holds and its first words (a heading's, or the
 * first text found), so the owner recognises the page without opening the builder.
 */
export interface OutlineItem {
  /** The widget's Hebrew name, e.g. "מקטע". */
  label: string;
  /** Elements inside it (0 for a leaf widget). */
  inside: number;
  /** Its first heading or text, plain, at most `maxText` characters; '' when it has none. */
  text: string;
}

const maxText = 70;
const textProps = ['text', 'title', 'html', 'content', 'label'] as const;

interface Node {
  type: string;
  props: Record<string, unknown>;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Node).type === 'string' &&
  typeof (value as Node).props === 'object' &&
  (value as Node).props !== null;

const children = (node: Node): Node[] =>
  Object.values(node.props).flatMap((value) => (Array.isArray(value) ? value.filter(isNode) : []));

const plain = (value: string): string =>
  value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

const shorten = (value: string): string => (value.length > maxText ? `${value.slice(0, maxText - 1)}…` : value);

const ownText = (node: Node): string => {
  for (const key of textProps) {
    const value = node.props[key];
    if (typeof value === 'string' && plain(value) !== '') return plain(value);
  }
  return '';
};

/** Depth-first: a heading anywhere inside wins over other text. */
function firstText(node: Node): string {
  const all: Node[] = [];
  const walk = (n: Node) => {
    all.push(n);
    children(n).forEach(walk);
  };
  walk(node);
  const heading = all.find((n) => n.type === 'heading' && ownText(n) !== '');
  if (heading) return ownText(heading);
  for (const n of all) {
    const text = ownText(n);
    if (text !== '') return text;
  }
  return '';
}

function count(node: Node): number {
  return children(node).reduce((sum, child) => sum + 1 + count(child), 0);
}

/** A widget's first heading or words, shortened, as the outline shows them ('' for none). */
export const nodeText = (node: unknown): string => (isNode(node) ? shorten(firstText(node)) : '');

/** The outline of a layout's `content`; [] for anything that is not a list of widgets. */
export function layoutOutline(content: unknown, labelOf: (type: string) => string): OutlineItem[] {
  if (!Array.isArray(content)) return [];
  return content.filter(isNode).map((node) => ({
    label: labelOf(node.type),
    inside: count(node),
    text: shorten(firstText(node)),
  }));
}

/** Whether a stored layout has anything on it (an empty builder document counts as none). */
export const hasLayoutContent = (layout: unknown): boolean =>
  typeof layout === 'object' &&
  layout !== null &&
  Array.isArray((layout as { content?: unknown }).content) &&
  (layout as { content: unknown[] }).content.length > 0;
