import type { LexicalBlock, LexicalInline, LexicalList, LexicalText } from './content-lexical-nodes';

const isText = (node: { type: string }): node is LexicalText => node.type === 'text';

/** Lexical merges adjacent text in the same format when it loads a document, so the JSON is stored merged. */
function mergeText<T extends { type: string }>(nodes: T[]): T[] {
  const out: T[] = [];
  for (const node of nodes) {
    const last = out.at(-1);
    if (last && isText(last) && isText(node) && last.format === node.format) last.text += node.text;
    else out.push(node);
  }
  return out;
}

function normalizeChildren<T extends LexicalInline | LexicalList>(nodes: T[]): T[] {
  const merged = mergeText(nodes);
  for (const node of merged) {
    if (node.type === 'link') node.children = mergeText(node.children);
    if (node.type === 'list') normalizeList(node);
  }
  return merged;
}

function normalizeList(list: LexicalList): void {
  for (const item of list.children) item.children = normalizeChildren(item.children);
}

/** Puts the converted blocks in the form Lexical itself would store them (changes them in place). */
export function normalizeBlocks(blocks: LexicalBlock[]): LexicalBlock[] {
  for (const block of blocks) {
    if (block.type === 'paragraph' || block.type === 'heading' || block.type === 'quote') {
      block.children = normalizeChildren(block.children);
    } else if (block.type === 'list') normalizeList(block);
  }
  return blocks;
}
