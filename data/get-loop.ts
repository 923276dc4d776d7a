import { inPeriod, type DatePeriod } from '../engines/date-archive';
import type { FilterState } from '../engines/loop-filter/codec';
import { memo } from './cache/memo';
import { getCategoryMap } from './get-category';
import { getImageViews, idOf } from './get-images';
import { tagIdsOf, toPostSummary, type PostCardFields } from './map/post';
import { getTagMap } from './get-tags';
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
  tagIds: number[];
  authorSlug: string | null;
}

export type LoopOrder = 'date_desc' | 'date_asc' | 'title_asc';

/**
 * Which articles a listing shows before any visitor filter: each given part narrows it (all must hold);
 * none given: every article. Unknown tag, author and article slugs match nothing.
 */
export interface LoopScope {
  /** Category slugs (their child categories included): an article in any of them. */
  categories?: readonly string[];
  /** Tag slugs: an article with any of them. */
  tags?: readonly string[];
  /** Author slugs (/author/{slug}/): an article by any of them. */
  authors?: readonly string[];
  /** Hand-picked article slugs. */
  posts?: readonly string[];
  /** A date archive's year or month. */
  period?: DatePeriod;
}

export interface LoopQuery {
  scope: LoopScope;
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
  tags: true,
  authorName: true,
  authorSlug: true,
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
      tagIds: tagIdsOf(post),
      authorSlug: post.authorSlug ?? null,
    }));
  });
}

/** What the query needs of the taxonomies: category slug → id and each category's children; tag slug → id. */
export interface CategoryIndex {
  bySlug: Map<string, number>;
  withChildren: (id: number) => number[];
  tagsBySlug?: Map<string, number>;
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

function scoped(
  index: readonly IndexEntry[],
  cats: CategoryIndex,
  scope: LoopScope,
  categoryId: (slug: string) => number,
): IndexEntry[] {
  const tests: ((e: IndexEntry) => boolean)[] = [];
  if (scope.categories?.length) {
    const ids = new Set(scope.categories.flatMap((slug) => cats.withChildren(categoryId(slug))));
    tests.push((e) => e.categoryIds.some((id) => ids.has(id)));
  }
  if (scope.tags?.length) {
    const ids = new Set(scope.tags.map((slug) => cats.tagsBySlug?.get(slug) ?? -1));
    tests.push((e) => e.tagIds.some((id) => ids.has(id)));
  }
  if (scope.authors?.length) {
    const slugs = new Set(scope.authors);
    tests.push((e) => e.authorSlug !== null && slugs.has(e.authorSlug));
  }
  if (scope.posts?.length) {
    const slugs = new Set(scope.posts);
    tests.push((e) => slugs.has(e.summary.slug));
  }
  const period = scope.period;
  if (period) tests.push((e) => inPeriod(e.summary.publishedAt, period));
  return tests.length === 0 ? [...index] : index.filter((e) => tests.every((test) => test(e)));
}

/** The query itself, pure: scope (with children), selection (AND / OR / NOT), order and page. */
export function queryLoop(index: readonly IndexEntry[], cats: CategoryIndex, query: LoopQuery): LoopPage {
  const unknownTerms: string[] = [];
  const idOfSlug = (slug: string): number => {
    const id = cats.bySlug.get(slug);
    if (id === undefined) unknownTerms.push(slug);
    return id ?? -1;
  };

  let entries = scoped(index, cats, query.scope, idOfSlug);

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

/** Every published article as the listings see it, newest first (memoised per content generation). */
export const getLoopIndex = (): Promise<IndexEntry[]> => loopIndex();

/** Every published card, newest first (the memoised index), for listings that select by date. */
export async function getPublishedCards(): Promise<PostSummary[]> {
  return (await loopIndex()).map((entry) => entry.summary);
}

export async function getLoopPage(query: LoopQuery): Promise<LoopPage> {
  const [index, categories, tags] = await Promise.all([loopIndex(), getCategoryMap(), getTagMap()]);
  const taxonomies = categoryIndexOf(categories);
  taxonomies.tagsBySlug = new Map([...tags.values()].map((tag) => [tag.slug, tag.id]));
  return queryLoop(index, taxonomies, query);
}
