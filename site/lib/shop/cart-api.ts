import { z } from 'zod';
import { maxLineQuantity } from '../../../config/shop';
import { formatAgorot } from '../../../engines/shop/money';
import { noticeOfReason } from '../../../engines/shop/notice';
import { readBoundedBody } from '../../../engines/loop-filter/bounded-body';
import { changeCart } from '../../../data/shop/cart-store';
import { getCartView } from '../../../data/shop/cart-view';
import { shopNoticeView } from '../../../data/shop/notice-view';
import { tshop } from '../../../messages/shop';
import { isAllowedFormOrigin } from '../forms/origin';
import { cartCookie, cartCookies, readCookie, unitsIn } from './cart-cookie';

export const cartApiPath = '/wp-json/arig/v1/cart';

const addBody = z.strictObject({
  product: z.number().int().min(1).max(9_999_999_999),
  variant: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .nullable()
    .optional(),
  quantity: z.number().int().min(1).max(maxLineQuantity).optional(),
});

export const cartApiMessages = {
  contentType: 'יש לשלוח את הבקשה כ-JSON.',
  invalid: 'הבקשה להוספה לסל אינה תקינה.',
  tooLarge: 'הבקשה גדולה מדי.',
  origin: 'הבקשה נשלחה מאתר אחר ולכן נדחתה.',
} as const;

const json = (status: number, body: Record<string, unknown>, cookies: string[] = []) => {
  const headers = new Headers({
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'private, no-store',
  });
  for (const c of cookies) headers.append('Set-Cookie', c);
  return new Response(JSON.stringify(body), { status, headers });
};

/** `GET /wp-json/arig/v1/cart`: the visitor's cart in short (count, total, lines), for a mini cart. */
export async function cartSummary(request: Request): Promise<Response> {
  const cart = await getCartView(readCookie(request, cartCookie));
  return json(200, {
    count: cart.count,
    total: formatAgorot(cart.total),
    lines: cart.lines.map((l) => ({
      title: l.title,
      options: l.options,
      quantity: l.quantity,
      total: formatAgorot(l.lineTotal),
      url: l.url,
    })),
  });
}

const refusalStatus: Record<string, number> = {
  'unknown-product': 404,
  'out-of-stock': 409,
  'over-stock': 409,
  'cart-full': 409,
  'choose-variant': 422,
};

/**
 * `POST /wp-json/arig/v1/cart` with `{product, variant?, quantity?}`: WooCommerce's AJAX add to cart, for
 * links with `data-product_id`. The answer carries the Hebrew notice and the new count; a refusal is a 4xx
 * with the same words the page would show, and the cart is unchanged.
 */
export async function cartAdd(request: Request): Promise<Response> {
  if (!isAllowedFormOrigin(request)) return json(403, { message: cartApiMessages.origin });
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? ''))
    return json(415, { message: cartApiMessages.contentType });
  const raw = request.body ? await readBoundedBody(request.body, 1024, 5_000) : new Uint8Array();
  if (raw === 'large') return json(413, { message: cartApiMessages.tooLarge });
  if (raw === 'slow') return json(408, { message: cartApiMessages.invalid });
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    return json(400, { message: cartApiMessages.invalid });
  }
  const body = addBody.safeParse(parsed);
  if (!body.success) return json(400, { message: cartApiMessages.invalid });
  const { product, variant = null, quantity = 1 } = body.data;
  const result = await changeCart(readCookie(request, cartCookie), { kind: 'add', product, variant, quantity });
  const productId = result.product?.id ?? null;
  if (!result.outcome.ok) {
    const notice = await shopNoticeView({ code: noticeOfReason(result.outcome.reason), product: productId });
    return json(refusalStatus[result.outcome.reason] ?? 400, { message: notice.text, url: result.product?.url });
  }
  const count = unitsIn(result.state.lines);
  const notice = await shopNoticeView({ code: 'added', product: productId });
  return json(200, { message: notice.text, count, cart: tshop.viewCart }, cartCookies(result.secret, count));
}
