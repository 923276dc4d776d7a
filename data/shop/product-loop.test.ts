import { describe, expect, it } from 'vitest';
import type { FilterState } from '../../engines/loop-filter/codec';
import { queryProductLoop } from './product-loop';
import { category, product } from './testing';

const materials = category(1, 'materials');
const kits = category(2, 'kits', materials);
const guides = category(3, 'guides');
const categories = [materials, kits, guides];
// Newest first, as the catalogue holds them.
const products = [
  product(4, { title: 'ד', categories: [guides] }),
  product(3, {
    title: 'ג',
    categories: [kits, guides],
    tags: [{ id: 9, title: 'ISO', slug: 'iso', url: '/product-tag/iso/' }],
  }),
  product(2, { title: 'ב', categories: [kits] }),
  product(1, { title: 'א', categories: [materials] }),
];
const iso = { id: 9, title: 'ISO', slug: 'iso', url: '/product-tag/iso/' };
const run = (filter: FilterState = {}, more: Partial<Parameters<typeof queryProductLoop>[3]> = {}) =>
  queryProductLoop(products, categories, [iso], {
    scope: [],
    filter,
    page: 1,
    perPage: 10,
    order: 'date_desc',
    ...more,
  });
const ids = (r: ReturnType<typeof run>) => r.products.map((p) => p.id);
const select = (terms: string[], join: 'AND' | 'OR', exclude: string[] = []): FilterState => ({
  product_cat: { terms, exclude, join },
});

describe('queryProductLoop', () => {
  it('scopes to categories with their children, newest first', () => {
    expect(ids(run({}, { scope: ['materials'] }))).toEqual([3, 2, 1]);
    expect(ids(run())).toEqual([4, 3, 2, 1]);
  });

  it('filters by the visitor’s product categories with AND, OR and NOT', () => {
    expect(ids(run(select(['kits', 'guides'], 'AND')))).toEqual([3]);
    expect(ids(run(select(['kits', 'guides'], 'OR')))).toEqual([4, 3, 2]);
    expect(ids(run(select([], 'AND', ['guides'])))).toEqual([2, 1]);
  });

  it('filters by product tags too, together with categories', () => {
    expect(ids(run({ product_tag: { terms: ['iso'], exclude: [], join: 'AND' } }))).toEqual([3]);
    expect(ids(run({ product_tag: { terms: [], exclude: ['iso'], join: 'AND' }, ...select(['kits'], 'AND') }))).toEqual(
      [2],
    );
    expect(run({ product_tag: { terms: ['nope'], exclude: [], join: 'AND' } }).unknownTerms).toEqual(['nope']);
  });

  it('orders, pages and names unknown categories', () => {
    expect(ids(run({}, { order: 'title_asc', perPage: 2, page: 2 }))).toEqual([3, 4]);
    expect(run({}, { perPage: 3 }).totalPages).toBe(2);
    expect(ids(run({}, { order: 'date_asc' }))).toEqual([1, 2, 3, 4]);
    expect(run(select(['nope'], 'AND')).unknownTerms).toEqual(['nope']);
  });
});
