import { afterLoad } from './after-load';
const loadShop = () => import('./shop/index');
const loadAdd = () => import('./shop/ajax-add');
const loadMiniCart = () => import('./shop/mini-cart');

/**
 * The shop's code, only where it has something to do. At start: a count of the visitor's cart to show in
 * the header (the non-secret `arig_cart_count` cookie), an options picker, a catalogue, a cart's forms or
 * a product's tabs. On a press: one of WooCommerce's AJAX add-to-cart links
 * (`a.ajax_add_to_cart[data-product_id]`, imported content too), answered in place, or the header's cart
 * link, which opens the mini cart; each fetches its own small chunk. The link's own address is the way
 * without JavaScript, and the fallback when the code or the request fails. A page with none of these
 * fetches nothing.
 */
export function initShopLoader(): void {
  const count = /(?:^|;\s*)arig_cart_count=([1-9][0-9]{0,4})/.exec(document.cookie)?.[1];
  if (
    count ||
    document.querySelector('[data-variant-picker],[data-shop-catalogue],[data-cart],.product__details [data-island]')
  )
    // After the page has loaded and painted: the count and the catalogue's helpers are no part of the paint.
    afterLoad(() => void loadShop().then((m) => m.initShop(Number(count ?? 0))));
  document.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = (e.target as Element | null)?.closest?.('a.ajax_add_to_cart[data-product_id], a[data-menu-cart]');
    if (!(link instanceof HTMLAnchorElement) || link.getAttribute('aria-current') === 'page') return;
    e.preventDefault();
    const done = link.hasAttribute('data-menu-cart')
      ? loadMiniCart().then((m) => m.openMiniCart(link))
      : loadAdd().then((m) => m.addFromLink(link));
    void done.catch(() => location.assign(link.href));
  });
}
