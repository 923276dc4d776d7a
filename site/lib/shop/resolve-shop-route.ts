import { parseContentPath, routes } from '../../../config/routes';
import type { Crumb } from '../../../components/content/Breadcrumbs';
import {
  cataloguePage,
  inCategory,
  shopOrderOf,
  type CataloguePage,
  type ShopOrder,
} from '../../../data/shop/catalogue-page';
import { getCatalogue } from '../../../data/shop/get-catalogue';
import type { ProductCategoryView, ProductView } from '../../../data/shop/types';
import { t } from '../../../messages/he';
import { tshop } from '../../../messages/shop';

export type ShopResolved =
  | {
      kind: 'catalogue';
      heading: { title: string; description: string | null; url: string };
      listing: CataloguePage;
      order: ShopOrder;
      trail: Crumb[];
      categories: ProductCategoryView[];
      currentCategoryId?: number;
      /** The catalogue's first card image, the page's LCP candidate. */
      firstImage: ProductView['images'][number] | null;
    }
  | { kind: 'product'; product: ProductView; related: ProductView[]; trail: Crumb[] }
  | { kind: 'not-found' };

const home: Crumb = { label: t.home, url: routes.home };
const shop: Crumb = { label: tshop.shop, url: routes.shop };

/** The shop's addresses, WooCommerce's: /shop/, /product/{slug}/, /product-category/{a}/{b}/, /product-tag/{t}/, with /page/N/. */
export async function resolveShopRoute(pathname: string, search: URLSearchParams, now: Date): Promise<ShopResolved> {
  const base = pathname.split('/')[1] ?? '';
  const parsed = parseContentPath(pathname.slice(base.length + 1) || '/');
  if (!parsed) return { kind: 'not-found' };
  const { segments, page } = parsed;
  const catalogue = await getCatalogue();
  const order = shopOrderOf(search.get('orderby'));

  const listing = (filter: ((p: ProductView) => boolean) | undefined) => {
    const result = cataloguePage(catalogue.products, { filter, order, page, now });
    return page > result.totalPages ? null : result;
  };
  const catalogueOf = (
    heading: { title: string; description: string | null; url: string },
    trail: Crumb[],
    result: CataloguePage | null,
    currentCategoryId?: number,
  ): ShopResolved =>
    result
      ? {
          kind: 'catalogue',
          heading,
          listing: result,
          order,
          trail,
          categories: catalogue.categories,
          currentCategoryId,
          firstImage: page === 1 && order === 'date' ? (result.products[0]?.images[0] ?? null) : null,
        }
      : { kind: 'not-found' };

  if (base === 'shop' && segments.length === 0) {
    return catalogueOf({ title: tshop.shop, description: null, url: routes.shop }, [home, shop], listing(undefined));
  }
  if (base === 'product' && segments.length === 1 && page === 1) {
    const product = catalogue.bySlug.get(segments[0] as string);
    if (!product) return { kind: 'not-found' };
    const related = product.relatedIds.flatMap((id) => catalogue.byId.get(id) ?? []).slice(0, 4);
    const category = product.categories[0];
    const trail = [
      home,
      shop,
      ...(category ? [{ label: category.title, url: category.url }] : []),
      { label: product.title, url: product.url },
    ];
    return { kind: 'product', product, related, trail };
  }
  if (base === 'product-category' && segments.length >= 1) {
    const slug = segments[segments.length - 1] as string;
    const category = catalogue.categories.find((c) => c.slug === slug);
    // A child is addressed under its parent too (/product-category/parent/child/), as WooCommerce does.
    if (!category || (segments.length === 2 && category.parent?.slug !== segments[0])) return { kind: 'not-found' };
    const trail = [
      home,
      shop,
      ...(category.parent ? [{ label: category.parent.title, url: category.parent.url }] : []),
    ];
    trail.push({ label: category.title, url: category.url });
    return catalogueOf(
      { title: category.title, description: category.description, url: category.url },
      trail,
      listing(inCategory(category, catalogue.categories)),
      category.parent?.id ?? category.id,
    );
  }
  if (base === 'product-tag' && segments.length === 1) {
    const tag = catalogue.tags.find((x) => x.slug === segments[0]);
    if (!tag) return { kind: 'not-found' };
    return catalogueOf(
      { title: tshop.productTag(tag.title), description: null, url: tag.url },
      [home, shop, { label: tag.title, url: tag.url }],
      listing((p) => p.tags.some((x) => x.id === tag.id)),
    );
  }
  return { kind: 'not-found' };
}
