import type { APIRoute } from 'astro';
import { getSitemapEntries, type SitemapKind } from '../../data/get-sitemap';
import { getSiteSettings } from '../../data/get-settings';
import { siteUrl } from '../../data/site-url';
import { sitemapIndexXml, xmlResponse } from '../lib/sitemap-xml';

const files: Record<SitemapKind, (n: number) => string> = {
  post: (n) => `/wp-sitemap-posts-post-${n}.xml`,
  page: (n) => `/wp-sitemap-posts-page-${n}.xml`,
  category: (n) => `/wp-sitemap-taxonomies-category-${n}.xml`,
  // A custom post type's sub-sitemap, named as WordPress names them.
  project: (n) => `/wp-sitemap-posts-project-${n}.xml`,
};

export const GET: APIRoute = async () => {
  const { homePageId } = await getSiteSettings();
  const paths: string[] = [];
  for (const kind of ['post', 'page', 'category', 'project'] as const) {
    const { totalPages } = await getSitemapEntries(kind, 1, homePageId);
    for (let n = 1; n <= totalPages; n++) paths.push(files[kind](n));
  }
  return xmlResponse(sitemapIndexXml(paths, siteUrl()));
};
