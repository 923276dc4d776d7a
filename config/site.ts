/** Site-wide constants from the specification (§9). */
export const locale = 'he-IL';
export const lang = 'he';
export const dir = 'rtl';
export const currency = 'ILS';

export const breakpoints = { mobile: 767, tablet: 1024 } as const;

export const postsPerPage = 10;
export const sitemapMaxUrls = 2000;

/** Paths that belong to the studio (Next) rather than the public site (Astro). */
export const studioPathPrefixes = ['/admin', '/api', '/_next', '/studio'] as const;

/** Slugs that would shadow a fixed route if a page, post or category took them. */
export const reservedSlugs = new Set([
  'admin',
  'api',
  '_next',
  'studio',
  'wp-json',
  'wp-admin',
  'wp-login.php',
  'page',
  // WordPress's search address (/search/{query}/).
  'search',
  // Portfolio projects' addresses (/project/{slug}/).
  'project',
  // WordPress's tag and author archives (/tag/{slug}/, /author/{slug}/).
  'tag',
  'author',
  'media',
  'assets',
  '_astro',
  'fonts',
  'accessibility-statement',
  'robots.txt',
  'wp-sitemap.xml',
  // The shop's WooCommerce addresses (issue 18).
  'shop',
  'product',
  'product-category',
  'product-tag',
  'cart',
  'checkout',
  'my-account',
]);
