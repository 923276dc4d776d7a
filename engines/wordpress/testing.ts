import { expect } from 'vitest';
import type { LexicalBlock, LexicalInline, LexicalList, LexicalParagraph } from './content-lexical-nodes';
import { contentToLexical, type ContentResolver } from './content-to-lexical';
import type { WxrItem } from './wxr';

/** For the content-*.test.ts files: the old site's address in the fixture export. */
export const SITE = 'http://127.0.0.1:8080';

/** Media known by attachment id (`media-79`) or, for a URL, by file name; links on the old site made relative. */
export const resolver = (known: Record<string, string> = {}): ContentResolver & { calls: object[] } => {
  const calls: object[] = [];
  return {
    calls,
    media(ref) {
      calls.push(ref);
      if (ref.wpId !== undefined) return ref.wpId === 404 ? null : `media-${ref.wpId}`;
      const file = ref.url?.split('/').pop() ?? '';
      return known[file] ?? null;
    },
    link: (href) => (href.startsWith(SITE) ? href.slice(SITE.length) : href),
  };
};

export const convert = (html: string, r: ContentResolver = resolver()) => contentToLexical(html, r);
export const blocksOf = (html: string, r?: ContentResolver) => convert(html, r).lexical.root.children;

/** The visible text of a node, line breaks as \n. */
export function textOf(node: LexicalBlock | LexicalInline | LexicalList['children'][number]): string {
  if (node.type === 'text') return node.text;
  if (node.type === 'linebreak') return '\n';
  if ('children' in node) {
    const children: (LexicalBlock | LexicalInline | LexicalList['children'][number])[] = node.children;
    return children.map(textOf).join('');
  }
  return '';
}

export const summary = (blocks: LexicalBlock[]) =>
  blocks.map((b) =>
    b.type === 'heading'
      ? `${b.tag}: ${textOf(b)}`
      : b.type === 'upload'
        ? `upload ${b.value}`
        : b.type === 'list'
          ? `${b.tag}: ${b.children.map(textOf).join(' / ')}`
          : `${b.type}: ${textOf(b)}`,
  );

export function paragraphAt(blocks: LexicalBlock[], index: number): LexicalParagraph {
  const block = blocks[index];
  if (block?.type !== 'paragraph') throw new Error(`block ${index} is not a paragraph`);
  return block;
}

export function only<T extends LexicalBlock['type']>(
  blocks: LexicalBlock[],
  type: T,
): Extract<LexicalBlock, { type: T }> {
  expect(blocks).toHaveLength(1);
  const [block] = blocks;
  if (block?.type !== type) throw new Error(`expected one ${type}, got ${summary(blocks).join(', ')}`);
  return block as Extract<LexicalBlock, { type: T }>;
}

export const text = (value: string, format = 0) => ({
  type: 'text',
  detail: 0,
  format,
  mode: 'normal',
  style: '',
  text: value,
  version: 1,
});

/** An export item with plain defaults (a published post), for the importer's tests. */
export const wxrItem = (over: Partial<WxrItem>): WxrItem => ({
  id: 1,
  title: 'כותרת',
  link: '',
  creator: 'admin',
  guid: '',
  description: '',
  content: '',
  excerpt: '',
  postDate: '2024-05-01 10:00:00',
  postDateGmt: '2024-05-01 07:00:00',
  modified: '2024-05-01 10:00:00',
  modifiedGmt: null,
  commentStatus: 'open',
  pingStatus: 'open',
  slug: '',
  status: 'publish',
  parentId: 0,
  menuOrder: 0,
  type: 'post',
  password: '',
  sticky: false,
  attachmentUrl: null,
  terms: [],
  meta: {},
  comments: [],
  ...over,
});
