import { describe, expect, it } from 'vitest';
import type { LoopView } from '../../builder/context';
import { errorPaths, renderWidget } from '../../builder/testing';
import type { PostSummary } from '../../data/types';

const post = (id: number): PostSummary => ({
  id,
  slug: `post-${id}`,
  url: `/post-${id}/`,
  title: `מאמר ${id}`,
  excerpt: null,
  publishedAt: '2025-03-04T10:00:00.000Z',
  updatedAt: '2025-03-04T10:00:00.000Z',
  image: null,
  categories: [],
  author: null,
});

const loop: LoopView = {
  posts: [post(1), post(2)],
  page: 2,
  totalPages: 2,
  totalDocs: 12,
  state: {},
  postId: 0,
  pageUrl: (n) => (n > 1 ? `/tag/iso/page/${n}/` : '/tag/iso/'),
  filterUrl: () => '/tag/iso/',
};

describe('archive-posts', () => {
  it('lists the archive it is given, with the archive path as its page links', () => {
    const { html, islands } = renderWidget('archive-posts', {}, { loops: { w1: loop } });
    expect(islands).toEqual(['archive-posts']);
    expect(html).toContain('נמצאו 12 פריטים');
    expect(html).toContain('<a href="/tag/iso/" rel="prev" data-loop-link="">');
    expect(html.match(/class="post-card"/g)).toHaveLength(2);
  });

  it("names each card's author, except on an author's archive unless asked to", () => {
    const byDana = { ...post(3), author: { name: 'דנה', url: '/author/dana/' } };
    const on = (view: Partial<LoopView>, props: Record<string, unknown> = {}) =>
      renderWidget(
        'archive-posts',
        { show_author: true, ...props },
        { loops: { w1: { ...loop, posts: [byDana], ...view } } },
      ).html;
    expect(on({})).toContain('· מאת <a href="/author/dana/">דנה</a></p>');
    expect(on({ authorArchive: true })).not.toContain('מאת');
    expect(on({ authorArchive: true }, { author_on_author_archive: true })).toContain('מאת <a href="/author/dana/">');
    expect(on({}, { show_author: false })).not.toContain('מאת');
  });

  it('has one source, the archive, and sends no JavaScript without page links', () => {
    expect(errorPaths('archive-posts', { source: 'latest' })).toEqual(['content.0.props.source']);
    expect(renderWidget('archive-posts', { pagination: 'none' }, { loops: { w1: loop } }).islands).toEqual([]);
  });
});
