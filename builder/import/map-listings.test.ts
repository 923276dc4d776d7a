import { describe, expect, it } from 'vitest';
import { validateLayout } from '../layout';
import type { LayoutNode } from '../props';
import { elementorToLayout } from './elementor-to-layout';
import { map, testResolver } from './testing';

describe('listings', () => {
  it('posts: a category the import does not know falls back to the latest posts, reported', () => {
    const { props, issues } = map('posts', {
      _skin: 'classic',
      posts_include: ['terms'],
      posts_include_term_ids: ['8'],
      classic_posts_per_page: 4,
      pagination_type: 'numbers_and_prev_next',
      posts_orderby: 'title',
    });
    expect(props).toMatchObject({
      source: 'latest',
      query_categories: '',
      layout: 'grid',
      per_page: 4,
      pagination: 'numbers_prev_next',
      order: 'title_asc',
    });
    expect(issues).toContain('הקטגוריה 8');
    expect(map('posts', { posts_post_type: 'page' }).node.type).toBe('wp-placeholder');
    // Listings name categories by slug: a document id would silently match nothing, so it is refused.
    const byId = map('posts', { posts_include: ['terms'], posts_include_term_ids: ['2'] }, { category: () => 5 });
    expect(byId.props).toMatchObject({ source: 'latest', query_categories: '' });
    expect(byId.issues).toContain('מזהה מספרי (5)');
  });

  it('loop grid and taxonomy filter: the filter drives the grid by its arig id, even when it comes first', () => {
    const page = [
      {
        id: 'ctr',
        elType: 'container',
        settings: {},
        elements: [
          {
            id: 'flt',
            elType: 'widget',
            widgetType: 'taxonomy-filter',
            settings: { selected_element: 'grd', multiple_selection: 'yes', logical_combination: 'OR' },
            elements: [],
          },
          {
            id: 'grd',
            elType: 'widget',
            widgetType: 'loop-grid',
            settings: {
              template_id: 12,
              columns: 2,
              posts_per_page: 8,
              post_query_include: ['terms'],
              post_query_include_term_ids: [2],
            },
            elements: [],
          },
          {
            id: 'lost',
            elType: 'widget',
            widgetType: 'taxonomy-filter',
            settings: { selected_element: 'nowhere' },
            elements: [],
          },
        ],
      },
    ];
    const { layout, report } = elementorToLayout(page, 'עמוד', testResolver());
    expect(validateLayout(layout).ok).toBe(true);
    const [filter, grid, lost] = layout.content[0]!.props.items as LayoutNode[];
    expect(grid!.props).toMatchObject({
      id: 'loop-grid-grd',
      source: 'posts',
      query_categories: 'articles',
      columns_desktop: 2,
      per_page: 8,
    });
    expect(filter!.props).toMatchObject({ target: 'loop-grid-grd', logical_join: 'OR' });
    expect(lost!.props.target).toBe('');
    expect(report.issues.join('\n')).toContain('תבנית הפריט');
    expect(report.issues.join('\n')).toContain('taxonomy-filter (lost): רשת הפריטים');
  });
});
