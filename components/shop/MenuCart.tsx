import { globalTypography, type TypographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import { routes } from '../../config/routes';

/**
 * The cart link (the site header's, and the builder's menu-cart widget). Pages are the same for every
 * visitor (and cached), so its count is filled in by the page's script from the non-secret
 * `arig_cart_count` cookie, which also opens the mini cart from it (site-runtime/shop-loader.ts). A
 * menu-cart widget's typography sits on the count, which sets its own size and weight.
 */
export function MenuCart({
  current,
  className = 'menu-cart',
  typography = globalTypography,
}: {
  current: boolean;
  className?: string;
  typography?: TypographyStyle;
}) {
  return (
    <a className={className} href={routes.cart} aria-current={current ? 'page' : undefined} data-menu-cart>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <path d="M3 4h2l2 10h11l2-7H6M9 19h.1M17 19h.1" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="visually-hidden">סל הקניות</span>
      <span {...typographyAttrs('menu-cart__count', typography)} data-cart-count hidden />
    </a>
  );
}
