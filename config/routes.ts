/** Every public URL the site links to is built here, in the WordPress shapes the old site had. */
export const routes = {
  home: '/',
  page: (slug: string) => `/${encodeURIComponent(slug)}/`,
  post: (slug: string) => `/${encodeURIComponent(slug)}/`,
  category: (slug: string, parentSlug?: string | null) =>
    parentSlug ? `/${encodeURIComponent(parentSlug)}/${encodeURIComponent(slug)}/` : `/${encodeURIComponent(slug)}/`,
  paginated: (base: string, page: number) => (page > 1 ? `${base}page/${page}/` : base),
  /** A tag's archive (WordPress's post_tag base). */
  tag: (slug: string) => `/tag/${encodeURIComponent(slug)}/`,
  /** An author's archive (WordPress's author base). */
  author: (slug: string) => `/author/${encodeURIComponent(slug)}/`,
  /** A portfolio project's page. */
  project: (slug: string) => `/project/${encodeURIComponent(slug)}/`,
  /** WordPress's pretty search address; the form itself submits to `/?s=`. */
  search: (query: string) => (query ? `/search/${encodeURIComponent(query)}/` : '/search/'),
  /** A mega panel's layout as a fragment, fetched once a visitor engages with the menu (site/lib/mega-panel-route.ts). */
  megaPanel: (id: number) => `/wp-json/arig/v1/mega-panel/${id}`,
  /** The shop, at WooCommerce's addresses (issue 18). */
  shop: '/shop/',
  product: (slug: string) => `/product/${encodeURIComponent(slug)}/`,
  productCategory: (slug: string) => `/product-category/${encodeURIComponent(slug)}/`,
  productTag: (slug: string) => `/product-tag/${encodeURIComponent(slug)}/`,
  cart: '/cart/',
  checkout: '/checkout/',
  /** The online cancellation form (Consumer Protection Law §14C). */
  cancelOrder: '/cancel-order/',
  /** A guest asks for their order's link by e-mail. */
  findOrder: '/my-account/find-order/',
  /** The customer's account, at WooCommerce's endpoints (issue 19). */
  account: '/my-account/',
  accountOrders: '/my-account/orders/',
  accountOrder: (order: number) => `/my-account/view-order/${order}/`,
  editAddress: '/my-account/edit-address/',
  editAccount: '/my-account/edit-account/',
  lostPassword: '/my-account/lost-password/',
  /** The link a password-reset mail carries; the key is Payload's reset token. */
  resetPassword: (key: string) => `/my-account/lost-password/?key=${encodeURIComponent(key)}`,
  signOut: '/my-account/customer-logout/',
  /** Where a payment provider sends the buyer back; the attempt names the payment. */
  checkoutReturn: (attempt: string) => `/checkout/return/?attempt=${encodeURIComponent(attempt)}`,
  /** WooCommerce's order-received address; the key is the order's access token, the buyer's only. */
  orderReceived: (order: number, key: string) => `/checkout/order-received/${order}/?key=${encodeURIComponent(key)}`,
  accessibilityStatement: '/accessibility-statement/',
  privacyPolicy: '/privacy-policy/',
  sitemapIndex: '/wp-sitemap.xml',
  media: (filename: string) => `/media/${encodeURIComponent(filename)}`,
  /** The cookie-choice proof endpoint (issue 17). */
  consentRecord: '/wp-json/arig/v1/consent',
  /** The owner's own visit and lead count (issue 17). */
  count: '/wp-json/arig/v1/count',
  /** Edit views in the studio (a draft preview links back to its own). */
  admin: {
    page: (id: number | string) => `/admin/collections/pages/${encodeURIComponent(String(id))}`,
    post: (id: number | string) => `/admin/collections/posts/${encodeURIComponent(String(id))}`,
    project: (id: number | string) => `/admin/collections/projects/${encodeURIComponent(String(id))}`,
  },
} as const;

/** WordPress-style dynamic paths: /a/, /a/b/, /a/page/2/, /a/b/page/2/. */
export interface ParsedPath {
  segments: string[];
  page: number;
}

export function parseContentPath(pathname: string): ParsedPath | null {
  const parts = pathname
    .split('/')
    .filter(Boolean)
    .map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return '\u0000';
      }
    });
  if (parts.some((p) => p === '\u0000')) return null;
  let page = 1;
  const pageAt = parts.length - 2;
  if (parts.length >= 2 && parts[pageAt] === 'page') {
    const n = parts[pageAt + 1] ?? '';
    if (!/^[1-9][0-9]{0,4}$/.test(n)) return null;
    page = Number(n);
    parts.splice(pageAt, 2);
  }
  if (parts.length > 2) return null;
  return { segments: parts, page };
}
