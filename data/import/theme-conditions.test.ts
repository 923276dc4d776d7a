import { describe, expect, it } from 'vitest';
import { mapTemplateConditions } from './theme-conditions';

const map = (conditions: string[]) => {
  const notes: string[] = [];
  return { rules: mapTemplateConditions({ ...conditions }, notes), notes };
};

describe("an Elementor theme template's conditions as arig's rules", () => {
  it("takes the site, the front page, pages, articles, categories and categories' archives, with the ids each names", () => {
    expect(
      map([
        'include/general',
        'include/singular/front_page',
        'exclude/singular/page/12',
        'exclude/singular/page/14',
        'include/singular/in_category/5',
        'include/singular/in_category_children/6',
        'include/singular/post/40',
        'include/singular/page',
        'include/singular/post',
        'include/archive',
        'exclude/archive/category/7',
        'exclude/archive/child_of_category/8',
        'include/singular/not_found404',
        'include/archive/search',
      ]),
    ).toEqual({
      rules: [
        { effect: 'include', target: 'entire-site', wpIds: [] },
        { effect: 'include', target: 'front-page', wpIds: [] },
        { effect: 'exclude', target: 'specific-pages', wpIds: [12, 14] },
        { effect: 'include', target: 'in-category', wpIds: [5, 6] },
        { effect: 'include', target: 'specific-posts', wpIds: [40] },
        { effect: 'include', target: 'all-pages', wpIds: [] },
        { effect: 'include', target: 'all-posts', wpIds: [] },
        { effect: 'include', target: 'all-archives', wpIds: [] },
        { effect: 'exclude', target: 'category-archive', wpIds: [7, 8] },
        { effect: 'include', target: 'not-found', wpIds: [] },
        { effect: 'include', target: 'search', wpIds: [] },
      ],
      notes: [],
    });
  });

  it('names in Hebrew what arig has no condition for, and keeps the rest', () => {
    const { rules, notes } = map(['include/archive/author', 'include/singular/post/0', 'include/general']);
    expect(rules).toEqual([{ effect: 'include', target: 'entire-site', wpIds: [] }]);
    expect(notes).toEqual([
      expect.stringContaining('"include/archive/author" אינו קיים באריג'),
      expect.stringContaining('"include/singular/post/0"'),
    ]);
    expect(map([]).rules).toEqual([]);
  });
});
