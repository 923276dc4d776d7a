import type { ProductView } from '../../data/shop/types';
import { formatAgorot } from '../../engines/shop/money';
import { priceAt } from '../../engines/shop/pricing';
import { availabilityOf, unitsAvailable } from '../../engines/shop/stock';
import { maxLineQuantity } from '../../config/shop';
import { tshop } from '../../messages/shop';

/**
 * The product page's purchase form: a GET to the product's own address with WooCommerce's parameters
 * (`add-to-cart`, `variation_id`, `quantity`), so it works without JavaScript. Combinations that are not
 * sold are not offered; sold-out ones are shown disabled, with the reason in words.
 */
export function AddToCartForm({ product, now }: { product: ProductView; now: Date }) {
  const variable = product.variants.length > 0;
  const units = variable
    ? Math.max(0, ...product.variants.map((v) => unitsAvailable(v.stock)))
    : unitsAvailable(product.stock);
  if (units === 0) return null;
  const max = Math.min(maxLineQuantity, Number.isFinite(units) ? units : maxLineQuantity);
  return (
    <form className="add-to-cart" method="get" action={product.url}>
      <input type="hidden" name="add-to-cart" value={product.id} />
      {variable && (
        <p className="field">
          <label htmlFor="variation">{product.attributes.map((a) => a.name).join(' · ') || tshop.variant}</label>
          <select id="variation" name="variation_id" required defaultValue="" data-variant-picker>
            <option value="" disabled>
              {tshop.chooseVariant}
            </option>
            {product.variants.map((v) => {
              const units = unitsAvailable(v.stock);
              const out = units === 0;
              const state = availabilityOf(v.stock);
              return (
                <option
                  key={v.id}
                  value={v.id}
                  disabled={out}
                  data-price={formatAgorot(priceAt(v.price, now).price)}
                  data-sku={v.sku ?? undefined}
                  data-stock={state === 'low-stock' ? tshop.lowStock(units) : tshop.inStock}
                  data-max={Number.isFinite(units) ? Math.min(units, maxLineQuantity) : maxLineQuantity}
                >
                  {`${v.options.join(' · ')} – ${formatAgorot(priceAt(v.price, now).price)}${out ? ` (${tshop.outOfStock})` : ''}`}
                </option>
              );
            })}
          </select>
        </p>
      )}
      <p className="field add-to-cart__quantity">
        <label htmlFor="quantity">{tshop.quantity}</label>
        <input
          id="quantity"
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          defaultValue={1}
          required
        />
      </p>
      <button
        type="submit"
        className="button add_to_cart_button"
        data-product_id={product.id}
        data-product_sku={product.sku ?? undefined}
      >
        {tshop.addToCart}
      </button>
    </form>
  );
}
