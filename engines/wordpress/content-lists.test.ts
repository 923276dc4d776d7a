import { describe, expect, it } from 'vitest';
import { blocksOf, textOf, summary, only, text } from './testing';

describe('lists', () => {
  it('converts ul and ol with numbered values and the start', () => {
    const ul = only(blocksOf('<ul><li>a</li><li>b</li></ul>'), 'list');
    expect([ul.listType, ul.tag, ul.start]).toEqual(['bullet', 'ul', 1]);
    expect(ul.children.map((item) => [item.type, item.value, textOf(item)])).toEqual([
      ['listitem', 1, 'a'],
      ['listitem', 2, 'b'],
    ]);
    const ol = only(blocksOf('<ol start="3"><li>a</li><li>b</li></ol>'), 'list');
    expect([ol.listType, ol.tag, ol.start, ol.children.map((i) => i.value)]).toEqual(['number', 'ol', 3, [3, 4]]);
  });

  it('nests a list as Lexical does: alone in the next item, not counted, its items indented', () => {
    const list = only(blocksOf('<ol><li>a<ul><li>b<ol><li>c</li></ol></li></ul></li><li>d</li></ol>'), 'list');
    const [first, wrapper, last] = list.children;
    expect(list.children).toHaveLength(3);
    expect([first?.value, first?.indent, first && textOf(first)]).toEqual([1, 0, 'a']);
    expect([wrapper?.value, wrapper?.indent, wrapper?.children.map((c) => c.type)]).toEqual([2, 0, ['list']]);
    expect([last?.value, textOf(last ?? list)]).toEqual([2, 'd']);
    const nested = wrapper?.children[0];
    if (nested?.type !== 'list') throw new Error('no nested list');
    expect(nested.listType).toBe('bullet');
    expect(nested.children.map((item) => item.indent)).toEqual([1, 1]);
    const deepest = nested.children[1]?.children[0];
    expect(deepest?.type === 'list' && deepest.children.map((item) => [item.indent, textOf(item)])).toEqual([[2, 'c']]);
  });

  it('reads block-editor lists with their list-item comments', () => {
    const html = '<!-- wp:list --><ul><!-- wp:list-item --><li>a</li><!-- /wp:list-item --></ul><!-- /wp:list -->';
    expect(summary(blocksOf(html))).toEqual(['ul: a']);
  });
});

describe('quotes, rules and code', () => {
  it('makes a quote of the paragraphs and the cite as a last line after a dash', () => {
    const html =
      '<!-- wp:quote --><blockquote class="wp-block-quote"><!-- wp:paragraph --><p>one</p><!-- /wp:paragraph --><p>two</p><cite>Name</cite></blockquote><!-- /wp:quote -->';
    const q = only(blocksOf(html), 'quote');
    expect(q.children).toEqual([
      text('one'),
      { type: 'linebreak', version: 1 },
      text('two'),
      { type: 'linebreak', version: 1 },
      text('— Name'),
    ]);
  });

  it('turns hr and wp:separator into a horizontal rule', () => {
    expect(blocksOf('<!-- wp:separator --><hr class="wp-block-separator"/><!-- /wp:separator --><hr>')).toEqual([
      { type: 'horizontalrule', version: 1 },
      { type: 'horizontalrule', version: 1 },
    ]);
  });

  it('keeps <pre> as code-format text with its lines and spaces', () => {
    const p = only(
      blocksOf('<pre class="wp-block-code"><code>\nconst a = 1;\n  return a &lt; 2;\n</code></pre>'),
      'paragraph',
    );
    expect(p.children).toEqual([
      text('const a = 1;', 16),
      { type: 'linebreak', version: 1 },
      text('  return a < 2;', 16),
    ]);
  });
});
