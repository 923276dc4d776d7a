import { initCatalogueNav } from './catalogue-nav';
import { showCartCount } from './cart-count';
import { initVariantPicker } from './variant-picker';
import { initCartInPlace } from './cart-in-place';

export { addFromLink } from './ajax-add';
export { openMiniCart } from './mini-cart';

/** The header's count, and the product page's picker, the catalogue's in-place navigation or the cart's forms. */
export function initShop(count: number): void {
  showCartCount(count);
  const picker = document.querySelector<HTMLSelectElement>('select[data-variant-picker]');
  if (picker) initVariantPicker(picker);
  if (document.querySelector('[data-shop-catalogue]')) initCatalogueNav();
  if (document.querySelector('[data-cart]')) initCartInPlace();
}
