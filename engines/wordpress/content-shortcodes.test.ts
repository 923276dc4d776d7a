import { describe, expect, it } from 'vitest';
import { MARKER } from './content-markers';
import { SITE, resolver, convert, blocksOf, textOf, summary, paragraphAt, only, text } from './testing';

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
