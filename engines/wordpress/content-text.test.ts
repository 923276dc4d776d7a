import { describe, expect, it } from 'vitest';
import type { LexicalBlock } from './content-lexical-nodes';
import { convert, blocksOf, textOf, summary, only, text } from './testing';

describe('paragraphs and text', () => {
  it('writes a paragraph in the shape Lexical serializes, rtl', () => {
    expect(convert('<p>שלום</p>').lexical).toEqual({
      root: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [text('שלום')],
            direction: 'rtl',
            format: '',
            indent: 0,
            textFormat: 0,
            textStyle: '',
            version: 1,
          },
        ],
        direction: 'rtl',
        format: '',
        indent: 0,
        version: 1,
      },
    });
  });

  it('collapses whitespace as a browser does (block content: no autop) and decodes entities', () => {
    const html = '<!-- wp:paragraph --><p>  a \n\t b  <strong> c </strong> d </p><!-- /wp:paragraph -->';
    const p = only(blocksOf(html), 'paragraph');
    expect(p.children).toEqual([text('a b '), text('c ', 1), text('d')]);
    expect(textOf(only(blocksOf('<p>a &amp; b &quot;c&quot; &#8211;&nbsp;d &lt;e&gt;</p>'), 'paragraph'))).toBe(
      'a & b "c" –\u00a0d <e>',
    );
  });

  it('drops empty paragraphs', () => {
    expect(summary(blocksOf('<p></p><p>&nbsp;</p><p> </p><p><br></p><p><strong> </strong></p><p>x</p>'))).toEqual([
      'paragraph: x',
    ]);
  });

  it('maps inline formatting to the format bits, nested combinations added', () => {
    const p = only(
      blocksOf(
        '<p><strong>b</strong><b>b</b><em>i</em><i>i</i><s>s</s><del>s</del><u>u</u><code>c</code><sub>2</sub><sup>3</sup><strong><em><u>all</u></em></strong><span style="text-decoration: underline;">su</span></p>',
      ),
      'paragraph',
    );
    expect(p.children.map((n) => (n.type === 'text' ? [n.text, n.format] : n.type))).toEqual([
      ['bb', 1],
      ['ii', 2],
      ['ss', 4],
      ['u', 8],
      ['c', 16],
      ['2', 32],
      ['3', 64],
      ['all', 11],
      ['su', 8],
    ]);
    expect(p.textFormat).toBe(1);
  });

  it('turns <br> into a line break node', () => {
    expect(only(blocksOf('<p>a<br>b<br/></p>'), 'paragraph').children).toEqual([
      text('a'),
      { type: 'linebreak', version: 1 },
      text('b'),
    ]);
  });

  it('gives an empty document one empty paragraph, which Lexical can load', () => {
    expect(blocksOf('')).toEqual([expect.objectContaining({ type: 'paragraph', children: [] })]);
  });
});

describe('headings', () => {
  it('keeps h2–h6 and makes h1 an h2 (the page title is the h1)', () => {
    expect(summary(blocksOf('<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><h5>e</h5><h6>f</h6><h2> </h2>'))).toEqual([
      'h2: a',
      'h2: b',
      'h3: c',
      'h4: d',
      'h5: e',
      'h6: f',
    ]);
    expect(only(blocksOf('<h2>x</h2>'), 'heading')).toEqual({
      type: 'heading',
      tag: 'h2',
      children: [text('x')],
      direction: 'rtl',
      format: '',
      indent: 0,
      version: 1,
    });
  });
});

describe('columns and groups', () => {
  it('flattens wp:columns, wp:column and wp:group in order', () => {
    const html =
      '<!-- wp:group --><div class="wp-block-group"><!-- wp:columns --><div class="wp-block-columns"><!-- wp:column --><div class="wp-block-column"><h3>A</h3><p>a</p></div><!-- /wp:column --><!-- wp:column --><div class="wp-block-column"><h3>B</h3><p>b</p></div><!-- /wp:column --></div><!-- /wp:columns --></div><!-- /wp:group -->';
    expect(summary(blocksOf(html))).toEqual(['h3: A', 'paragraph: a', 'h3: B', 'paragraph: b']);
  });
});

describe('node ids', () => {
  it('are unique in a document and the same when the same content is converted again', () => {
    const html = '<p><a href="/a">a</a> <a href="/b">b</a></p>[gallery ids="1,2"]';
    const ids = (blocks: LexicalBlock[]) =>
      blocks.flatMap((b) =>
        b.type === 'upload'
          ? [b.id]
          : b.type === 'paragraph'
            ? b.children.flatMap((c) => (c.type === 'link' ? [c.id] : []))
            : [],
      );
    const first = ids(blocksOf(html));
    expect(new Set(first).size).toBe(4);
    expect(ids(blocksOf(html))).toEqual(first);
    expect(ids(blocksOf(`${html} `))).not.toEqual(first);
  });
});
