import { describe, expect, it } from 'vitest';
import { autop } from './content-autop';
import { convert, blocksOf, summary } from './testing';

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
