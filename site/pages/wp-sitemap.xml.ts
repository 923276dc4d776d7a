import type { APIRoute } from 'astro';
import type { ArchiveSitemapKind } from '../../data/get-archives';
import type { SitemapKind } from '../../data/get-sitemap';
import { siteUrl } from '../../data/site-url';
import { sitemapEntries } from '../lib/sitemap-route';
import { sitemapIndexXml, xmlResponse } from '../lib/sitemap-xml';

const files: Record<SitemapKind | ArchiveSitemapKind, (n: number) => string> = {
  post: (n) => `/wp-sitemap-posts-post-${n}.xml`,
  page: (n) => `/wp-sitemap-posts-page-${n}.xml`,
  category: (n) => `/wp-sitemap-taxonomies-category-${n}.xml`,
  // A custom post type's sub-sitemap, named as WordPress names them.
  project: (n) => `/wp-sitemap-posts-project-${n}.xml`,
  // WooCommerce's: products and their categories.
  product: (n) => `/wp-sitemap-posts-product-${n}.xml`,
  product_cat: (n) => `/wp-sitemap-taxonomies-product_cat-${n}.xml`,
  tag: (n) => `/wp-sitemap-taxonomies-post_tag-${n}.xml`,
  user: (n) => `/wp-sitemap-users-${n}.xml`,
  // Not one of WordPress's: its month archives, listed so they are found like the rest.
  date: (n) => `/wp-sitemap-archives-date-${n}.xml`,
};

export const GET: APIRoute = async () => {
  const paths: string[] = [];
  for (const kind of [
    'post',
    'page',
    'category',
    'tag',
    'user',
    'project',
    'product',
    'product_cat',
    'date',
  ] as const) {
    const { entries, totalPages } = await sitemapEntries(kind, 1);
    // An empty kind gets no file, as in WordPress (a site without tags lists no tag sitemap).
    if (entries.length === 0 && ['tag', 'user', 'date', 'product', 'product_cat'].includes(kind)) continue;
    for (let n = 1; n <= totalPages; n++) paths.push(files[kind](n));
  }
  return xmlResponse(sitemapIndexXml(paths, siteUrl()));
};
