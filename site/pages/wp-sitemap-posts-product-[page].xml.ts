import { sitemapRoute } from '../lib/sitemap-route';

export const GET = sitemapRoute('product');
