import type { CartView } from '../../data/shop/cart-view';
import { tshop } from '../../messages/shop';
import { Breadcrumbs, type Crumb } from '../content/Breadcrumbs';
import { CartContents } from './CartContents';

/** The cart page: its heading and the visitor's cart (CartContents). */
export function CartTemplate({ cart, trail }: { cart: CartView; trail: Crumb[] }) {
  return (
    <div className="container cart cart--side" data-cart="cart">
      <Breadcrumbs trail={trail} />
      <h1>{tshop.cart}</h1>
      <CartContents cart={cart} />
    </div>
  );
}
