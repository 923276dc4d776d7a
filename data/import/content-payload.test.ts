import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { editorConfigFactory, getEnabledNodes, lexicalEditor } from '@payloadcms/richtext-lexical';
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html';
import { createHeadlessEditor } from '@payloadcms/richtext-lexical/lexical/headless';
import { buildConfig } from 'payload';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureContent } from '../../engines/wordpress/content-fixture';
import { contentToLexical, type ConvertedContent } from '../../engines/wordpress/content-to-lexical';

/* Proof that the converter's JSON (engines/wordpress, framework-free) is what Payload's editor stores and renders. */

const resolver = {
  media: (ref: { url?: string; wpId?: number }) => ref.wpId ?? null,
  link: (href: string) => href.replace('http://127.0.0.1:8080', ''),
};

const convert = (html: string) => contentToLexical(html, resolver);

type Lexical = ConvertedContent['lexical'];
let roundTrip: (lexical: Lexical) => unknown;
let toHtml: (lexical: Lexical) => string;

beforeAll(async () => {
  // Payload's default editor, as cms/payload.config.ts uses it; the database is never connected.
  const config = await buildConfig({
    secret: 'content-to-lexical-test',
    collections: [{ slug: 'media', upload: true, fields: [] }],
    editor: lexicalEditor(),
    db: sqliteAdapter({ client: { url: ':memory:' } }),
  });
  const editorConfig = await editorConfigFactory.default({ config });
  const editor = createHeadlessEditor({
    nodes: getEnabledNodes({ editorConfig }),
    onError: (error) => {
      throw error;
    },
  });
  roundTrip = (lexical) => {
    editor.setEditorState(editor.parseEditorState(lexical));
    return editor.getEditorState().toJSON();
  };
  toHtml = (lexical) => convertLexicalToHTML({ data: lexical, disableContainer: true });
}, 60_000);

const EDGE_CASES = [
  '<!-- wp:paragraph --><p>a <strong><em>b</em></strong> <u>c</u> <s>d</s> <code>e</code> x<sub>2</sub> y<sup>3</sup></p><!-- /wp:paragraph -->',
  '<p><a href="/x" target="_blank"><strong>l</strong> m<br>n</a> <a href="tel:+972">t</a></p>',
  '<ul><li>a<ul><li>b<ol start="4"><li>c</li><li>d</li></ol></li></ul></li><li>e</li></ul>',
  '<blockquote><p>a</p><ul><li>b</li></ul><cite>c</cite></blockquote>',
  '<pre>line 1\n  line 2</pre><hr><h1>t</h1><h6>s</h6>',
  '<p>a<img src="http://h/missing.jpg" alt="x">b</p>[gallery ids="1,2"][caption]<img class="wp-image-3" src="/c.jpg"> cap[/caption]',
  'classic line\nnext\n\nhttps://www.youtube.com/watch?v=x\n\n[foo a="1"]in[/foo]',
  '<table><tr><td>a</td><td>b</td></tr></table><!-- wp:latest-posts /--><script>alert(1)</script>',
  '',
];

describe('converted content in Payload', () => {
  it.each([84, 87, 88, 89, 93, 3])('fixture post %i loads into Payload’s editor and comes back unchanged', (id) => {
    const { lexical } = convert(fixtureContent(id));
    expect(roundTrip(lexical)).toEqual(lexical);
  });

  it.each(EDGE_CASES.map((html, i) => [i, html]))('edge case %i loads and comes back unchanged', (_, html) => {
    const { lexical } = convert(html);
    expect(roundTrip(lexical)).toEqual(lexical);
  });

  it('renders landing-page-guide (84) with its headings, lists, links, rule and quote', () => {
    const html = toHtml(convert(fixtureContent(84)).lexical);
    expect(html).toContain('<h2>למה דף נחיתה ולא דף הבית?</h2>');
    expect(html).toContain('<h3>חמשת הרכיבים של דף נחיתה</h3>');
    expect(html).toMatch(/<ol class="list-number">.*כותרת ראשית שמבטיחה תועלת ברורה<\/li>/s);
    expect(html).toMatch(/<ul class="list-bullet">.*נקודות נטישה בטופס<\/li>/s);
    expect(html).toContain('<strong>דבר אחד</strong>');
    expect(html).toContain('<a href="/article-13/">אופטימיזציה להמרות בדף נחיתה</a>');
    expect(html).toContain('<a href="https://www.youtube.com/watch?v=XHOmBV4js_E">צפייה בסרטון ב־YouTube</a>');
    expect(html).toContain('<hr');
    expect(html).toContain('<blockquote>הצרכן הוא לא טיפש, הוא אשתך.<br />— דייוויד אוגילבי</blockquote>');
    expect(html).toContain('<code>[contact-form-7 id=&quot;5&quot; title=&quot;טופס יצירת קשר&quot;]</code>');
  });

  it('renders contact (89) with tel: and mailto: links and no iframe', () => {
    const html = toHtml(convert(fixtureContent(89)).lexical);
    expect(html).toContain('<a href="tel:+97231234567">03-1234567</a>');
    expect(html).toContain('<a href="mailto:info@example.co.il">info@example.co.il</a>');
    expect(html).toContain('&lt;iframe title=&quot;מפה&quot;');
    expect(html).not.toContain('<iframe');
  });

  it('renders hostile markup as text only', () => {
    const html = toHtml(
      convert(
        '<p onclick="x()">a</p><script>alert(1)</script><iframe src="//evil"></iframe><a href="javascript:alert(2)">b</a><img src=x onerror="alert(3)"><svg onload="alert(4)"></svg>',
      ).lexical,
    );
    expect(html).not.toMatch(/<(script|iframe|svg|img)/i);
    expect(html).not.toMatch(/<[a-z][^>]*\son\w+=/i);
    expect(html).not.toContain('javascript:');
  });
});
