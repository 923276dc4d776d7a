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
    expect(html).toContain('מאת אורח</span>');
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
