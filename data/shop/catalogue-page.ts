import { productsPerPage } from '../../config/shop';
import { priceAt } from '../../engines/shop/pricing';
import type { ProductCategoryView, ProductView } from './types';

/** WooCommerce's `orderby` values the catalogue offers. */
export const shopOrders = ['date', 'price', 'price-desc', 'title'] as const;
export type ShopOrder = (typeof shopOrders)[number];

export const shopOrderOf = (value: string | null): ShopOrder =>
  (shopOrders as readonly string[]).includes(value ?? '') ? (value as ShopOrder) : 'date';

export interface CataloguePage {
  products: ProductView[];
  page: number;
  totalPages: number;
  total: number;
}

/** The lowest price a product sells at now (a variable product's "from" price). */
export function fromPrice(product: ProductView, now: Date): number {
  const rules = product.variants.length ? product.variants.map((v) => v.price) : [product.price];
  return Math.min(...rules.map((r) => priceAt(r, now).price));
}

/** The products of a category include its subcategories' (as in WooCommerce). */
export function inCategory(category: ProductCategoryView, all: ProductCategoryView[]) {
  const ids = new Set([category.id, ...all.filter((c) => c.parent?.id === category.id).map((c) => c.id)]);
  return (p: ProductView) => p.categories.some((c) => ids.has(c.id));
}

export function cataloguePage(
  products: ProductView[],
  opts: { filter?: (p: ProductView) => boolean; order: ShopOrder; page: number; now: Date },
): CataloguePage {
  const chosen = opts.filter ? products.filter(opts.filter) : [...products];
  const collator = new Intl.Collator('he');
  const compare: Record<ShopOrder, (a: ProductView, b: ProductView) => number> = {
    date: (a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id),
    price: (a, b) => fromPrice(a, opts.now) - fromPrice(b, opts.now) || a.id - b.id,
    'price-desc': (a, b) => fromPrice(b, opts.now) - fromPrice(a, opts.now) || a.id - b.id,
    title: (a, b) => collator.compare(a.title, b.title) || a.id - b.id,
  };
  chosen.sort(compare[opts.order]);
  const totalPages = Math.max(1, Math.ceil(chosen.length / productsPerPage));
  const start = (opts.page - 1) * productsPerPage;
  return { products: chosen.slice(start, start + productsPerPage), page: opts.page, totalPages, total: chosen.length };
}
