import { readAddToCartLink } from '../../../engines/shop/add-to-cart-link';
import { noticeOfReason, withNotice, type ShopNotice } from '../../../engines/shop/notice';
import { changeCart } from '../../../data/shop/cart-store';
import { cartCookie, cartCookies, readCookie, unitsIn } from './cart-cookie';

const redirect = (location: string, cookies: string[] = []) => {
  const headers = new Headers({ Location: location, 'Cache-Control': 'private, no-store' });
  for (const c of cookies) headers.append('Set-Cookie', c);
  return new Response(null, { status: 303, headers });
};

/**
 * WooCommerce's `?add-to-cart={id}` on any address (old links, imported content, a product page's form
 * without JavaScript): adds to the visitor's cart on the server and sends them back to the same address
 * without the parameters, with a notice. A HEAD request (a link checker) changes nothing.
 */
export async function answerAddToCartLink(request: Request, url: URL): Promise<Response | null> {
  const link = readAddToCartLink(url);
  if (link.kind === 'none' || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
  if (link.kind === 'invalid') return redirect(withNotice(link.returnTo, { code: 'unknown', product: null }));
  if (request.method === 'HEAD') return redirect(link.returnTo);
  const result = await changeCart(readCookie(request, cartCookie), { kind: 'add', ...link.request });
  const product = result.product?.id ?? null;
  if (result.outcome.ok) {
    return redirect(
      withNotice(link.returnTo, { code: 'added', product }),
      cartCookies(result.secret, unitsIn(result.state.lines)),
    );
  }
  const notice: ShopNotice = { code: noticeOfReason(result.outcome.reason), product };
  // Options have to be chosen where they are shown: the product's own page.
  const back = notice.code === 'choose-variant' && result.product ? result.product.url : link.returnTo;
  return redirect(withNotice(back, notice));
}
