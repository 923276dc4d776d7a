import type { FilterState } from '../engines/loop-filter/codec';
import { memo } from './cache/memo';
import { getCategoryMap } from './get-category';
import { getImageViews, idOf } from './get-images';
import { toPostSummary, type PostCardFields } from './map/post';
import { asVisitor, payload } from './payload';
import type { PostPage, PostSummary } from './types';

/**
 * The loop grid's reads. Every published card (no bodies) is read once per content generation and the
 * grid's queries run in memory: AND / OR / NOT over a many-valued relationship is exact here, and a
 * refresh call costs no database query (bench: refresh-loop). The site's article count is in the
 * hundreds at most (the sitemap's limit is 2,000 URLs); past that this would become a query per call.
 */
/** One published article as the grid's query sees it (newest first in the index). */
export interface IndexEntry {
  summary: PostSummary;
  categoryIds: number[];
}

export type LoopOrder = 'date_desc' | 'date_asc' | 'title_asc';

export interface LoopQuery {
  /** Category slugs the grid is limited to (their child categories included); empty: every article. */
  scope: readonly string[];
  /** The visitor's selection, by taxonomy (only `category` exists today). */
  filter: FilterState;
  page: number;
  perPage: number;
  order: LoopOrder;
}

export interface LoopPage extends PostPage {
  /** The selection named a term that does not exist (the endpoint refuses such calls). */
  unknownTerms: string[];
}

const cardSelect = {
  title: true,
  slug: true,
  excerpt: true,
  publishedAt: true,
  updatedAt: true,
  featuredImage: true,
  categories: true,
} as const;

function loopIndex(): Promise<IndexEntry[]> {
  return memo('loop-index', async () => {
    const p = await payload();
    const { docs } = await p.find({
      collection: 'posts',
      sort: ['-publishedAt', '-id'],
      pagination: false,
      depth: 0,
      select: cardSelect,
      ...asVisitor,
    });
    const posts = docs as PostCardFields[];
    const imageIds = posts.map((d) => idOf(d.featuredImage)).filter((id): id is number => id !== null);
    const [categories, images] = await Promise.all([getCategoryMap(), getImageViews(imageIds)]);
    return posts.map((post) => ({
      summary: toPostSummary(post, { categories, images }),
      categoryIds: (post.categories ?? []).map((c) => idOf(c)).filter((id): id is number => id !== null),
    }));
  });
}

/** What the query needs of the category tree: slug → id, and each category's children. */
export interface CategoryIndex {
  bySlug: Map<string, number>;
  withChildren: (id: number) => number[];
}

export function categoryIndexOf(
  categories: Iterable<[number, { slug: string; parentId: number | null }]>,
): CategoryIndex {
  const list = [...categories];
  const bySlug = new Map<string, number>(list.map(([id, c]) => [c.slug, id]));
  const withChildren = (id: number) => [id, ...list.filter(([, c]) => c.parentId === id).map(([childId]) => childId)];
  return { bySlug, withChildren };
}

const byTitle = new Intl.Collator('he');

/** The query itself, pure: scope (with children), selection (AND / OR / NOT), order and page. */
export function queryLoop(index: readonly IndexEntry[], cats: CategoryIndex, query: LoopQuery): LoopPage {
  const unknownTerms: string[] = [];
  const idOfSlug = (slug: string): number => {
    const id = cats.bySlug.get(slug);
    if (id === undefined) unknownTerms.push(slug);
    return id ?? -1;
  };

  const scope = new Set(query.scope.flatMap((slug) => cats.withChildren(idOfSlug(slug))));
  let entries = query.scope.length === 0 ? [...index] : index.filter((e) => e.categoryIds.some((id) => scope.has(id)));

  const selection = query.filter.category;
  if (selection) {
    const included = selection.terms.map(idOfSlug);
    const excluded = new Set(selection.exclude.map(idOfSlug));
    entries = entries.filter((e) => {
      if (e.categoryIds.some((id) => excluded.has(id))) return false;
      if (included.length === 0) return true;
      return selection.join === 'OR'
        ? included.some((id) => e.categoryIds.includes(id))
        : included.every((id) => e.categoryIds.includes(id));
    });
  }

  if (query.order === 'date_asc') entries.reverse();
  if (query.order === 'title_asc') entries.sort((a, b) => byTitle.compare(a.summary.title, b.summary.title));

  const totalDocs = entries.length;
  const totalPages = Math.max(1, Math.ceil(totalDocs / query.perPage));
  const start = (query.page - 1) * query.perPage;
  return {
    posts: entries.slice(start, start + query.perPage).map((e) => e.summary),
    page: query.page,
    totalPages,
    totalDocs,
    unknownTerms,
  };
}

/** Every published card, newest first (the memoised index), for listings that select by date. */
export async function getPublishedCards(): Promise<PostSummary[]> {
  return (await loopIndex()).map((entry) => entry.summary);
}

export async function getLoopPage(query: LoopQuery): Promise<LoopPage> {
  const [index, categories] = await Promise.all([loopIndex(), getCategoryMap()]);
  return queryLoop(index, categoryIndexOf(categories), query);
}
