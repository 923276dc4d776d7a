import { priceCart } from '../../engines/shop/cart';
import type { ImageView } from '../types';
import { readCart } from './cart-store';
import { getCatalogue } from './get-catalogue';
import { findPurchasable } from './purchasable';
import type { ProductView, VariantView } from './types';

export interface CartLineView {
  key: string;
  product: number;
  variant: string | null;
  kind: ProductView['kind'];
  title: string;
  url: string;
  image: ImageView | null;
  /** The chosen options, as "צבע: אינדיגו · מידה: M". */
  options: string | null;
  sku: string | null;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  /** Units that can be bought now; null when stock is not tracked. */
  available: number | null;
  shortBy: number;
}

export interface CartView {
  lines: CartLineView[];
  count: number;
  total: number;
  vat: number;
  /** The line removed last, which "undo" brings back. */
  removed: { title: string } | null;
}

export const optionsLabel = (product: ProductView, variant: VariantView | null): string | null =>
  variant ? product.attributes.map((a, i) => `${a.name}: ${variant.options[i] ?? ''}`).join(' · ') : null;

/** The visitor's cart as the cart page shows it, priced from the catalogue now. */
export async function getCartView(secret: string | null, now = new Date()): Promise<CartView> {
  const [catalogue, state] = await Promise.all([getCatalogue(), readCart(secret, now)]);
  const found = new Map(
    state.lines.map((l) => [`${l.product}:${l.variant ?? ''}`, findPurchasable(catalogue, l.product, l.variant, now)]),
  );
  const totals = priceCart(state.lines, (l) => {
    const f = found.get(`${l.product}:${l.variant ?? ''}`);
    return f?.ok ? f.item : null;
  });
  // priceCart kept only lines whose item was found, so each has its product here.
  const lines = totals.lines.flatMap((l): CartLineView[] => {
    const f = found.get(`${l.product}:${l.variant ?? ''}`);
    if (!f?.ok) return [];
    return [
      {
        key: l.key,
        product: l.product,
        variant: l.variant,
        kind: f.product.kind,
        title: f.product.title,
        url: f.product.url,
        image: f.product.images[0] ?? null,
        options: optionsLabel(f.product, f.variant),
        sku: f.variant?.sku ?? f.product.sku,
        unitPrice: l.unitPrice,
        quantity: l.quantity,
        lineTotal: l.lineTotal,
        available: Number.isFinite(f.item.available) ? f.item.available : null,
        shortBy: l.shortBy,
      },
    ];
  });
  const removedProduct = state.removed ? catalogue.byId.get(state.removed.product) : undefined;
  return {
    lines,
    count: totals.count,
    total: totals.total,
    vat: totals.vat,
    removed: removedProduct ? { title: removedProduct.title } : null,
  };
}
