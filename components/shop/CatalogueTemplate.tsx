import { ArchiveHeader } from '../content/ArchiveHeader';
import type { CataloguePage, ShopOrder } from '../../data/shop/catalogue-page';
import { shopOrders } from '../../data/shop/catalogue-page';
import type { ProductCategoryView } from '../../data/shop/types';
import { routes } from '../../config/routes';
import { tshop } from '../../messages/shop';
import { Breadcrumbs, type Crumb } from '../content/Breadcrumbs';
import { Pagination } from '../content/Pagination';
import { ProductCard } from './ProductCard';

interface Props {
  heading: { title: string; description?: string | null; url: string };
  listing: CataloguePage;
  order: ShopOrder;
  trail: Crumb[];
  categories: ProductCategoryView[];
  /** The category shown, marked in the list. */
  currentCategoryId?: number;
  now: Date;
}

/** The catalogue (/shop/, a category, a tag): categories, sorting as a plain GET form, cards, pages. */
export function CatalogueTemplate({ heading, listing, order, trail, categories, currentCategoryId, now }: Props) {
  const shown = listing.products.length;
  const top = categories.filter((c) => c.parent === null);
  return (
    <div className="container shop" data-shop-catalogue>
      <Breadcrumbs trail={trail} />
      <ArchiveHeader title={heading.title} description={heading.description} page={listing.page} />
      {top.length > 0 && (
        <nav className="shop__categories" aria-label={tshop.productCategories}>
          <ul>
            <li>
              <a href={routes.shop} aria-current={heading.url === routes.shop ? 'page' : undefined}>
                {tshop.allProducts}
              </a>
            </li>
            {top.map((c) => (
              <li key={c.id}>
                <a href={c.url} aria-current={c.id === currentCategoryId ? 'page' : undefined}>
                  {c.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="shop__bar">
        <p className="shop__count" role="status">
          {tshop.results(shown, listing.total)}
        </p>
        <form className="shop__sort" method="get" action={heading.url}>
          <label htmlFor="shop-orderby">{tshop.sortBy}</label>
          <select id="shop-orderby" name="orderby" defaultValue={order}>
            {shopOrders.map((o) => (
              <option key={o} value={o}>
                {tshop.orders[o]}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--secondary">
            {tshop.sort}
          </button>
        </form>
      </div>
      {shown === 0 ? (
        <p>{tshop.noProducts}</p>
      ) : (
        <ul className="product-grid">
          {listing.products.map((product, i) => (
            <li key={product.id}>
              <ProductCard product={product} now={now} priority={i === 0 && listing.page === 1} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        baseUrl={heading.url}
        page={listing.page}
        totalPages={listing.totalPages}
        label={tshop.pagination}
        query={order === 'date' ? '' : `?orderby=${order}`}
      />
    </div>
  );
}
