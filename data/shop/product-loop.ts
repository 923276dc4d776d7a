import type { FilterState } from '../../engines/loop-filter/codec';
import type { LoopOrder } from '../get-loop';
import { getCatalogue } from './get-catalogue';
import type { ProductCategoryView, ProductView, TermView } from './types';

/** The loop grid's taxonomies for products: WooCommerce's product categories and product tags. */
export const productTaxonomy = 'product_cat';
export const productTagTaxonomy = 'product_tag';

export interface ProductLoopPage {
  products: ProductView[];
  page: number;
  totalPages: number;
  totalDocs: number;
  /** The selection named a category that does not exist (the refresh endpoint refuses such calls). */
  unknownTerms: string[];
}

const byTitle = new Intl.Collator('he');

/**
 * The loop grid over products, pure: its categories (each with its children) as the scope, then the
 * visitor's selection of product categories and of product tags (each AND / OR / NOT), the order and the
 * page, as for articles.
 */
export function queryProductLoop(
  products: readonly ProductView[],
  categories: readonly ProductCategoryView[],
  tags: readonly TermView[],
  query: { scope: readonly string[]; filter: FilterState; page: number; perPage: number; order: LoopOrder },
): ProductLoopPage {
  const unknownTerms: string[] = [];
  const withChildren = (slug: string): number[] => {
    const category = categories.find((c) => c.slug === slug);
    if (!category) {
      unknownTerms.push(slug);
      return [-1];
    }
    return [category.id, ...categories.filter((c) => c.parent?.id === category.id).map((c) => c.id)];
  };
  const inAny = (ids: number[]) => (p: ProductView) => p.categories.some((c) => ids.includes(c.id));
  let chosen = query.scope.length ? products.filter(inAny(query.scope.flatMap(withChildren))) : [...products];
  const tagId = (slug: string): number[] => {
    const tag = tags.find((t) => t.slug === slug);
    if (!tag) unknownTerms.push(slug);
    return [tag?.id ?? -1];
  };
  const tagged = (ids: number[]) => (p: ProductView) => p.tags.some((t) => ids.includes(t.id));
  for (const [taxonomy, idsOf, has] of [
    [productTaxonomy, withChildren, inAny],
    [productTagTaxonomy, tagId, tagged],
  ] as const) {
    const selection = query.filter[taxonomy];
    if (!selection) continue;
    const included = selection.terms.map(idsOf);
    const excluded = selection.exclude.flatMap(idsOf);
    chosen = chosen.filter((p) => {
      if (has(excluded)(p)) return false;
      if (included.length === 0) return true;
      return selection.join === 'OR' ? included.some((ids) => has(ids)(p)) : included.every((ids) => has(ids)(p));
    });
  }
  // The catalogue is newest first.
  if (query.order === 'date_asc') chosen.reverse();
  if (query.order === 'title_asc') chosen.sort((a, b) => byTitle.compare(a.title, b.title));
  const totalDocs = chosen.length;
  const totalPages = Math.max(1, Math.ceil(totalDocs / query.perPage));
  const start = (query.page - 1) * query.perPage;
  return {
    products: chosen.slice(start, start + query.perPage),
    page: query.page,
    totalPages,
    totalDocs,
    unknownTerms,
  };
}

export async function getProductLoopPage(query: Parameters<typeof queryProductLoop>[3]): Promise<ProductLoopPage> {
  const catalogue = await getCatalogue();
  return queryProductLoop(catalogue.products, catalogue.categories, catalogue.tags, query);
}
