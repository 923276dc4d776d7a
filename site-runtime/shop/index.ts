import { initCatalogueNav } from './catalogue-nav';
import { showCartCount } from './cart-count';
import { initVariantPicker } from './variant-picker';
import { onApproach } from '../on-approach';

const loadCartInPlace = () => import('./cart-in-place');
const loadTabs = () => import('../../widgets/tabs/tabs.island');

/**
 * What a shop page needs from the start: the header's count, the product page's picker, the catalogue's
 * in-place navigation. The cart's forms in place and the product's tabs come in chunks of their own, on
 * the pages that have them; adding from a link and the mini cart on a press (site-runtime/shop-loader.ts).
 */
export function initShop(count: number): void {
  showCartCount(count);
  const picker = document.querySelector<HTMLSelectElement>('select[data-variant-picker]');
  if (picker) initVariantPicker(picker);
  if (document.querySelector('[data-shop-catalogue]')) initCatalogueNav();
  if (document.querySelector('[data-cart]')) void loadCartInPlace().then((m) => m.initCartInPlace());
  const tabs = document.querySelector<HTMLElement>('.product__details [data-island="tabs"]');
  if (tabs) onApproach(tabs, () => void loadTabs().then((m) => m.init(tabs)));
}
