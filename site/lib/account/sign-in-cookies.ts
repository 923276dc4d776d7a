import { adoptCart } from '../../../data/account/cart-on-sign-in';
import type { SignedIn } from '../../../data/account/session';
import { cartCookie, cartCookies, readCookie } from '../shop/cart-cookie';

/** The cookies a sign-in sets: the session, and the cart the account's saved cart was merged into. */
export async function signInCookies(request: Request, user: SignedIn, session: string): Promise<string[]> {
  const cart = await adoptCart(user, readCookie(request, cartCookie));
  return [session, ...cartCookies(cart.secret, cart.count)];
}
