import { describe, expect, it } from 'vitest';
import { popupAppliesTo, readPlacement, type PlacementTarget } from './placement';

const page = (id: number): PlacementTarget => ({ kind: 'page', id });
const article = (...categoryIds: number[]): PlacementTarget => ({ kind: 'article', id: 99, categoryIds });
const other: PlacementTarget = { kind: 'other' };

describe('popup placement', () => {
  it('all pages: everywhere but the excluded pages and articles of excluded categories', () => {
    const p = readPlacement({ show_on: 'all', exclude_pages: [3], exclude_categories: [{ id: 7 }] });
    expect([page(1), page(3), article(5), article(5, 7), other].map((t) => popupAppliesTo(p, t))).toEqual([
      true,
      false,
      true,
      false,
      true,
    ]);
  });

  it('all articles: article pages only', () => {
    const p = readPlacement({ show_on: 'articles' });
    expect([page(1), article(), article(2), other].map((t) => popupAppliesTo(p, t))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('chosen: the chosen pages and the articles of the chosen categories', () => {
    const p = readPlacement({ show_on: 'chosen', pages: [1, { id: 2 }], categories: [4], exclude_categories: [6] });
    expect(
      [page(1), page(2), page(3), article(4), article(5), article(4, 6), other].map((t) => popupAppliesTo(p, t)),
    ).toEqual([true, true, false, true, false, false, false]);
  });

  it('reads anything else as all pages with no lists', () => {
    expect(readPlacement(null)).toEqual({
      show_on: 'all',
      pages: [],
      categories: [],
      exclude_pages: [],
      exclude_categories: [],
    });
    expect(readPlacement({ show_on: 'nowhere', pages: ['1', 1.5, null, 8] }).pages).toEqual([8]);
  });
});
