import { describe, expect, it } from 'vitest';
import type { LoopView, RenderContext } from '../../builder/context';
import { errorPaths, renderWidget, validateWidget } from '../../builder/testing';
import { applyFilterSelection } from '../../engines/loop-filter/codec';

const base = '/articles/?x=1';

function context(selected: string[] = [], listed: string[] = [], more: Partial<LoopView> = {}): RenderContext {
  const loop: LoopView = {
    posts: [],
    page: 1,
    totalPages: 1,
    totalDocs: 0,
    state: selected.length ? { category: { terms: selected, exclude: [], join: 'OR' } } : {},
    postId: 0,
    categories: listed,
    pageUrl: () => base,
    filterUrl: (taxonomy, terms, join) => applyFilterSelection(base, 'grid1', taxonomy, terms, join),
    ...more,
  };
  return {
    loops: { grid1: loop },
    terms: {
      category: [
        { slug: 'articles', title: 'מאמרים', parent: null },
        { slug: 'fabrics', title: 'בדים', parent: 'articles' },
        { slug: 'testing', title: 'בדיקות', parent: 'articles' },
        { slug: 'knits', title: 'סריגים', parent: 'fabrics' },
        { slug: 'wovens', title: 'אריגים', parent: 'fabrics' },
      ],
    },
  };
}

const filter = { target: 'grid1', parent_term: 'articles' };

describe('taxonomy-filter', () => {
  it('lists the terms as links, with "all" current when nothing is selected', () => {
    const { html, islands } = renderWidget('taxonomy-filter', filter, context());
    expect(islands).toEqual([]);
    expect(html).toContain('<nav class="w w-taxonomy-filter" aria-label="סינון לפי קטגוריה" data-loop-for="grid1"');
    expect(html).toContain('<a href="/articles/?x=1" aria-current="true" data-loop-term="">הכול</a>');
    expect(html).toContain(
      '<a href="/articles/?x=1&amp;e-filter-grid1-category=fabrics" data-loop-term="fabrics">בדים</a>',
    );
    expect(html).not.toContain('>מאמרים<');
  });

  it('toggles terms in multiple selection (OR joins with ~) and marks the selected ones', () => {
    const { html } = renderWidget('taxonomy-filter', { ...filter, logical_join: 'OR' }, context(['fabrics']));
    expect(html).toContain('data-loop-join="OR"');
    expect(html).toContain('href="/articles/?x=1" aria-current="true" data-loop-term="fabrics"');
    expect(html).toContain(
      'href="/articles/?x=1&amp;e-filter-grid1-category=fabrics~testing" data-loop-term="testing"',
    );
    expect(html).not.toMatch(/aria-current="true" data-loop-term="">/);
  });

  it('replaces the selection in single selection', () => {
    const { html } = renderWidget('taxonomy-filter', filter, context(['fabrics']));
    expect(html).toContain('href="/articles/?x=1&amp;e-filter-grid1-category=testing" data-loop-term="testing"');
  });

  it('treats any join other than AND or OR as DISABLED (spec §5)', () => {
    for (const join of ['and', 'XOR', '', 'OR ']) {
      const result = validateWidget('taxonomy-filter', { ...filter, logical_join: join });
      expect(result.ok && result.layout.content[0]?.props.logical_join).toBe('DISABLED');
    }
  });

  it("offers the subcategories of the category its grid lists (an archive's), else of the fixed one", () => {
    const listed = { target: 'grid1', parent_source: 'listed', parent_term: 'articles' };
    const onFabrics = renderWidget('taxonomy-filter', listed, context([], ['fabrics'])).html;
    expect(onFabrics).toContain('data-loop-term="knits">סריגים</a>');
    expect(onFabrics).toContain('data-loop-term="wovens">אריגים</a>');
    expect(onFabrics).not.toContain('data-loop-term="testing"');
    // A grid of several categories, or of none, names no one parent: the fixed one stands.
    for (const categories of [[], ['fabrics', 'testing']]) {
      const html = renderWidget('taxonomy-filter', listed, context([], categories)).html;
      expect([categories, html.includes('data-loop-term="testing"'), html.includes('knits')]).toEqual([
        categories,
        true,
        false,
      ]);
    }
    // The fixed source ignores what the grid lists.
    expect(renderWidget('taxonomy-filter', filter, context([], ['fabrics'])).html).not.toContain('knits');
    // A tag's, an author's or a month's archive lists no category's subtree: the listed source offers nothing.
    const narrowed = context([], [], { narrowed: true });
    expect(renderWidget('taxonomy-filter', listed, narrowed).html).toBe('<div class="w w-taxonomy-filter"></div>');
    expect(renderWidget('taxonomy-filter', filter, narrowed).html).toContain('data-loop-term="testing"');
  });

  it("sets the items in the filter's typography group (the selected one keeps its bold)", () => {
    const { html } = renderWidget('taxonomy-filter', { ...filter, typo_items_letter_spacing: 0.5 }, context());
    expect(html).toContain('<ul class="w-taxonomy-filter__list w--tls" style="--w-ls:0.03125rem">');
    expect(renderWidget('taxonomy-filter', filter, context()).html).toContain('<ul class="w-taxonomy-filter__list">');
  });

  it('renders an empty root without its grid or terms, and refuses bad ids', () => {
    expect(renderWidget('taxonomy-filter', { target: 'other' }, context()).html).toBe(
      '<div class="w w-taxonomy-filter"></div>',
    );
    expect(errorPaths('taxonomy-filter', { target: 'a b' })).toEqual(['content.0.props.target']);
    expect(errorPaths('taxonomy-filter', { parent_term: 'A!' })).toEqual(['content.0.props.parent_term']);
  });
});
