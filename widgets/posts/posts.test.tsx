import { describe, expect, it } from 'vitest';
import type { LoopView, RenderContext } from '../../builder/context';
import { errorPaths, renderWidget } from '../../builder/testing';
import type { PostSummary } from '../../data/types';

const post = (id: number, author: PostSummary['author']): PostSummary => ({
  id,
  slug: `post-${id}`,
  url: `/post-${id}/`,
  title: `מאמר ${id}`,
  excerpt: 'בדיקת חוזק קריעה של בדים ארוגים לפי התקן הבינלאומי, צעד אחר צעד',
  publishedAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  image: null,
  categories: [{ title: 'בדיקות', url: '/articles/testing/' }],
  author,
});

const view = (overrides: Partial<LoopView> = {}): LoopView => ({
  posts: [post(1, { name: 'אורית שחם', url: '/author/orit-shaham/' }), post(2, { name: 'אורח', url: null })],
  page: 1,
  totalPages: 2,
  totalDocs: 8,
  state: {},
  postId: 7,
  pageUrl: (n) => `/reading/?e-page-w1=${n}`,
  filterUrl: () => '/reading/',
  ...overrides,
});

const ctx = (loop: LoopView = view()): RenderContext => ({ loops: { w1: loop } });

describe('posts', () => {
  it('is a static listing by default: cards with bylines and cut excerpts, no page links, no island', () => {
    const { html, islands } = renderWidget('posts', {}, ctx());
    expect(islands).toEqual([]);
    expect(html).toContain('w-listing--cards');
    expect(html).toContain('<p class="visually-hidden" data-loop-count="">נמצאו 8 פריטים</p>');
    expect(html).not.toContain('rel="next"');
    expect(html).toContain('מאת <a href="/author/orit-shaham/">אורית שחם</a>');
    // An author without an archive address is named, not linked.
    expect(html).toContain('· מאת אורח</p>');
    expect(html).toContain('בדיקת חוזק קריעה של בדים ארוגים לפי התקן הבינלאומי, צעד אחר צעד');
  });

  it('cuts the excerpt to the words asked for and sets the layout and image ratio', () => {
    const { html } = renderWidget('posts', { excerpt_length: 4, layout: 'list', image_ratio: '1-1' }, ctx());
    expect(html).toContain('<p class="post-card__excerpt">בדיקת חוזק קריעה של…</p>');
    expect(html).toContain('w-listing--list');
    expect(html).toContain('--w-loop-ratio:1 / 1');
  });

  it('pages in place (an island) only when it has page links', () => {
    const { html, islands } = renderWidget('posts', { pagination: 'load_more' }, ctx());
    expect(islands).toEqual(['posts']);
    expect(html).toContain('href="/reading/?e-page-w1=2" data-loop-more=""');
  });

  it('refuses a source without what it reads, and unknown sources', () => {
    expect(errorPaths('posts', { source: 'tag' })).toEqual(['content.0.props.query_tags']);
    expect(errorPaths('posts', { source: 'author', query_author: '' })).toEqual(['content.0.props.query_author']);
    expect(errorPaths('posts', { source: 'manual' })).toEqual(['content.0.props.query_posts']);
    expect(errorPaths('posts', { source: 'category', query_categories: 'a,<b>' })).toEqual([
      'content.0.props.query_categories',
    ]);
    expect(errorPaths('posts', { source: 'users' })).toEqual(['content.0.props.source']);
    expect(errorPaths('posts', { source: 'tag', query_tags: 'iso, lab-tests' })).toEqual([]);
  });
});

describe("the cards' typography (posts, archive posts, loop grid)", () => {
  const titles = (html: string) => html.match(/<h2 class="post-card__title[^>]*>/g);

  it('puts each group on its text in every card: the title, the date and byline, the excerpt', () => {
    for (const type of ['posts', 'archive-posts', 'loop-grid']) {
      const { html } = renderWidget(
        type,
        {
          show_date: true,
          show_author: true,
          typo_title_font: 'heading',
          typo_title_size_desktop: 28,
          typo_meta_weight: '700',
          typo_excerpt_size_mobile: 15,
          typo_excerpt_line_height: 1.8,
        },
        ctx(),
      );
      expect(titles(html), type).toEqual([
        '<h2 class="post-card__title w--tf w--ts-d w--ts-t w--ts-m" style="--w-font:var(--font-heading);--w-fs-d:1.75rem">',
        '<h2 class="post-card__title w--tf w--ts-d w--ts-t w--ts-m" style="--w-font:var(--font-heading);--w-fs-d:1.75rem">',
      ]);
      expect(html.match(/<p class="post-card__date[^>]*>/g), type).toEqual([
        '<p class="post-card__date w--tw" style="--w-fw:700">',
        '<p class="post-card__date w--tw" style="--w-fw:700">',
      ]);
      expect(html.match(/<p class="post-card__excerpt[^>]*>/g), type).toEqual([
        '<p class="post-card__excerpt w--ts-m w--tl" style="--w-fs-m:0.9375rem;--w-lh:1.8">',
        '<p class="post-card__excerpt w--ts-m w--tl" style="--w-fs-m:0.9375rem;--w-lh:1.8">',
      ]);
    }
  });

  it('leaves the cards as they were without it', () => {
    const { html } = renderWidget('posts', {}, ctx());
    expect(titles(html)).toEqual(['<h2 class="post-card__title">', '<h2 class="post-card__title">']);
    expect(html).toContain('<p class="post-card__date">');
    expect(html).toContain('<p class="post-card__excerpt">');
  });

  it('validates each group by its own key', () => {
    expect(errorPaths('posts', { typo_title_size_desktop: 8, typo_meta_weight: '900' })).toEqual([
      'content.0.props.typo_title_size_desktop',
      'content.0.props.typo_meta_weight',
    ]);
    expect(errorPaths('archive-posts', { typo_excerpt_line_height: 5 })).toEqual([
      'content.0.props.typo_excerpt_line_height',
    ]);
  });
});
