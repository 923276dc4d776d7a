import { describe, expect, it } from 'vitest';
import { autop } from './content-autop';
import { fixtureContent } from './content-fixture';
import type { LexicalBlock, LexicalInline, LexicalList, LexicalParagraph } from './content-lexical-nodes';
import { MARKER } from './content-markers';
import { contentToLexical, type ContentResolver } from './content-to-lexical';

const SITE = 'http://127.0.0.1:8080';

/** Media known by attachment id (`media-79`) or, for a URL, by file name; links on the old site made relative. */
const resolver = (known: Record<string, string> = {}): ContentResolver & { calls: object[] } => {
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

const convert = (html: string, r: ContentResolver = resolver()) => contentToLexical(html, r);
const blocksOf = (html: string, r?: ContentResolver) => convert(html, r).lexical.root.children;

/** The visible text of a node, line breaks as \n. */
function textOf(node: LexicalBlock | LexicalInline | LexicalList['children'][number]): string {
  if (node.type === 'text') return node.text;
  if (node.type === 'linebreak') return '\n';
  if ('children' in node) {
    const children: (LexicalBlock | LexicalInline | LexicalList['children'][number])[] = node.children;
    return children.map(textOf).join('');
  }
  return '';
}

const summary = (blocks: LexicalBlock[]) =>
  blocks.map((b) =>
    b.type === 'heading'
      ? `${b.tag}: ${textOf(b)}`
      : b.type === 'upload'
        ? `upload ${b.value}`
        : b.type === 'list'
          ? `${b.tag}: ${b.children.map(textOf).join(' / ')}`
          : `${b.type}: ${textOf(b)}`,
  );

function paragraphAt(blocks: LexicalBlock[], index: number): LexicalParagraph {
  const block = blocks[index];
  if (block?.type !== 'paragraph') throw new Error(`block ${index} is not a paragraph`);
  return block;
}

function only<T extends LexicalBlock['type']>(blocks: LexicalBlock[], type: T): Extract<LexicalBlock, { type: T }> {
  expect(blocks).toHaveLength(1);
  const [block] = blocks;
  if (block?.type !== type) throw new Error(`expected one ${type}, got ${summary(blocks).join(', ')}`);
  return block as Extract<LexicalBlock, { type: T }>;
}

const text = (value: string, format = 0) => ({
  type: 'text',
  detail: 0,
  format,
  mode: 'normal',
  style: '',
  text: value,
  version: 1,
});

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

describe('links', () => {
  it('writes a link node with the resolved href, a new tab from target=_blank', () => {
    const p = only(
      blocksOf(
        `<p>see <a href="${SITE}/article-13/">this</a> and <a href="https://x.org" target="_blank">that</a></p>`,
      ),
      'paragraph',
    );
    const [, first, , second] = p.children;
    expect(first).toEqual({
      type: 'link',
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      fields: { linkType: 'custom', url: '/article-13/', newTab: false },
      children: [text('this')],
      direction: 'rtl',
      format: '',
      indent: 0,
      version: 3,
    });
    expect(second?.type === 'link' && second.fields).toEqual({
      linkType: 'custom',
      url: 'https://x.org',
      newTab: true,
    });
  });

  it('keeps tel:, mailto: and anchors, and drops a javascript: link but not its text', () => {
    const { lexical, issues } = convert(
      '<p><a href="tel:+97231234567">03</a> <a href="mailto:a@b.co.il">mail</a> <a href="#top">up</a> <a href="javascript:alert(1)">bad</a></p>',
    );
    const p = lexical.root.children[0];
    const urls = p?.type === 'paragraph' ? p.children.flatMap((c) => (c.type === 'link' ? [c.fields.url] : [])) : [];
    expect(urls).toEqual(['tel:+97231234567', 'mailto:a@b.co.il', '#top']);
    expect(p && textOf(p)).toBe('03 mail up bad');
    expect(issues).toEqual([{ kind: 'html', detail: 'link removed: javascript:alert(1)' }]);
  });

  it('puts formatted text and line breaks inside one link node', () => {
    const p = only(blocksOf('<p><a href="/x"><strong>a</strong> b<br>c</a></p>'), 'paragraph');
    expect(p.children).toHaveLength(1);
    expect(p.children[0]?.type === 'link' && p.children[0].children).toEqual([
      text('a', 1),
      text(' b'),
      { type: 'linebreak', version: 1 },
      text('c'),
    ]);
  });
});

describe('images', () => {
  const figure = (id: string, cls: string) =>
    `<!-- wp:image ${id} --><figure class="wp-block-image"><img src="${SITE}/wp-content/uploads/2026/11/hero-1024x576.jpg" alt="alt" class="${cls}"/><figcaption class="wp-element-caption">the caption</figcaption></figure><!-- /wp:image -->`;

  it('makes an upload node of a wp:image, the attachment id from the class or the block comment, the caption after it', () => {
    for (const html of [figure('', 'wp-image-79'), figure('{"id":79,"sizeSlug":"large"}', '')]) {
      const r = resolver();
      const { lexical, mediaIds } = convert(html, r);
      expect(lexical.root.children).toEqual([
        {
          type: 'upload',
          format: '',
          id: expect.stringMatching(/^[0-9a-f]{24}$/),
          fields: {},
          relationTo: 'media',
          value: 'media-79',
          version: 3,
        },
        expect.objectContaining({ type: 'paragraph', children: [text('the caption')] }),
      ]);
      expect(r.calls).toEqual([{ url: `${SITE}/wp-content/uploads/2026/11/hero-1024x576.jpg`, wpId: 79 }]);
      expect(mediaIds).toEqual(['media-79']);
    }
  });

  it('finds an image without an id by its URL, and splits the paragraph it sits in', () => {
    const html = `<p>before <a href="${SITE}/full.jpg"><img src="${SITE}/wp-content/uploads/a-300x200.jpg"></a> after</p>`;
    expect(summary(blocksOf(html, resolver({ 'a-300x200.jpg': 'm-a' })))).toEqual([
      'paragraph: before',
      'upload m-a',
      'paragraph: after',
    ]);
  });

  it('links to the original of an image whose media is unknown, and reports it', () => {
    const { lexical, issues, mediaIds } = convert(`<img src="${SITE}/wp-content/uploads/gone.jpg" alt="תמונה">`);
    const p = only(lexical.root.children, 'paragraph');
    expect(p.children[0]).toEqual(text(MARKER.media));
    expect(p.children[1]).toMatchObject({
      type: 'link',
      fields: { url: `${SITE}/wp-content/uploads/gone.jpg` },
      children: [text('תמונה')],
    });
    expect(issues).toEqual([{ kind: 'missing-media', detail: `${SITE}/wp-content/uploads/gone.jpg` }]);
    expect(mediaIds).toEqual([]);
  });
});

describe('columns and groups', () => {
  it('flattens wp:columns, wp:column and wp:group in order', () => {
    const html =
      '<!-- wp:group --><div class="wp-block-group"><!-- wp:columns --><div class="wp-block-columns"><!-- wp:column --><div class="wp-block-column"><h3>A</h3><p>a</p></div><!-- /wp:column --><!-- wp:column --><div class="wp-block-column"><h3>B</h3><p>b</p></div><!-- /wp:column --></div><!-- /wp:columns --></div><!-- /wp:group -->';
    expect(summary(blocksOf(html))).toEqual(['h3: A', 'paragraph: a', 'h3: B', 'paragraph: b']);
  });
});

describe('classic content (autop)', () => {
  it('splits on blank lines into paragraphs and turns single newlines into line breaks', () => {
    expect(summary(blocksOf('First line\nsecond line\n\nNext paragraph\r\n\r\n<h2>Title</h2>\nAfter'))).toEqual([
      'paragraph: First line\nsecond line',
      'paragraph: Next paragraph',
      'h2: Title',
      'paragraph: After',
    ]);
  });

  it('wraps text as WordPress does and leaves <pre> alone', () => {
    expect(autop('a\nb\n\n<ul>\n<li>x</li>\n</ul>\n\n<pre>p\n\nq</pre>')).toBe(
      '<p>a<br />\nb</p>\n<ul>\n<li>x</li>\n</ul>\n<pre>p\n\nq</pre>\n',
    );
  });

  it('embeds a provider URL alone on its line as WordPress does', () => {
    const { lexical, issues } = convert(
      'Watch:\nhttps://www.youtube.com/watch?v=abc\n\nhttps://example.com/not-embedded',
    );
    expect(summary(lexical.root.children)).toEqual([
      'paragraph: Watch:',
      'paragraph: צפייה בסרטון ב־YouTube',
      'paragraph: https://example.com/not-embedded',
    ]);
    expect(issues).toEqual([{ kind: 'embed', detail: 'https://www.youtube.com/watch?v=abc' }]);
  });
});

describe('shortcodes', () => {
  it('makes one upload node per [gallery] id, in order', () => {
    const r = resolver();
    const { lexical, mediaIds } = convert(
      '<!-- wp:shortcode -->\n[gallery ids="9, 11,13" columns="3"]\n<!-- /wp:shortcode -->',
      r,
    );
    expect(summary(lexical.root.children)).toEqual(['upload media-9', 'upload media-11', 'upload media-13']);
    expect(r.calls).toEqual([{ wpId: 9 }, { wpId: 11 }, { wpId: 13 }]);
    expect(mediaIds).toEqual(['media-9', 'media-11', 'media-13']);
  });

  it('reports a gallery image that was not imported', () => {
    const { lexical, issues } = convert('[gallery ids="9,404"]');
    expect(summary(lexical.root.children)).toEqual([
      'upload media-9',
      `paragraph: ${MARKER.media}קובץ 404 בספריית המדיה`,
    ]);
    expect(issues).toEqual([{ kind: 'missing-media', detail: 'attachment 404' }]);
  });

  it('turns [caption] into the image and a caption paragraph', () => {
    const html = `[caption id="attachment_5" align="alignnone" width="300"]<img class="size-medium wp-image-5" src="${SITE}/x.jpg"> A caption[/caption]`;
    expect(summary(blocksOf(html))).toEqual(['upload media-5', 'paragraph: A caption']);
  });

  it('keeps any other shortcode visibly for the editor, in code format after a marker, and reports it', () => {
    const { lexical, issues } = convert('<p>Before</p>\n[contact-form-7 id="5" title="טופס יצירת קשר"]\n<p>After</p>');
    expect(lexical.root.children[1]).toEqual(
      expect.objectContaining({
        type: 'paragraph',
        children: [text(MARKER.shortcode), text('[contact-form-7 id="5" title="טופס יצירת קשר"]', 16)],
      }),
    );
    expect(summary(lexical.root.children)).toHaveLength(3);
    expect(issues).toEqual([{ kind: 'shortcode', detail: '[contact-form-7 id="5" title="טופס יצירת קשר"]' }]);
  });

  it('keeps an enclosing shortcode’s content between markers of its tags', () => {
    expect(summary(blocksOf('<p>[su_box title="x"]inside <strong>bold</strong>[/su_box]</p>'))).toEqual([
      `paragraph: ${MARKER.shortcode}[su_box title="x"]`,
      'paragraph: inside bold',
      `paragraph: ${MARKER.shortcode}[/su_box]`,
    ]);
  });

  it('leaves escaped shortcodes, bracketed numbers and attributes alone', () => {
    const { lexical, issues } = convert('<p>[[gallery]] note [1] <a href="/x" title="[gallery]">l</a></p>');
    expect(summary(lexical.root.children)).toEqual(['paragraph: [gallery] note [1] l']);
    expect(issues).toEqual([]);
  });
});

describe('embeds and raw HTML', () => {
  it('turns a YouTube wp:embed into a link paragraph, keeps its caption, and reports it', () => {
    const html =
      '<!-- wp:embed {"url":"https://www.youtube.com/watch?v=XHOmBV4js_E","type":"video","providerNameSlug":"youtube"} --><figure class="wp-block-embed"><div class="wp-block-embed__wrapper">\nhttps://www.youtube.com/watch?v=XHOmBV4js_E\n</div><figcaption>cap</figcaption></figure><!-- /wp:embed -->';
    const { lexical, issues } = convert(html);
    const [link, caption] = lexical.root.children;
    expect(link).toMatchObject({
      type: 'paragraph',
      children: [
        {
          type: 'link',
          fields: { url: 'https://www.youtube.com/watch?v=XHOmBV4js_E', newTab: false },
          children: [text('צפייה בסרטון ב־YouTube')],
        },
      ],
    });
    expect(caption && textOf(caption)).toBe('cap');
    expect(issues).toEqual([{ kind: 'embed', detail: 'https://www.youtube.com/watch?v=XHOmBV4js_E' }]);
  });

  it('shows the URL of an embed from another provider', () => {
    const html =
      '<!-- wp:embed {"url":"https://open.spotify.com/track/1"} --><figure class="wp-block-embed"><div class="wp-block-embed__wrapper">https://open.spotify.com/track/1</div></figure><!-- /wp:embed -->';
    expect(summary(blocksOf(html))).toEqual(['paragraph: https://open.spotify.com/track/1']);
  });

  it('never carries wp:html, iframes, scripts, styles or forms as markup: a marked excerpt and an issue', () => {
    const html =
      '<!-- wp:html --><iframe src="https://maps.example/embed"></iframe><!-- /wp:html --><p>x<script>alert(1)</script></p><iframe src="https://v.example/1"></iframe><style>p{}</style><form action="/x"><input name="q"></form>';
    const { lexical, issues } = convert(html);
    expect(summary(lexical.root.children)).toEqual([
      `paragraph: ${MARKER.html}<iframe src="https://maps.example/embed"></iframe>`,
      'paragraph: x',
      `paragraph: ${MARKER.html}<script>alert(1)</script>`,
      `paragraph: ${MARKER.html}<iframe src="https://v.example/1"></iframe>`,
      `paragraph: ${MARKER.html}<style>p{}</style>`,
      `paragraph: ${MARKER.html}<form action="/x"><input name="q"></form>`,
    ]);
    const marker = paragraphAt(lexical.root.children, 0);
    expect(marker.children[1]).toMatchObject({ type: 'text', format: 16 });
    expect(issues.map((i) => i.kind)).toEqual(['html', 'html', 'html', 'html', 'html']);
    expect(issues[0]?.detail).toContain('https://maps.example/embed');
  });

  it('shortens a long excerpt', () => {
    const { lexical, issues } = convert(`<script>${'x'.repeat(1000)}</script>`);
    expect(textOf(only(lexical.root.children, 'paragraph')).length).toBeLessThan(MARKER.html.length + 201);
    expect(issues[0]?.detail.length).toBeLessThanOrEqual(300);
  });
});

describe('block comments', () => {
  it('converts an unknown block whose HTML is plain, without an issue', () => {
    const { lexical, issues } = convert(
      '<!-- wp:acme/note {"tone":"info"} --><div class="note"><p>hi</p></div><!-- /wp:acme/note -->',
    );
    expect(summary(lexical.root.children)).toEqual(['paragraph: hi']);
    expect(issues).toEqual([]);
  });

  it('marks and reports a block whose markup is not covered, converting what it can', () => {
    const html =
      '<!-- wp:table --><figure class="wp-block-table"><table><tbody><tr><td>a</td><td><strong>b</strong></td></tr></tbody></table></figure><!-- /wp:table -->';
    const { lexical, issues } = convert(html);
    expect(summary(lexical.root.children)).toEqual([`paragraph: ${MARKER.block}wp:table`, 'paragraph: a | b']);
    expect(issues).toEqual([{ kind: 'unsupported-block', detail: 'wp:table' }]);
  });

  it('marks and reports a block WordPress renders on the server (no HTML saved)', () => {
    const { lexical, issues } = convert('<!-- wp:latest-posts {"postsToShow":3} /-->');
    expect(summary(lexical.root.children)).toEqual([`paragraph: ${MARKER.block}wp:latest-posts {"postsToShow":3}`]);
    expect(issues).toEqual([{ kind: 'unsupported-block', detail: 'wp:latest-posts {"postsToShow":3}' }]);
  });
});

describe('hostile input', () => {
  it('keeps only the text of markup nested without end, instead of overflowing the stack', () => {
    const { lexical, issues } = convert(`${'<div><blockquote><ul><li><strong>'.repeat(2_000)}deep`);
    expect(summary(lexical.root.children)).toEqual([expect.stringMatching(/deep$/)]);
    expect(issues).toEqual([{ kind: 'html', detail: 'markup nested deeper than 200 levels: only its text was kept' }]);
  });

  it('handles posts with 150,000 images, lines or shortcodes, in linear time', () => {
    const started = performance.now();
    const images = blocksOf(`<p>${'x<img src="/a.jpg">'.repeat(150_000)}</p>`, resolver({ 'a.jpg': 'a' }));
    expect(images).toHaveLength(300_000);
    const pre = blocksOf(`<pre>${'line\n'.repeat(150_000)}</pre>`);
    expect(only(pre, 'paragraph').children).toHaveLength(299_999);
    expect(convert('[a]'.repeat(50_000)).issues).toHaveLength(50_000);
    expect(convert(`${'[[a '.repeat(20_000)}${'[b '.repeat(20_000)}`).issues).toEqual([]);
    expect(performance.now() - started).toBeLessThan(15_000);
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

describe('the fixture export', () => {
  it('converts landing-page-guide (84): text, headings, lists, image, quote, rule, gallery, embed, form', () => {
    const r = resolver();
    const { lexical, issues, mediaIds } = convert(fixtureContent(84), r);
    const blocks = lexical.root.children;
    expect(summary(blocks)).toEqual([
      expect.stringMatching(/^paragraph: דף נחיתה טוב עושה דבר אחד: .* לקריאה נוספת: אופטימיזציה להמרות בדף נחיתה\.$/),
      'h2: למה דף נחיתה ולא דף הבית?',
      expect.stringMatching(/^paragraph: דף הבית משרת/),
      'h3: חמשת הרכיבים של דף נחיתה',
      expect.stringMatching(/^ol: כותרת ראשית שמבטיחה תועלת ברורה \/ .* \/ קריאה לפעולה אחת שחוזרת לאורך הדף$/),
      'upload media-79',
      'paragraph: מבנה מומלץ: כותרת, תועלות, הוכחה חברתית וטופס',
      'quote: הצרכן הוא לא טיפש, הוא אשתך.\n— דייוויד אוגילבי',
      'h3: מה בודקים אחרי ההשקה',
      'ul: שיעור המרה לפי מקור תנועה / זמן טעינה במובייל / נקודות נטישה בטופס',
      'horizontalrule: ',
      'h2: דוגמאות מהשטח',
      'upload media-9',
      'upload media-11',
      'upload media-13',
      'paragraph: צפייה בסרטון ב־YouTube',
      'paragraph: הרצאה קצרה על דפי נחיתה',
      'h2: רוצים דף נחיתה משלכם?',
      'paragraph: השאירו פרטים ונחזור אליכם תוך יום עסקים אחד:',
      `paragraph: ${MARKER.shortcode}[contact-form-7 id="5" title="טופס יצירת קשר"]`,
    ]);
    const first = paragraphAt(blocks, 0);
    expect(first.children).toContainEqual(text('דבר אחד', 1));
    expect(first.children).toContainEqual(
      expect.objectContaining({ type: 'link', fields: { linkType: 'custom', url: '/article-13/', newTab: false } }),
    );
    const ol = blocks[4];
    expect(ol?.type === 'list' && ol.children.map((item) => item.value)).toEqual([1, 2, 3, 4, 5]);
    expect(r.calls[0]).toEqual({ url: `${SITE}/wp-content/uploads/2026/11/landing-page-hero-1024x576.jpg`, wpId: 79 });
    expect(mediaIds).toEqual(['media-79', 'media-9', 'media-11', 'media-13']);
    expect(issues).toEqual([
      { kind: 'embed', detail: 'https://www.youtube.com/watch?v=XHOmBV4js_E' },
      { kind: 'shortcode', detail: '[contact-form-7 id="5" title="טופס יצירת קשר"]' },
    ]);
  });

  it('converts about (87): the columns flattened in order, the logo, the internal link rewritten', () => {
    const { lexical, issues } = convert(fixtureContent(87));
    expect(summary(lexical.root.children)).toEqual([
      'h2: מי אנחנו',
      expect.stringMatching(/^paragraph: סוכנות שיווק דיגיטלי/),
      'upload media-83',
      'h3: החזון',
      'paragraph: שיווק מדיד, שקוף ונגיש לכל עסק.',
      'h3: הערכים',
      'paragraph: אמינות, סקרנות ועבודה לפי נתונים.',
      'paragraph: רוצים להכיר את האנשים? הצוות שלנו.',
    ]);
    expect(JSON.stringify(lexical)).toContain('"url":"/about/team/"');
    expect(issues).toEqual([]);
  });

  it('converts about/team (88): a column per person, image then name', () => {
    expect(summary(blocksOf(fixtureContent(88)))).toEqual([
      'upload media-80',
      'h3: דנה כהן',
      'paragraph: מנכ"לית ואסטרטגיה',
      'upload media-81',
      'h3: אבי פרץ',
      'paragraph: ראש צוות קמפיינים',
      'upload media-82',
      'h3: מיכל שטרן',
      'paragraph: כותבת תוכן ו-SEO',
    ]);
  });

  it('converts contact (89): tel and mailto links, the form shortcode and the map iframe marked', () => {
    const { lexical, issues } = convert(fixtureContent(89));
    const json = JSON.stringify(lexical);
    expect(json).toContain('"url":"tel:+97231234567"');
    expect(json).toContain('"url":"mailto:info@example.co.il"');
    expect(summary(lexical.root.children).slice(2)).toEqual([
      `paragraph: ${MARKER.shortcode}[contact-form-7 id="5" title="טופס יצירת קשר"]`,
      expect.stringMatching(
        /^paragraph: ⚠︎ HTML מוורדפרס שלא יובא: <iframe title="מפה" src="https:\/\/www\.google\.com\/maps\/embed/,
      ),
    ]);
    expect(issues.map((i) => i.kind)).toEqual(['shortcode', 'html']);
  });

  it('converts the Elementor page’s classic fallback (93) through autop', () => {
    const { lexical, issues } = convert(fixtureContent(93), resolver({ 'article-16.jpg': 'm16' }));
    const lines = summary(lexical.root.children);
    expect(lines.slice(0, 3)).toEqual([
      'h2: שיווק דיגיטלי שמביא תוצאות',
      'paragraph: אנחנו עוזרים לעסקים לצמוח ברשת: אסטרטגיה, תוכן, קידום אורגני וקמפיינים ממומנים. הצטרפו למאות לקוחות מרוצים.',
      'paragraph: לכל המאמרים\nקבלו הצעת מחיר',
    ]);
    expect(lines).toContain('upload m16');
    expect(lines).toContain('upload media-31');
    expect(lines).toContain('paragraph: צפייה בסרטון ב־YouTube');
    expect(issues.filter((i) => i.kind === 'missing-media')).toHaveLength(6);
  });
});
