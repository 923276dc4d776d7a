import type { LoopView, RenderContext, TermView } from '../builder/context';
import type { Layout } from '../builder/layout';
import type { LayoutNode } from '../builder/props';
import { walkLayout } from '../builder/render-layout';
import { routes } from '../config/routes';
import {
  applyFilterSelection,
  applyPageNumber,
  isWidgetId,
  parseFilterState,
  readPageNumber,
  type FilterState,
} from '../engines/loop-filter/codec';
import { parseTermList, type ListingProps } from '../builder/parts/listing-props';
import { getCategoryMap } from './get-category';
import { getLoopPage, type LoopPage, type LoopScope } from './get-loop';
import { loopScopeFlags } from './loop-scope-flags';
import { getProductLoopPage, productTagTaxonomy, productTaxonomy } from './shop/product-loop';
import { getCatalogue } from './shop/get-catalogue';

/** Where the grids are shown: the page's URL, and how that page paginates. */
export interface LoopLocation {
  /** The refresh call's post_id: the page holding the layout, 0 for a category archive. */
  postId: number;
  /** The page's path without any /page/N/ (a category archive's own URL). */
  path: string;
  /** The query string, `?…` or empty. */
  search: string;
  /** Archives paginate by path (/page/N/, WordPress's URLs); builder pages by `e-page-{id}`. */
  archivePage?: number;
  /** On an archive (tag, author, date): which articles it is of, for its archive-posts widget. */
  archive?: LoopScope;
}

/** The widgets that list articles through the loop machinery (one renderer, one refresh endpoint). */
export const listingTypes: ReadonlySet<string> = new Set(['loop-grid', 'posts', 'archive-posts']);

export const loopGridNodes = (layout: Pick<Layout, 'content'>): LayoutNode[] => {
  const nodes: LayoutNode[] = [];
  walkLayout(layout.content, (node) => listingTypes.has(node.type) && nodes.push(node));
  return nodes;
};

/** Which articles a listing widget shows, from its source (archive-posts: the archive it is shown on). */
export function scopeOf(props: ListingProps, location: Pick<LoopLocation, 'archive'>): LoopScope {
  switch (props.source) {
    case 'posts':
    case 'category':
      return { categories: parseTermList(props.query_categories) };
    case 'tag':
      return { tags: parseTermList(props.query_tags) };
    case 'author':
      return { authors: parseTermList(props.query_author) };
    case 'manual':
      return { posts: parseTermList(props.query_posts) };
    case 'archive':
      return location.archive ?? {};
    default:
      return {};
  }
}

/** The join a grid's filter widget uses, so a single-term URL reads with it (OR filters stay OR). */
function filterJoins(layout: Pick<Layout, 'content'>): Map<string, 'AND' | 'OR'> {
  const joins = new Map<string, 'AND' | 'OR'>();
  walkLayout(layout.content, (node) => {
    const { target, logical_join: join } = node.props as { target?: unknown; logical_join?: unknown };
    if (node.type === 'taxonomy-filter' && typeof target === 'string' && join === 'OR') joins.set(target, 'OR');
  });
  return joins;
}

/** One grid's results and links, for a selection and page (the endpoint calls this too). */
export async function loopView(
  props: ListingProps,
  state: FilterState,
  page: number,
  location: LoopLocation,
): Promise<{ view: LoopView; result: LoopPage }> {
  const id = props.id;
  const here = `${location.path}${location.search}`;
  const products =
    props.source === 'products'
      ? await getProductLoopPage({
          scope: parseTermList(props.query_categories),
          filter: state,
          page,
          perPage: props.per_page,
          order: props.order,
        })
      : null;
  const scope = products ? { categories: parseTermList(props.query_categories) } : scopeOf(props, location);
  const result: LoopPage = products
    ? { ...products, posts: [] }
    : await getLoopPage({
        scope,
        filter: state,
        page,
        perPage: props.per_page,
        order: props.order,
      });
  const pageUrl =
    location.archivePage !== undefined
      ? (n: number) => `${routes.paginated(location.path, n)}${location.search}`
      : (n: number) => applyPageNumber(here, id, n);
  return {
    result,
    view: {
      posts: result.posts,
      ...(products ? { products: products.products, now: Date.now() } : {}),
      page: result.page,
      totalPages: result.totalPages,
      totalDocs: result.totalDocs,
      state,
      postId: location.postId,
      categories: scope.categories ?? [],
      ...loopScopeFlags(props.source, scope),
      pageUrl,
      filterUrl: (taxonomy, terms, join) => applyFilterSelection(here, id, taxonomy, terms, join),
    },
  };
}

export async function getTermViews(): Promise<Record<string, TermView[]>> {
  const [categories, catalogue] = await Promise.all([getCategoryMap(), getCatalogue()]);
  const terms = (list: Iterable<{ slug: string; title: string; parent: { slug: string } | null }>) =>
    [...list].map((c) => ({ slug: c.slug, title: c.title, parent: c.parent?.slug ?? null }));
  return {
    category: terms(categories.values()),
    [productTaxonomy]: terms(catalogue.categories),
    [productTagTaxonomy]: terms(catalogue.tags.map((t) => ({ ...t, parent: null }))),
  };
}

/** Pre-fetches every loop grid of a layout for the URL it is shown at: ctx.loops and ctx.terms. */
export async function getLoopContext(
  layout: Pick<Layout, 'content'>,
  location: LoopLocation,
): Promise<Pick<RenderContext, 'loops' | 'terms'>> {
  const grids = loopGridNodes(layout);
  if (grids.length === 0) return {};
  const joins = filterJoins(layout);
  const loops: Record<string, LoopView> = {};
  await Promise.all(
    grids.map(async (node) => {
      const props = node.props as ListingProps;
      const valid = isWidgetId(props.id);
      const state = valid ? parseFilterState(location.search, props.id, { defaultJoin: joins.get(props.id) }) : {};
      const page = location.archivePage ?? (valid ? readPageNumber(location.search, props.id) : 1);
      loops[props.id] = (await loopView(props, state, page, location)).view;
    }),
  );
  return { loops, terms: await getTermViews() };
}
