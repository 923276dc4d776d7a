import type { Product } from '../../cms/payload-types';
import { shekelsToAgorot } from '../../engines/shop/money';
import type { PriceRule } from '../../engines/shop/pricing';
import type { Stock } from '../../engines/shop/stock';
import { attributeValues } from '../../cms/collections/products/variants';
import { routes } from '../../config/routes';
import { richTextToHtml } from '../map/rich-text';
import type { ImageView } from '../types';
import type { ProductView, TermView } from './types';

const agorot = (shekels: number | null | undefined): number | null =>
  typeof shekels === 'number' ? shekelsToAgorot(shekels) : null;

function priceRule(
  own: { price?: number | null; salePrice?: number | null },
  schedule: { saleFrom?: string | null; saleTo?: string | null },
  fallback?: PriceRule,
): PriceRule {
  const regular = agorot(own.price) ?? fallback?.regular ?? 0;
  const sale = agorot(own.salePrice) ?? (own.price == null ? (fallback?.sale ?? null) : null);
  return { regular, sale, saleFrom: schedule.saleFrom ?? null, saleTo: schedule.saleTo ?? null };
}

const stockOf = (doc: { stockMode?: string | null; stockCount?: number | null }): Stock => ({
  mode: doc.stockMode === 'count' || doc.stockMode === 'out' ? doc.stockMode : 'unlimited',
  count: Math.max(0, doc.stockCount ?? 0),
});

const ids = (refs: (number | { id: number })[] | null | undefined): number[] =>
  (refs ?? []).map((r) => (typeof r === 'number' ? r : r.id));

/** A product document (depth 0) to the site's view; terms and images come resolved from their memos. */
export function mapProduct(
  doc: Product,
  terms: { categories: Map<number, TermView>; tags: Map<number, TermView> },
  images: Map<number, ImageView | null>,
): ProductView {
  const price = priceRule(doc, doc);
  const attributes = (doc.attributes ?? []).map((a) => ({ name: a.name, values: attributeValues(a.values) }));
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    url: routes.product(doc.slug),
    sku: doc.sku || null,
    kind: doc.kind,
    price,
    stock: stockOf(doc),
    shortHtml: richTextToHtml(doc.shortDescription),
    descriptionHtml: richTextToHtml(doc.description),
    images: ids(doc.gallery as (number | { id: number })[] | null)
      .map((id) => images.get(id) ?? null)
      .filter((i): i is ImageView => i !== null),
    categories: ids(doc.categories as (number | { id: number })[] | null)
      .map((id) => terms.categories.get(id))
      .filter((t): t is TermView => t !== undefined),
    tags: ids(doc.tags as (number | { id: number })[] | null)
      .map((id) => terms.tags.get(id))
      .filter((t): t is TermView => t !== undefined),
    attributes,
    variants: attributes.length
      ? (doc.variants ?? []).map((v) => ({
          id: v.id as string,
          options: [v.option1, v.option2].slice(0, attributes.length).map((o) => (o ?? '').trim()),
          sku: v.sku || null,
          price: priceRule(v, doc, price),
          stock: stockOf(v),
          legacyWcId: v.legacyWcId ?? null,
        }))
      : [],
    relatedIds: ids(doc.related as (number | { id: number })[] | null),
    featured: doc.featured === true,
    legacyWcId: doc.legacyWcId ?? null,
    createdAt: doc.createdAt,
    seo: {
      title: doc.seo?.title || null,
      description: doc.seo?.description || null,
      noindex: doc.seo?.noindex === true,
    },
  };
}
