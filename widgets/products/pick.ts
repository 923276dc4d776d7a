import { cataloguePage, inCategory, type ShopOrder } from '../../data/shop/catalogue-page';
import type { ProductCategoryView, ProductView } from '../../data/shop/types';
import { priceAt } from '../../engines/shop/pricing';

export interface ProductPick {
  source: 'all' | 'category' | 'tag' | 'sale' | 'featured';
  term: string;
  order: ShopOrder;
  max: number;
}

const onSale = (now: Date) => (p: ProductView) =>
  [p.price, ...p.variants.map((v) => v.price)].some((rule) => priceAt(rule, now).onSale);

/** The products a grid shows: its source's, in its order, at most `max`; an unknown term shows none. */
export function pickProducts(
  products: ProductView[],
  categories: ProductCategoryView[],
  pick: ProductPick,
  now: Date,
): ProductView[] {
  const category = categories.find((c) => c.slug === pick.term);
  const filter =
    pick.source === 'category'
      ? category
        ? inCategory(category, categories)
        : () => false
      : pick.source === 'tag'
        ? (p: ProductView) => p.tags.some((t) => t.slug === pick.term)
        : pick.source === 'sale'
          ? onSale(now)
          : pick.source === 'featured'
            ? (p: ProductView) => p.featured
            : undefined;
  return cataloguePage(products, { filter, order: pick.order, page: 1, now }).products.slice(0, pick.max);
}
