import { priceAt, type PriceNow } from '../../engines/shop/pricing';
import { unitsAvailable } from '../../engines/shop/stock';
import { fromPrice } from './catalogue-page';
import type { ProductView } from './types';

/** What a product offers now, as cards and pages show it. */
export interface ProductOffer {
  /** It has options (variants): its price is a "from" price and it is bought on its page. */
  variable: boolean;
  price: PriceNow;
  /** It or one of its variants is on sale now. */
  onSale: boolean;
  /** It or one of its variants can be bought. */
  available: boolean;
}

export function productOffer(product: ProductView, now: Date): ProductOffer {
  if (product.variants.length === 0) {
    const price = priceAt(product.price, now);
    return { variable: false, price, onSale: price.onSale, available: unitsAvailable(product.stock) > 0 };
  }
  const from = fromPrice(product, now);
  return {
    variable: true,
    price: { price: from, regular: from, onSale: false },
    onSale: product.variants.some((v) => priceAt(v.price, now).onSale),
    available: product.variants.some((v) => unitsAvailable(v.stock) > 0),
  };
}
