import type { Purchasable } from '../../engines/shop/cart';
import { priceAt } from '../../engines/shop/pricing';
import { unitsAvailable } from '../../engines/shop/stock';
import type { Catalogue } from './get-catalogue';
import type { ProductView, VariantView } from './types';

export type Found =
  | { ok: true; item: Purchasable; product: ProductView; variant: VariantView | null }
  | { ok: false; reason: 'unknown-product' | 'choose-variant'; product?: ProductView };

/**
 * Resolves what a cart line or a link names: a product by its id or its old WooCommerce id (a WooCommerce
 * variation's old id names its product and variant at once), and a variant by its id or old id.
 */
export function findPurchasable(catalogue: Catalogue, productRef: number, variantRef: string | null, now: Date): Found {
  let product = catalogue.byId.get(productRef) ?? catalogue.byLegacyId.get(productRef);
  let variant: VariantView | null = null;
  if (!product) {
    for (const candidate of catalogue.products) {
      const match = candidate.variants.find((v) => v.legacyWcId === productRef);
      if (match) {
        product = candidate;
        variant = match;
        break;
      }
    }
  }
  if (!product) return { ok: false, reason: 'unknown-product' };
  if (product.variants.length > 0 && !variant) {
    if (variantRef === null) return { ok: false, reason: 'choose-variant', product };
    variant = product.variants.find((v) => v.id === variantRef || String(v.legacyWcId) === variantRef) ?? null;
    if (!variant) return { ok: false, reason: 'unknown-product', product };
  }
  const rule = variant?.price ?? product.price;
  return {
    ok: true,
    product,
    variant,
    item: {
      product: product.id,
      variant: variant?.id ?? null,
      available: unitsAvailable(variant?.stock ?? product.stock),
      unitPrice: priceAt(rule, now).price,
    },
  };
}
