import { routes } from '../../config/routes';

/**
 * The cart link (the site header's, and the builder's menu-cart widget). Pages are the same for every
 * visitor (and cached), so its count is filled in by the page's script from the non-secret
 * `arig_cart_count` cookie, which also opens the mini cart from it (site-runtime/shop-loader.ts).
 */
export function MenuCart({ current, className = 'menu-cart' }: { current: boolean; className?: string }) {
  return (
    <a className={className} href={routes.cart} aria-current={current ? 'page' : undefined} data-menu-cart>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <path d="M3 4h2l2 10h11l2-7H6M9 19h.1M17 19h.1" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="visually-hidden">סל הקניות</span>
      <span className="menu-cart__count" data-cart-count hidden />
    </a>
  );
}
