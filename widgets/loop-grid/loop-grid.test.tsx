import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildEditorConfig } from '../../builder/editor-config';
import { registry } from '../../builder/registry';
import type { LoopView, RenderContext } from '../../builder/context';
import { errorPaths, renderWidget } from '../../builder/testing';
import type { PostSummary } from '../../data/types';
import { applyPageNumber } from '../../engines/loop-filter/codec';

const post = (id: number): PostSummary => ({
  id,
  slug: `post-${id}`,
  url: `/post-${id}/`,
  title: `מאמר ${id}`,
  excerpt: `תקציר ${id}`,
  publishedAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  image: null,
  categories: [{ title: 'בדים', url: '/articles/fabrics/' }],
  author: { name: 'דנה לוי', url: '/author/dana-levi/' },
});

function loop(overrides: Partial<LoopView> = {}): LoopView {
  return {
    posts: [post(1), post(2)],
    page: 2,
    totalPages: 3,
    totalDocs: 5,
    state: {},
    postId: 42,
    pageUrl: (n) => applyPageNumber('/blog/?e-filter-w1-category=fabrics', 'w1', n),
    filterUrl: () => '/blog/',
    ...overrides,
  };
}

const ctx = (view: LoopView = loop()): RenderContext => ({ loops: { w1: view } });

describe('loop-grid', () => {
  it('renders the cards, the count and real page links that keep the filter', () => {
    const { html, islands } = renderWidget('loop-grid', {}, ctx());
    expect(islands).toEqual(['loop-grid']);
    expect(html).toContain('data-loop-widget="w1"');
    expect(html).toContain('data-loop-post="42"');
    expect(html).toContain('<p class="w-loop-grid__count" data-loop-count="">נמצאו 5 פריטים</p>');
    expect(html.match(/class="post-card"/g)).toHaveLength(2);
    expect(html).toContain('<a href="/post-1/">מאמר 1</a>');
    expect(html).toContain('href="/blog/?e-filter-w1-category=fabrics&amp;e-page-w1=3" rel="next"');
    expect(html).toContain('href="/blog/?e-filter-w1-category=fabrics" rel="prev"');
    expect(html).toContain('<span aria-current="page" aria-label="עמוד 2 מתוך 3">2</span>');
    expect(html).toContain('role="status"');
  });

  it('shows the card parts it is told to, with a read-more link naming the article', () => {
    const { html } = renderWidget('loop-grid', { show_excerpt: false, show_date: false }, ctx());
    expect(html).not.toContain('post-card__excerpt');
    expect(html).not.toContain('<time');
    expect(html).toContain('<a href="/articles/fabrics/">בדים</a>');
    expect(html).toContain('להמשך קריאה<span class="visually-hidden">: מאמר 1</span>');
  });

  it('loads the first image early only when told to (a grid at the top of its page)', () => {
    const withImage = (view: LoopView): LoopView => ({
      ...view,
      posts: view.posts.map((p) => ({
        ...p,
        image: { src: '/m.jpg', width: 800, height: 450, alt: '', title: null, description: null, srcset: '' },
      })),
    });
    expect(renderWidget('loop-grid', {}, ctx(withImage(loop({ page: 1 })))).html).not.toContain('fetchPriority');
    const early = renderWidget('loop-grid', { image_priority: true }, ctx(withImage(loop({ page: 1 })))).html;
    expect(early.match(/<img [^>]*fetchPriority="high"/g)).toHaveLength(1);
  });

  it('offers "load more" as a link to the next page, and nothing on the last page', () => {
    const more = renderWidget('loop-grid', { pagination: 'load_more' }, ctx()).html;
    expect(more).toContain('data-loop-more=""');
    expect(more).toContain('טעינת מאמרים נוספים');
    const last = renderWidget('loop-grid', { pagination: 'load_more' }, ctx(loop({ page: 3 }))).html;
    expect(last).not.toContain('data-loop-more');
  });

  it('says so when nothing matches, and sets the columns per device', () => {
    const { html } = renderWidget(
      'loop-grid',
      { columns_desktop: 4, columns_mobile: 2 },
      ctx(loop({ posts: [], totalDocs: 0, totalPages: 1, page: 1 })),
    );
    expect(html).toContain('לא נמצאו מאמרים מתאימים.');
    expect(html).toContain('לא נמצאו פריטים');
    expect(html).toContain('--w-loop-cols:4;--w-loop-cols-t:2;--w-loop-cols-m:2');
    expect(html).not.toContain('pagination');
  });

  it('renders an empty grid without data rather than failing the page', () => {
    const { html } = renderWidget('loop-grid', {});
    expect(html).toContain('data-loop-results=""');
    expect(html).not.toContain('post-card');
  });

  it('previews in the editor through the injected loopPreview, with the unsaved props', () => {
    const Preview = ({ gridProps }: { gridProps: Record<string, unknown> }) => (
      <p data-preview={String(gridProps.per_page)}>{String(gridProps.id)}</p>
    );
    const render = (context: RenderContext) =>
      renderToStaticMarkup(
        <>
          {buildEditorConfig(context).components['loop-grid']!.render({
            ...registry['loop-grid']!.defaults,
            id: 'g1',
            per_page: 5,
          } as never)}
        </>,
      );
    expect(render({ loopPreview: Preview })).toContain('<p data-preview="5">g1</p>');
    expect(render({})).toContain('כאן יוצגו המאמרים');
  });

  it('rejects bad settings', () => {
    expect(errorPaths('loop-grid', { query_categories: 'a,<b>' })).toEqual(['content.0.props.query_categories']);
    expect(errorPaths('loop-grid', { per_page: 0 })).toEqual(['content.0.props.per_page']);
    expect(errorPaths('loop-grid', { pagination: 'infinite' })).toEqual(['content.0.props.pagination']);
    expect(errorPaths('loop-grid', { source: 'users' })).toEqual(['content.0.props.source']);
  });
});
