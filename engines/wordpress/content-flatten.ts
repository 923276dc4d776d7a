import { append } from './content-append';
import { hasText } from './content-inline-build';
import { lineBreak, textNode, type LexicalBlock, type LexicalInline, type LexicalList } from './content-lexical-nodes';

export interface Flattened {
  /** The lines of text, joined by line breaks. */
  inline: LexicalInline[];
  /** Lists, when the caller can hold them (a list item nests them). */
  lists: LexicalList[];
  /** Blocks no inline content can hold (images, rules), to be placed after the element. */
  after: LexicalBlock[];
}

function listLines(list: LexicalList): LexicalInline[][] {
  return list.children.flatMap((item) => {
    const inline = item.children.filter((child): child is LexicalInline => child.type !== 'list');
    const nested = item.children.filter((child): child is LexicalList => child.type === 'list');
    const bullet = list.listType === 'number' ? `${item.value}. ` : '• ';
    return [...(hasText(inline) ? [[textNode(bullet), ...inline]] : []), ...nested.flatMap(listLines)];
  });
}

/** Blocks converted inside an element that holds only inline content (heading, quote, list item). */
export function flattenBlocks(blocks: LexicalBlock[], keepLists: boolean): Flattened {
  const out: Flattened = { inline: [], lists: [], after: [] };
  const addLine = (children: LexicalInline[]) => {
    if (!hasText(children)) return;
    if (out.inline.length > 0) out.inline.push(lineBreak());
    append(out.inline, children);
  };
  for (const block of blocks) {
    if (block.type === 'paragraph' || block.type === 'heading' || block.type === 'quote') addLine(block.children);
    else if (block.type === 'list' && keepLists) out.lists.push(block);
    else if (block.type === 'list') listLines(block).forEach(addLine);
    else out.after.push(block);
  }
  return out;
}
