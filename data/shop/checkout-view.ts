import { vatPercent } from '../../config/shop';
import { orderTotals, type OrderTotals } from '../../engines/shop/order-totals';
import { shippingOptions, type ShippingOption } from '../../engines/shop/shipping';
import { getCartView, type CartLineView } from './cart-view';
import { getShopSettings, type ShopSettingsView } from './get-shop-settings';

/** What the checkout shows and checks: the cart priced now, the ways it can arrive and be paid. */
export interface CheckoutView {
  lines: CartLineView[];
  /** Whether anything in the order is a physical product (then it ships or is picked up). */
  ships: boolean;
  shippingOptions: ShippingOption[];
  /** Totals with each shipping option, by method. */
  totalsBy: Partial<Record<ShippingOption['method'], OrderTotals>>;
  settings: ShopSettingsView;
}

export async function checkoutOf(cartSecret: string | null, now = new Date()): Promise<CheckoutView> {
  const [cart, settings] = await Promise.all([getCartView(cartSecret, now), getShopSettings()]);
  const { lines } = cart;
  const ships = lines.some((l) => l.kind === 'physical');
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const options = shippingOptions(settings.shipping, subtotal, ships);
  const totalsBy = Object.fromEntries(options.map((o) => [o.method, orderTotals(lines, o.cost, vatPercent)]));
  return { lines, ships, shippingOptions: options, totalsBy, settings };
}
