import type { APIRoute } from 'astro';
import { getSitemapEntries, type SitemapKind } from '../../data/get-sitemap';
import { getSiteSettings } from '../../data/get-settings';
import { siteUrl } from '../../data/site-url';
import { urlSetXml, xmlResponse } from './sitemap-xml';

/** One sub-sitemap route: /wp-sitemap-…-{n}.xml, 404 past the last page. */
export function sitemapRoute(kind: SitemapKind): APIRoute {
  return async ({ params }) => {
    const n = Number(params.page);
    if (!Number.isInteger(n) || n < 1 || n > 10000) return new Response('לא נמצא', { status: 404 });
    const { homePageId } = await getSiteSettings();
    const { entries, totalPages } = await getSitemapEntries(kind, n, homePageId);
    if (n > Math.max(totalPages, 1)) return new Response('לא נמצא', { status: 404 });
    return xmlResponse(urlSetXml(entries, siteUrl()));
  };
}
