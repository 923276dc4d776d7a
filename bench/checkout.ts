import autocannon from 'autocannon';
import { cpuMs } from './cpu.ts';
import { loadHeaders, loadResult, loadSettings, type LoadResult } from './load.ts';

/** Issue 19: the checkout in Lighthouse with a cart, and orders placed at 10 connections. */

const addUrl = (siteUrl: string) => new URL('/wp-json/arig/v1/cart', siteUrl).toString();

async function productId(siteUrl: string, slug: string): Promise<{ id: number; variant: string | null }> {
  const html = await (await fetch(new URL(`/product/${slug}/`, siteUrl), { headers: loadHeaders })).text();
  const id = /name="add-to-cart" value="(\d+)"|data-product_id="(\d+)"/.exec(html);
  const variant = /<option value="([^"]+)"(?! disabled)[^>]*>/.exec(html.slice(html.indexOf('name="variation_id"')));
  const found = Number(id?.[1] ?? id?.[2]);
  if (!found) throw new Error(`no product id on /product/${slug}/`);
  return { id: found, variant: html.includes('name="variation_id"') ? (variant?.[1] ?? null) : null };
}

/** A new guest cart holding the products; the cookie header that carries it. */
export async function cartCookie(siteUrl: string, slugs: string[]): Promise<string> {
  let cookie = '';
  for (const slug of slugs) {
    const { id, variant } = await productId(siteUrl, slug);
    const res = await fetch(addUrl(siteUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(siteUrl).origin, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ product: id, quantity: 1, ...(variant ? { variant } : {}) }),
    });
    if (!res.ok) throw new Error(`adding ${slug} answered ${res.status}`);
    const secret = /arig_cart=([^;]+)/.exec(res.headers.getSetCookie().join('; '))?.[1];
    if (secret) cookie = `arig_cart=${secret}`;
  }
  if (!cookie) throw new Error('no cart cookie');
  return cookie;
}

export interface PlaceOrderLoad extends LoadResult {
  /** Orders the database holds after the run, beside the 303s to an order's page. */
  redirects: number;
}

/**
 * Orders placed at 10 connections, each from its own guest cart made beforehand (a digital guide, so no
 * shipping) and its own attempt, paid by bank transfer, from a different address behind the trusted proxy
 * (the per-address form limit is not what is measured). Each one reads the cart and the stock, numbers
 * and stores the order, empties the cart and queues two messages. A fixed number of requests, one cart
 * each: 100 to warm up, then 600 measured.
 */
export async function loadPlaceOrder(siteUrl: string, pid: number | null): Promise<PlaceOrderLoad> {
  const warm = 100;
  const measured = 600;
  const carts: string[] = [];
  while (carts.length < warm + measured) {
    const batch = await Promise.all(Array.from({ length: 10 }, () => cartCookie(siteUrl, ['yarn-count-guide'])));
    carts.push(...batch);
  }
  const url = new URL('/checkout/', siteUrl).toString();
  const page = await (await fetch(url, { headers: { cookie: carts[0]! } })).text();
  const seen = /name="seen-none" value="(\d+)"/.exec(page)?.[1];
  if (!seen) throw new Error('no total on /checkout/ for a digital guide');
  let n = 0;
  const next = () => {
    n += 1;
    return {
      cookie: carts[n - 1] ?? carts[0]!,
      body: new URLSearchParams({
        name: 'בדיקת עומס',
        phone: '050-1234567',
        email: `order-${n}@example.com`,
        shipping: 'none',
        payment: 'bank-transfer',
        notes: '',
        terms: 'on',
        attempt: `bench-attempt-${Date.now().toString(36)}-${n}-xxxxxxxxxx`,
        'seen-none': seen,
      }).toString(),
    };
  };
  const options = (amount: number) => ({
    url,
    connections: loadSettings.connections,
    amount,
    requests: [
      {
        method: 'POST' as const,
        setupRequest: (request: autocannon.Request) => {
          const { cookie, body } = next();
          return {
            ...request,
            body,
            headers: {
              ...request.headers,
              cookie,
              'content-type': 'application/x-www-form-urlencoded',
              origin: new URL(siteUrl).origin,
              'x-forwarded-for': `198.19.${(n >> 8) & 255}.${n & 255}`,
            },
          };
        },
      },
    ],
  });
  await autocannon(options(warm));
  const before = pid ? await cpuMs(pid) : 0;
  const raw = await autocannon(options(measured));
  const after = pid ? await cpuMs(pid) : 0;
  const redirects = Number((raw.statusCodeStats as Record<string, { count: number }>)['303']?.count ?? 0);
  const result = loadResult(
    'place an order, bank transfer (one cart and one attempt per request)',
    url,
    raw,
    pid ? after - before : null,
  );
  // Every answer should be a 303 to the new order's page: anything else counts as a failure here.
  return { ...result, non2xx: result.completed - redirects, redirects };
}
