import { describe, expect, it } from 'vitest';
import { SITE, convert, blocksOf, textOf, only, text } from './testing';

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
