import type { ShopNotice } from '../../engines/shop/notice';
import { unitsAvailable } from '../../engines/shop/stock';
import { tshop } from '../../messages/shop';
import { getCatalogue } from './get-catalogue';

export interface ShopNoticeView {
  tone: 'success' | 'error';
  text: string;
  /** Offer the way to the cart (after an add). */
  cartLink: boolean;
}

/** The words of a notice, with the product's name and stock read from the catalogue now. */
export async function shopNoticeView(notice: ShopNotice): Promise<ShopNoticeView> {
  const catalogue = await getCatalogue();
  const product = notice.product === null ? undefined : catalogue.byId.get(notice.product);
  const title = product?.title;
  const n = tshop.notice;
  switch (notice.code) {
    case 'added':
      return { tone: 'success', text: title ? n.added(title) : n.addedPlain, cartLink: true };
    case 'updated':
      return { tone: 'success', text: n.updated, cartLink: false };
    case 'removed':
      return { tone: 'success', text: title ? n.removed(title) : n.updated, cartLink: false };
    case 'restored':
      return { tone: 'success', text: title ? n.restored(title) : n.updated, cartLink: false };
    case 'out-of-stock':
      return { tone: 'error', text: title ? n.outOfStock(title) : n.unknown, cartLink: false };
    case 'over-stock': {
      // A variant's stock is its own: the notice names the number only for a product without variants.
      const units = product && product.variants.length === 0 ? unitsAvailable(product.stock) : null;
      const text = title ? n.overStock(title, units !== null && Number.isFinite(units) ? units : null) : n.badQuantity;
      return { tone: 'error', text, cartLink: true };
    }
    case 'choose-variant':
      return { tone: 'error', text: title ? n.chooseVariant(title) : n.unknown, cartLink: false };
    case 'bad-quantity':
      return { tone: 'error', text: n.badQuantity, cartLink: false };
    case 'cart-full':
      return { tone: 'error', text: n.cartFull, cartLink: true };
    case 'unknown':
      return { tone: 'error', text: n.unknown, cartLink: false };
    case 'nothing':
      return { tone: 'error', text: n.nothing, cartLink: false };
  }
}
