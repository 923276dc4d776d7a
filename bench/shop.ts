import { load, loadHeaders, type LoadResult } from './load.ts';

/** Issue 18: the cached catalogue beside /articles/, and adds to the cart at 10 connections. */
export interface ShopLoad {
  catalogue: LoadResult;
  addToCart: LoadResult;
}

/**
 * `/shop/` from the page cache, then `POST /wp-json/arig/v1/cart` as a catalogue card's button sends it:
 * each request a new guest (no cookie), so each one creates a cart in the database (the costliest add).
 */
export async function loadShop(siteUrl: string, pid: number | null): Promise<ShopLoad> {
  const catalogue = await load('arig, /shop/ with the page cache', new URL('/shop/', siteUrl).toString(), pid);
  const html = await (await fetch(new URL('/product/yarn-count-guide/', siteUrl), { headers: loadHeaders })).text();
  const product = /data-product_id="(\d+)"/.exec(html)?.[1];
  if (!product) throw new Error('no product id on /product/yarn-count-guide/');
  const addToCart = await load(
    'add to cart (a new guest cart each time)',
    new URL('/wp-json/arig/v1/cart', siteUrl).toString(),
    pid,
    {
      method: 'POST',
      body: JSON.stringify({ product: Number(product), quantity: 1 }),
      headers: { 'content-type': 'application/json', origin: new URL(siteUrl).origin },
    },
  );
  return { catalogue, addToCart };
}

type Summary = Omit<LoadResult, 'raw'>;
interface ShopReportInput {
  shop?: { catalogue: Summary; addToCart: Summary } | null;
  lighthouse: { route: string; performance: number; cls: number; worstCls: number }[];
  bytes: { route: string; js: number }[];
  cached: Summary;
}

const shopRoutes = (r: ShopReportInput) =>
  r.lighthouse.filter((l) => l.route === '/shop/' || l.route.startsWith('/product/'));
const productJs = (r: ShopReportInput) => r.bytes.find((b) => b.route.startsWith('/product/'))?.js ?? NaN;

/** The shop's targets (issue 18). */
export function shopVerdicts(r: ShopReportInput): { target: string; measured: string; ok: boolean }[] {
  if (!r.shop) return [];
  const routes = shopRoutes(r);
  return [
    {
      target: '`/shop/` and a product page: Lighthouse mobile ≥ 98, CLS 0',
      measured: routes.map((l) => `\`${l.route}\` ${l.performance}, CLS ${l.worstCls}`).join('; '),
      ok: routes.length === 2 && routes.every((l) => l.performance >= 98 && l.worstCls === 0),
    },
    {
      target: 'JavaScript before interaction on a product page ≤ 8.0 KB gzip',
      measured: `${(productJs(r) / 1024).toFixed(1)} KB`,
      ok: productJs(r) <= 8 * 1024,
    },
    {
      target: 'Adds to the cart at 10 connections: 0 errors, every answer 2xx (reported: p99)',
      measured: `p99 ${r.shop.addToCart.latencyP99} ms, ${r.shop.addToCart.requestsPerSecond} req/s, ${r.shop.addToCart.errors} errors, ${r.shop.addToCart.non2xx} non-2xx`,
      ok: r.shop.addToCart.errors === 0 && r.shop.addToCart.non2xx === 0,
    },
  ];
}

export function renderShop(r: ShopReportInput): string[] {
  if (!r.shop) return [];
  const { catalogue, addToCart } = r.shop;
  return [
    '',
    '### Shop (`/shop/`, a product page, the cart)',
    '',
    `- The cached catalogue: ${catalogue.requestsPerSecond} req/s (p99 ${catalogue.latencyP99} ms), beside \`/articles/\` cached at ${r.cached.requestsPerSecond} req/s.`,
    `- Adds to the cart at 10 connections, each a new guest cart written to the database: ${addToCart.requestsPerSecond} req/s, p50 ${addToCart.latencyP50} ms, p99 ${addToCart.latencyP99} ms, ${addToCart.completed} carts, ${addToCart.non2xx} non-2xx.`,
  ];
}
