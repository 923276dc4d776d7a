import { describe, expect, it } from 'vitest';
import type { FilterState } from '../engines/loop-filter/codec';
import { categoryIndexOf, queryLoop, type IndexEntry, type LoopQuery } from './get-loop';
import type { PostSummary } from './types';

// articles(1) > fabrics(2), testing(3); news(4) is another top category. Tags: iso(10), yarn(11).
const cats = {
  ...categoryIndexOf([
    [1, { slug: 'articles', parentId: null }],
    [2, { slug: 'fabrics', parentId: 1 }],
    [3, { slug: 'testing', parentId: 1 }],
    [4, { slug: 'news', parentId: null }],
  ]),
  tagsBySlug: new Map([
    ['iso', 10],
    ['yarn', 11],
  ]),
};

const entry = (id: number, title: string, categoryIds: number[], more: Partial<IndexEntry> = {}): IndexEntry => ({
  summary: { id, title, slug: `post-${id}`, publishedAt: `202${id}-03-10T09:00:00.000Z` } as PostSummary,
  categoryIds,
  tagIds: [],
  authorSlug: null,
  ...more,
});

// Newest first, as the index is read.
const index = [
  entry(5, 'ה', [1, 2, 3], { tagIds: [10, 11], authorSlug: 'dana' }),
  entry(4, 'ד', [1, 3], { tagIds: [11] }),
  entry(3, 'ג', [1, 2], { authorSlug: 'dana' }),
  entry(2, 'ב', [4], { authorSlug: 'yossi' }),
  entry(1, 'א', [1, 2]),
];

const run = (filter: FilterState = {}, more: Partial<LoopQuery> = {}) =>
  queryLoop(index, cats, { scope: {}, filter, page: 1, perPage: 10, order: 'date_desc', ...more });
const ids = (page: ReturnType<typeof run>) => page.posts.map((p) => p.id);
const category = (terms: string[], join: 'AND' | 'OR', exclude: string[] = []): FilterState => ({
  category: { terms, exclude, join },
});

describe('the loop grid query', () => {
  it('limits to the scope, child categories included', () => {
    expect(ids(run({}, { scope: { categories: ['articles'] } }))).toEqual([5, 4, 3, 1]);
    expect(ids(run({}, { scope: { categories: ['news'] } }))).toEqual([2]);
    expect(ids(run())).toEqual([5, 4, 3, 2, 1]);
  });

  it('limits to tags, authors, hand-picked articles or a period; every part given must hold', () => {
    expect(ids(run({}, { scope: { tags: ['yarn'] } }))).toEqual([5, 4]);
    expect(ids(run({}, { scope: { tags: ['iso', 'nothing'] } }))).toEqual([5]);
    expect(ids(run({}, { scope: { authors: ['dana'] } }))).toEqual([5, 3]);
    expect(ids(run({}, { scope: { authors: ['dana'], tags: ['yarn'] } }))).toEqual([5]);
    expect(ids(run({}, { scope: { posts: ['post-2', 'post-4', 'missing'] } }))).toEqual([4, 2]);
    expect(ids(run({}, { scope: { period: { year: 2023, month: 3 } } }))).toEqual([3]);
    expect(ids(run({}, { scope: { period: { year: 2023, month: 4 } } }))).toEqual([]);
    expect(ids(run({}, { scope: { tags: ['unknown'] } }))).toEqual([]);
    expect(run({}, { scope: { tags: ['unknown'], authors: ['nobody'] } }).unknownTerms).toEqual([]);
  });

  it('joins terms with AND or OR, and excludes NOT terms', () => {
    expect(ids(run(category(['fabrics', 'testing'], 'AND')))).toEqual([5]);
    expect(ids(run(category(['fabrics', 'testing'], 'OR')))).toEqual([5, 4, 3, 1]);
    expect(ids(run(category(['fabrics'], 'AND', ['testing'])))).toEqual([3, 1]);
    expect(ids(run(category([], 'AND', ['news'])))).toEqual([5, 4, 3, 1]);
  });

  it('orders by date either way or by Hebrew title, without touching the shared index', () => {
    expect(ids(run({}, { order: 'date_asc' }))).toEqual([1, 2, 3, 4, 5]);
    expect(run({}, { order: 'title_asc' }).posts.map((p) => p.title)).toEqual(['א', 'ב', 'ג', 'ד', 'ה']);
    expect(index.map((e) => e.summary.id)).toEqual([5, 4, 3, 2, 1]);
  });

  it('pages the results and counts them all', () => {
    const second = run(category(['fabrics', 'testing'], 'OR'), { perPage: 3, page: 2 });
    expect([ids(second), second.totalDocs, second.totalPages]).toEqual([[1], 4, 2]);
    expect(run(category(['news'], 'AND'), { page: 9 })).toMatchObject({ posts: [], totalPages: 1, totalDocs: 1 });
  });

  it('reports unknown terms (the endpoint refuses them) and matches nothing for them under AND', () => {
    const result = run(category(['fabrics', 'nope'], 'AND'));
    expect([ids(result), result.unknownTerms]).toEqual([[], ['nope']]);
  });
});
