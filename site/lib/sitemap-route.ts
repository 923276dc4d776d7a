import type { APIRoute } from 'astro';
import { getArchiveSitemapEntries, type ArchiveSitemapKind } from '../../data/get-archives';
import { getSitemapEntries, type SitemapKind } from '../../data/get-sitemap';
import { getSiteSettings } from '../../data/get-settings';
import { siteUrl } from '../../data/site-url';
import { urlSetXml, xmlResponse } from './sitemap-xml';

/** One sub-sitemap route: /wp-sitemap-…-{n}.xml, 404 past the last page. */
export function sitemapRoute(kind: SitemapKind | ArchiveSitemapKind): APIRoute {
  return async ({ params }) => {
    const n = Number(params.page);
    if (!Number.isInteger(n) || n < 1 || n > 10000) return new Response('לא נמצא', { status: 404 });
    const { entries, totalPages } = await sitemapEntries(kind, n);
    if (n > Math.max(totalPages, 1)) return new Response('לא נמצא', { status: 404 });
    return xmlResponse(urlSetXml(entries, siteUrl()));
  };
}

export async function sitemapEntries(kind: SitemapKind | ArchiveSitemapKind, n: number) {
  if (kind === 'tag' || kind === 'user' || kind === 'date') return getArchiveSitemapEntries(kind, n);
  const { homePageId } = await getSiteSettings();
  return getSitemapEntries(kind, n, homePageId);
}
