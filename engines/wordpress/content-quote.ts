import { append } from './content-append';
import type { Walker } from './content-context';
import { isElement, type DomElement } from './content-dom';
import { flattenBlocks } from './content-flatten';
import { hasText } from './content-inline-build';
import { lineBreak, quote, textNode, type LexicalBlock, type LexicalInline } from './content-lexical-nodes';

const isCite = (node: DomElement['children'][number]) =>
  isElement(node) && (node.name === 'cite' || node.name === 'footer');

function startsWithDash(inline: LexicalInline[]): boolean {
  const first = inline[0];
  return first?.type === 'text' && /^\s*[—–-]/.test(first.text);
}

/** <blockquote> (wp:quote, wp:pullquote) → a quote: its paragraphs as lines, then "— " and the <cite>. */
export function quoteBlocks(el: DomElement, walker: Walker): LexicalBlock[] {
  const body = flattenBlocks(walker.blocks(el.children.filter((node) => !isCite(node))), false);
  const citeNodes = el.children.filter(isCite).flatMap((cite) => (isElement(cite) ? cite.children : []));
  const cite = flattenBlocks(walker.blocks(citeNodes), false);
  const children = [...body.inline];
  if (hasText(cite.inline)) {
    if (children.length > 0) children.push(lineBreak());
    if (!startsWithDash(cite.inline)) children.push(textNode('— '));
    append(children, cite.inline);
  }
  const after = [...body.after, ...cite.after];
  return hasText(children) ? [quote(children), ...after] : after;
}
