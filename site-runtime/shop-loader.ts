/** The header's cart count, from the `arig_cart_count` cookie the server sets with every cart change. */
export function showCartCount(count: number): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-cart-count]')) {
    el.textContent = String(count);
    el.hidden = count <= 0;
  }
}

export function initCartCount(): void {
  if (!document.querySelector('[data-cart-count]')) return;
  showCartCount(Number(/(?:^|;\s*)arig_cart_count=(\d{1,5})/.exec(document.cookie)?.[1] ?? 0));
}

const loadAjaxAdd = () => import('./shop/ajax-add');

/**
 * WooCommerce's AJAX add-to-cart links (`a.ajax_add_to_cart[data-product_id]`, also in imported content):
 * the code that adds without leaving the page is fetched on the first press; the link's own address is
 * the way without JavaScript, and the fallback when the request fails.
 */
export function initAjaxAddToCart(): void {
  document.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = (e.target as Element | null)?.closest?.('a.ajax_add_to_cart[data-product_id]');
    if (!(link instanceof HTMLAnchorElement)) return;
    e.preventDefault();
    void loadAjaxAdd()
      .then((m) => m.addFromLink(link))
      .catch(() => location.assign(link.href));
  });
}
