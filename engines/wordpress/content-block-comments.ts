/**
 * Block-editor comments (`<!-- wp:name {"id":1} -->` … `<!-- /wp:name -->`, or `<!-- wp:name /-->`) are
 * turned into <wp-block> elements before the markup is parsed, so a block is an element holding its
 * content: one pass over the source, and nesting the parser and the depth limit see.
 */

export const BLOCK_TAG = 'wp-block';

export interface BlockComment {
  name: string;
  attrs: Record<string, unknown>;
  /** `<!-- wp:latest-posts /-->`: a block without saved HTML (WordPress renders it on the server). */
  selfClosing: boolean;
}

const NAME = '[a-z][a-z0-9_-]*(?:\\/[a-z][a-z0-9_-]*)?';
const OPENING = new RegExp(`^\\s*wp:(${NAME})\\s*(\\{[\\s\\S]*\\})?\\s*(\\/)?\\s*$`);
const CLOSING = new RegExp(`^\\s*\\/wp:${NAME}\\s*$`);
/** Comments, except inside elements whose content is not markup. */
const COMMENT = /<(script|style|textarea)\b[\s\S]*?<\/\1\s*>|<!--([\s\S]*?)-->/gi;

function parseAttrs(json: string | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  } catch {
    return {};
  }
}

export function parseBlockComment(data: string): BlockComment | null {
  const match = OPENING.exec(data);
  if (!match) return null;
  return { name: (match[1] ?? '').replace(/^core\//, ''), attrs: parseAttrs(match[2]), selfClosing: match[3] === '/' };
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function markBlockComments(html: string): string {
  return html.replace(COMMENT, (match, _raw: string | undefined, comment: string | undefined) => {
    if (comment === undefined) return match;
    if (CLOSING.test(comment)) return `</${BLOCK_TAG}>`;
    const block = parseBlockComment(comment);
    if (!block) return match;
    const open = `<${BLOCK_TAG} data-name="${attribute(block.name)}" data-attrs="${attribute(JSON.stringify(block.attrs))}"`;
    return block.selfClosing ? `${open} data-void=""></${BLOCK_TAG}>` : `${open}>`;
  });
}

/** The block comment a <wp-block> element was made from. */
export function blockOf(attrs: Record<string, string | undefined>): BlockComment {
  return { name: attrs['data-name'] ?? '', attrs: parseAttrs(attrs['data-attrs']), selfClosing: 'data-void' in attrs };
}
