/** The text of a Lexical document, split into its headings and the rest, for the site search. */
export interface RichTextWords {
  headings: string[];
  body: string[];
}

interface Node {
  type?: unknown;
  text?: unknown;
  children?: unknown;
}

function textOf(node: Node): string {
  if (typeof node.text === 'string') return node.text;
  if (!Array.isArray(node.children)) return '';
  return (node.children as Node[]).map(textOf).join(node.type === 'list' ? '\n' : '');
}

export function richTextWords(value: unknown): RichTextWords {
  const out: RichTextWords = { headings: [], body: [] };
  const root = value && typeof value === 'object' && 'root' in value ? (value as { root: Node }).root : null;
  if (!root || !Array.isArray(root.children)) return out;
  for (const block of root.children as Node[]) {
    if (!block || typeof block !== 'object') continue;
    const text = textOf(block).trim();
    if (text) (block.type === 'heading' ? out.headings : out.body).push(text);
  }
  return out;
}
