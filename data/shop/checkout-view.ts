import { vatPercent } from '../../config/shop';
import { orderTotals, type OrderTotals } from '../../engines/shop/order-totals';
import { shippingOptions, type ShippingOption } from '../../engines/shop/shipping';
import { getCartView, type CartLineView } from './cart-view';
import { getShopSettings, type ShopSettingsView } from './get-shop-settings';
import { findCoupon } from './coupons';
import { applyCoupon, type CouponRefusal } from '../../engines/shop/coupon';

/** What the checkout shows and checks: the cart priced now, the ways it can arrive and be paid. */
export interface CheckoutView {
  lines: CartLineView[];
  /** Whether anything in the order is a physical product (then it ships or is picked up). */
  ships: boolean;
  shippingOptions: ShippingOption[];
  /** Totals with each shipping option, by method. */
  totalsBy: Partial<Record<ShippingOption['method'], OrderTotals>>;
  settings: ShopSettingsView;
  /** The coupon the buyer typed, applied; or why it was refused. */
  coupon: { code: string; discount: number } | null;
  couponRefusal: CouponRefusal | null;
}

/**
 * The checkout for a cart (and the coupon typed, if any): each shipping option's totals, the free
 * shipping amount checked against the products after the coupon (as WooCommerce does).
 */
export async function checkoutOf(cartSecret: string | null, now = new Date(), couponCode = ''): Promise<CheckoutView> {
  const [cart, settings, stored] = await Promise.all([
    getCartView(cartSecret, now),
    getShopSettings(),
    couponCode ? findCoupon(couponCode) : null,
  ]);
  const { lines } = cart;
  const ships = lines.some((l) => l.kind === 'physical');
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const applied = couponCode ? applyCoupon(stored, subtotal, now) : null;
  const discount = applied?.ok ? applied.discount : 0;
  const options = shippingOptions(settings.shipping, subtotal - discount, ships);
  const totalsBy = Object.fromEntries(options.map((o) => [o.method, orderTotals(lines, o.cost, vatPercent, discount)]));
  return {
    lines,
    ships,
    shippingOptions: options,
    totalsBy,
    settings,
    coupon: applied?.ok && stored ? { code: stored.code, discount } : null,
    couponRefusal: applied && !applied.ok ? applied.reason : null,
  };
}
