import type { SeedBlock } from './content/types';

/** Builds Lexical editor JSON from the seed's simple block list (Hebrew, so every node is rtl). */
const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
});

interface LexicalNode {
  type: string;
  version: number;
  [key: string]: unknown;
}

const element = (type: string, children: LexicalNode[], extra: Record<string, unknown> = {}): LexicalNode => ({
  type,
  children,
  direction: 'rtl',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
});

function block(b: SeedBlock): LexicalNode {
  switch (b.type) {
    case 'p':
      return element('paragraph', [text(b.text)], { textFormat: 0, textStyle: '' });
    case 'h2':
    case 'h3':
      return element('heading', [text(b.text)], { tag: b.type });
    case 'quote':
      return element('quote', [text(b.text)]);
    case 'ul':
    case 'ol':
      return element(
        'list',
        b.items.map((item, i) => element('listitem', [text(item)], { value: i + 1 })),
        { listType: b.type === 'ul' ? 'bullet' : 'number', tag: b.type, start: 1 },
      );
  }
}

export function toLexical(blocks: SeedBlock[]) {
  return {
    root: {
      type: 'root',
      children: blocks.map(block),
      direction: 'rtl' as const,
      format: '' as const,
      indent: 0,
      version: 1,
    },
  };
}
