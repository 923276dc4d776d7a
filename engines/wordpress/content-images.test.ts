import { describe, expect, it } from 'vitest';
import { MARKER } from './content-markers';
import { SITE, resolver, convert, blocksOf, summary, only, text } from './testing';

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
