import type { CheckoutState } from '../../../components/shop/CheckoutTemplate';
import { checkoutOf } from '../../../data/shop/checkout-view';
import { findPlacedOrder, placeOrder, type PlaceOrderResult } from '../../../data/shop/place-order';
import { orderPageUrl } from '../../../data/shop/order-page';
import { beginPayment } from '../../../data/shop/payments/begin-payment';
import { configuredAdapters } from '../../../data/shop/payments/adapters';
import { readCheckoutForm } from '../../../engines/shop/checkout-form';
import { normalizeCouponCode } from '../../../engines/shop/coupon';
import { routes } from '../../../config/routes';
import { tcheckout } from '../../../messages/checkout';
import { isAllowedFormOrigin } from '../forms/origin';
import { readFormPost } from '../forms/read-post';
import { cartCookie, cartCookies, readCookie } from './cart-cookie';
import { signedInUser } from '../../../data/account/session';

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/** To the order's page (post/redirect/get); the header's count goes to zero with the cart. */
async function toOrder(number: number, token: string): Promise<Response> {
  const headers = new Headers({ Location: await orderPageUrl(number, token), 'Cache-Control': 'private, no-store' });
  for (const c of cartCookies(null, 0)) headers.append('Set-Cookie', c);
  return new Response(null, { status: 303, headers });
}

/** The page again, with what went wrong and everything the buyer typed. */
export type CheckoutAnswer = Response | { status: 200 | 409 | 422 | 503; state: CheckoutState };

/**
 * The checkout's form, posted: checked (fields, methods offered, terms), then placed as one order per
 * attempt. A placed order answers with a redirect to its page (post/redirect/get), and the header's count
 * goes to zero; anything else shows the checkout again with its errors and the buyer's values.
 */
export async function answerCheckoutPost(request: Request): Promise<CheckoutAnswer> {
  if (!isAllowedFormOrigin(request)) return plain(403, 'הבקשה נשלחה מאתר אחר ולכן נדחתה.');
  const post = await readFormPost(request);
  if (!post.ok) return plain(post.status, 'לא הצלחנו לקרוא את הטופס. רעננו את הדף ונסו שוב; שום דבר לא חויב.');
  const placed = await findPlacedOrder(post.fields.get('attempt')?.[0] ?? '');
  if (placed) return toOrder(placed.number, placed.token);
  const secret = readCookie(request, cartCookie);
  const typed = Object.fromEntries([...post.fields].map(([name, v]) => [name, v[0] ?? '']));
  const { attempt: _attempt, ...values } = typed;
  // "Apply" with a code typed applies it and shows the checkout again, never placing the order (Enter in
  // any field presses it: it is the form's first button). Without a code it is the order's button.
  const coupon = normalizeCouponCode(typed.coupon ?? '');
  if (post.fields.has('apply-coupon') && coupon) return applyCouponAnswer(secret, coupon, values);
  const checkout = await checkoutOf(secret, new Date(), coupon);
  const read = readCheckoutForm(post.fields, {
    shipping: checkout.shippingOptions.map((o) => o.method),
    payments: checkout.settings.payments,
  });
  if (!read.ok) return { status: 422, state: { errors: read.errors, values: read.values } };
  const { input } = read;
  // A signed-in buyer's order joins their account (the session says who; the form cannot).
  const buyer = await signedInUser(request);
  if (buyer) input.account = buyer.id;
  const seen = Number(post.fields.get(`seen-${input.shipping}`)?.[0]);
  const seenTotal = Number.isSafeInteger(seen) ? seen : -1;
  const online =
    input.payment === 'card' || input.payment === 'wallet' ? configuredAdapters()[input.payment] : undefined;
  if (online) {
    const begun = await beginPayment(online, secret, input, seenTotal);
    if (begun.kind === 'provider')
      return new Response(null, { status: 303, headers: { Location: begun.url, 'Cache-Control': 'no-store' } });
    if (begun.kind === 'order') return toOrder(begun.number, begun.token);
    if (begun.kind === 'unavailable')
      return { status: 503, state: { errors: {}, values, message: tcheckout.providerDown } };
    return refusal(begun.result, values);
  }
  return refusal(await placeOrder(secret, input, seenTotal), values);
}

/** The checkout again with the coupon applied, or the reason it was not, and everything typed kept. */
async function applyCouponAnswer(
  secret: string | null,
  code: string,
  values: Record<string, string>,
): Promise<CheckoutAnswer> {
  const checkout = await checkoutOf(secret, new Date(), code);
  if (checkout.couponRefusal)
    return { status: 422, state: { errors: { coupon: tcheckout.couponRefused[checkout.couponRefusal] }, values } };
  return {
    status: 200,
    state: { errors: {}, values: { ...values, coupon: code }, notice: tcheckout.couponApplied(code) },
  };
}

/** What a refused order answers: the checkout again with why, or back to an empty checkout. */
async function refusal(result: PlaceOrderResult, values: Record<string, string>): Promise<CheckoutAnswer> {
  if (result.ok) return toOrder(result.number, result.token);
  if (result.reason === 'empty-cart')
    return new Response(null, { status: 303, headers: { Location: routes.checkout, 'Cache-Control': 'no-store' } });
  if (result.reason === 'coupon')
    return { status: 422, state: { errors: { coupon: tcheckout.couponRefused[result.refusal] }, values } };
  const message =
    result.reason === 'changed'
      ? tcheckout.changed
      : [
          ...result.short.map((s) => {
            const line = result.checkout.lines.find((l) => l.product === s.product && l.variant === s.variant);
            return tcheckout.short(line?.title ?? '', s.available);
          }),
          tcheckout.shortHelp,
        ].join(' ');
  return { status: 409, state: { errors: {}, values, message } };
}
