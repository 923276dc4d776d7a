import type { Product, ProductCategory, ProductTag } from '../../cms/payload-types';
import { routes } from '../../config/routes';
import { memo } from '../cache/memo';
import { getImageViews } from '../get-images';
import { asVisitor, payload } from '../payload';
import { mapProduct } from './map-product';
import type { ProductCategoryView, ProductView, TermView } from './types';

export interface Catalogue {
  products: ProductView[];
  byId: Map<number, ProductView>;
  bySlug: Map<string, ProductView>;
  /** WooCommerce's old ids (imported), so that old ?add-to-cart= links keep working. */
  byLegacyId: Map<number, ProductView>;
  categories: ProductCategoryView[];
  tags: TermView[];
}

async function loadTerms(): Promise<{ categories: ProductCategoryView[]; tags: TermView[] }> {
  const p = await payload();
  const [cats, tags] = await Promise.all([
    p.find({ collection: 'product-categories', depth: 0, pagination: false, sort: ['order', 'title'], ...asVisitor }),
    p.find({ collection: 'product-tags', depth: 0, pagination: false, sort: 'title', ...asVisitor }),
  ]);
  const term = (d: ProductCategory | ProductTag, url: string): TermView => ({
    id: d.id,
    title: d.title,
    slug: d.slug,
    url,
  });
  const catDocs = cats.docs as ProductCategory[];
  const plain = new Map(catDocs.map((d) => [d.id, term(d, routes.productCategory(d.slug))]));
  return {
    categories: catDocs.map((d) => {
      const parentId = typeof d.parent === 'object' && d.parent ? d.parent.id : (d.parent ?? null);
      return {
        ...(plain.get(d.id) as TermView),
        description: d.description || null,
        parent: parentId === null ? null : (plain.get(parentId) ?? null),
        order: d.order ?? 0,
      };
    }),
    tags: (tags.docs as ProductTag[]).map((d) => term(d, routes.productTag(d.slug))),
  };
}

/**
 * Every published product, read once per content generation: a consultancy's shop holds tens of items,
 * so the catalogue's sorting, filtering and paging run in memory (data/shop/catalogue-page.ts) and a
 * product page or a cart costs no query. Any change in the studio starts a new generation.
 */
export function getCatalogue(): Promise<Catalogue> {
  return memo('shop:catalogue', async () => {
    const p = await payload();
    const [terms, found] = await Promise.all([
      loadTerms(),
      p.find({ collection: 'products', depth: 0, pagination: false, sort: '-createdAt', ...asVisitor }),
    ]);
    const docs = found.docs as Product[];
    const imageIds = docs.flatMap((d) => (d.gallery ?? []).map((g) => (typeof g === 'number' ? g : g.id)));
    const images = await getImageViews(imageIds);
    const lookups = {
      categories: new Map<number, TermView>(terms.categories.map((c) => [c.id, c])),
      tags: new Map(terms.tags.map((t) => [t.id, t])),
    };
    const products = docs.map((d) => mapProduct(d, lookups, images));
    return {
      products,
      byId: new Map(products.map((pr) => [pr.id, pr])),
      bySlug: new Map(products.map((pr) => [pr.slug, pr])),
      byLegacyId: new Map(products.filter((pr) => pr.legacyWcId !== null).map((pr) => [pr.legacyWcId as number, pr])),
      categories: terms.categories,
      tags: terms.tags,
    };
  });
}
