import type { SitemapEntry } from '../../data/types';

const escapeXml = (s: string): string =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

export function urlSetXml(entries: SitemapEntry[], origin: string): string {
  const urls = entries
    .map(
      (e) =>
        `<url><loc>${escapeXml(new URL(e.url, origin).toString())}</loc><lastmod>${escapeXml(e.lastmod)}</lastmod></url>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

export function sitemapIndexXml(paths: string[], origin: string): string {
  const items = paths.map((p) => `<sitemap><loc>${escapeXml(new URL(p, origin).toString())}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>\n`;
}

export const xmlResponse = (body: string, status = 200): Response =>
  new Response(body, { status, headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
