import { describe, expect, it } from 'vitest';
import { errorPaths, renderInEditor, renderWidget } from '../../builder/testing';
import { articleContext } from '../../builder/testing-article';
import { initialsOf } from '../../components/content/AuthorBox';

const avatar = {
  src: '/media/itai.webp',
  alt: 'איתי שמיר מחייך',
  width: 800,
  height: 800,
  title: null,
  description: null,
  srcset: '/media/itai-480.webp 480w',
};
const profile = { name: 'איתי שמיר', url: '/author/itai/', bio: 'מהנדס טקסטיל, 20 שנה במפעלי אריגה.', avatar };

describe('author-box widget', () => {
  it("shows the article's author: picture, name as the box's heading, about, and their archive", () => {
    const { html } = renderWidget('author-box', { id: 'ab' }, articleContext({ authorProfile: profile }));
    expect(html).toMatch(/^<section class="w w-author-box" aria-labelledby="w-ab-name">/);
    expect(html).toContain('<h2 class="w-author-box__name" id="w-ab-name">איתי שמיר</h2>');
    expect(html).toContain('<p class="w-author-box__label">על הכותב/ת</p>');
    expect(html).toContain('מהנדס טקסטיל, 20 שנה במפעלי אריגה.');
    expect(html).toContain('<a class="w-author-box__link" href="/author/itai/">לכל המאמרים של איתי שמיר</a>');
    // The name beside it says who it is: the picture is decoration.
    expect(html).toMatch(/<img class="w-author-box__avatar" src="\/media\/itai.webp"[^>]* alt=""/);
  });

  it('shows initials without a picture, and leaves out what it is told to', () => {
    const bare = articleContext({ authorProfile: { ...profile, avatar: null, bio: null, url: null } });
    const { html } = renderWidget('author-box', { id: 'ab' }, bare);
    expect(html).toContain('<span class="w-author-box__avatar w-author-box__initials" aria-hidden="true">אש</span>');
    expect(html).not.toContain('w-author-box__bio');
    expect(html).not.toContain('w-author-box__link');
    const trimmed = renderWidget(
      'author-box',
      { id: 'ab', show_avatar: false, show_bio: false, show_link: false },
      articleContext({ authorProfile: profile }),
    ).html;
    expect(trimmed).not.toMatch(/w-author-box__(avatar|bio|link)/);
    expect(trimmed).toContain('איתי שמיר');
  });

  it('renders nothing for an article without an author, and a placeholder in the builder', () => {
    expect(renderWidget('author-box', {}, articleContext({ authorProfile: null })).html).toBe('');
    expect(renderWidget('author-box').html).toBe('');
    expect(renderInEditor('author-box')).toContain('תיבת הכותב/ת');
  });

  it('gives the name, the bio and the link each their own typography group, not the label above the name', () => {
    const { html } = renderWidget(
      'author-box',
      { id: 'ab', typo_name_font: 'body', typo_bio_line_height: 1.8, typo_link_weight: '400' },
      articleContext({ authorProfile: profile }),
    );
    expect(html).toContain(
      '<h2 class="w-author-box__name w--tf" style="--w-font:var(--font-body)" id="w-ab-name">איתי שמיר</h2>',
    );
    expect(html).toContain(
      '<p class="w-author-box__bio w--tl" style="--w-lh:1.8">מהנדס טקסטיל, 20 שנה במפעלי אריגה.</p>',
    );
    expect(html).toContain(
      '<a class="w-author-box__link w--tw" style="--w-fw:400" href="/author/itai/">לכל המאמרים של איתי שמיר</a>',
    );
    expect(html).toContain('<p class="w-author-box__label">על הכותב/ת</p>');
    expect(html).toMatch(/^<section class="w w-author-box" aria-labelledby="w-ab-name">/);
    expect(errorPaths('author-box', { typo_bio_size_desktop: 8 })).toEqual(['content.0.props.typo_bio_size_desktop']);
  });

  it('takes the initials of the first two words', () => {
    expect(initialsOf('איתי שמיר')).toBe('אש');
    expect(initialsOf('  Dana   Levi Cohen ')).toBe('DL');
    expect(initialsOf('מרים')).toBe('מ');
  });
});
