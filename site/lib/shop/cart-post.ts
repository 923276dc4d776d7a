import { readCartForm, readCartReturn } from '../../../engines/shop/cart-form';
import { noticeOfReason, withNotice, type ShopNotice } from '../../../engines/shop/notice';
import { changeCart, type CartChangeResult } from '../../../data/shop/cart-store';
import { isAllowedFormOrigin } from '../forms/origin';
import { readFormPost } from '../forms/read-post';
import { cartCookie, cartCookies, readCookie, unitsIn } from './cart-cookie';

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * The cart's form, posted without JavaScript: change quantities, remove a line, undo the removal.
 * Answered with a redirect (post/redirect/get) to the cart, or to the page whose cart widget sent it,
 * carrying a notice; the cart is unchanged by a refused change, and every quantity is checked against
 * stock on the server.
 */
export async function answerCartPost(request: Request): Promise<Response> {
  if (!isAllowedFormOrigin(request)) return plain(403, 'הבקשה נשלחה מאתר אחר ולכן נדחתה.');
  const post = await readFormPost(request);
  if (!post.ok) return plain(post.status, 'לא הצלחנו לקרוא את הטופס. רעננו את הדף ונסו שוב.');
  const form = readCartForm(post.fields);
  const page = readCartReturn(post.fields);
  const back = (notice: ShopNotice, result?: CartChangeResult) => {
    const headers = new Headers({ Location: withNotice(page, notice), 'Cache-Control': 'private, no-store' });
    if (result?.outcome.ok)
      for (const c of cartCookies(result.secret, unitsIn(result.state.lines))) headers.append('Set-Cookie', c);
    return new Response(null, { status: 303, headers });
  };
  if (!form.ok) return back({ code: form.problem === 'bad-quantity' ? 'bad-quantity' : 'nothing', product: null });
  const secret = readCookie(request, cartCookie);
  const { action } = form;
  if (action.kind === 'remove' || action.kind === 'undo') {
    const result = await changeCart(secret, action);
    const product = result.product?.id ?? null;
    if (!result.outcome.ok) return back({ code: noticeOfReason(result.outcome.reason), product }, result);
    return back({ code: action.kind === 'remove' ? 'removed' : 'restored', product }, result);
  }
  let last: CartChangeResult | undefined;
  for (const { key, quantity } of action.quantities) {
    const result = await changeCart(secret, { kind: 'set', key, quantity });
    if (!result.outcome.ok)
      return back({ code: noticeOfReason(result.outcome.reason), product: result.product?.id ?? null }, last);
    last = result;
  }
  return back({ code: 'updated', product: null }, last);
}
