import { append } from './content-append';
import type { Walker } from './content-context';
import { attr, isElement, type DomElement } from './content-dom';
import { flattenBlocks } from './content-flatten';
import { hasText } from './content-inline-build';
import { list, listItem, type LexicalBlock, type LexicalList, type LexicalListItem } from './content-lexical-nodes';

/** Lexical derives an item's indent from how deep its list is nested; the JSON stores it. */
function setIndent(node: LexicalList, depth: number): void {
  for (const item of node.children) {
    item.indent = depth;
    for (const child of item.children) if (child.type === 'list') setIndent(child, depth + 1);
  }
}

/**
 * <ul>/<ol> → a list. As Lexical nests, a nested list sits alone in the item after the one it belongs to,
 * and that item does not count in the numbering. Images in items follow the list.
 */
export function listBlocks(el: DomElement, walker: Walker): LexicalBlock[] {
  const ordered = el.name === 'ol';
  const start = ordered ? Number.parseInt(attr(el, 'start'), 10) || 1 : 1;
  const items: LexicalListItem[] = [];
  const after: LexicalBlock[] = [];
  let value = start;
  for (const child of el.children) {
    const nodes = isElement(child) && child.name === 'li' ? child.children : [child];
    const flat = flattenBlocks(walker.blocks(nodes), true);
    if (hasText(flat.inline)) items.push(listItem(value++, 0, flat.inline));
    for (const nested of flat.lists) items.push(listItem(value, 0, [nested]));
    append(after, flat.after);
  }
  if (items.length === 0) return after;
  const result = list(ordered, start, items);
  setIndent(result, 0);
  return [result, ...after];
}
