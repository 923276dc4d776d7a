import type { APIRoute } from 'astro';
import { siteUrl } from '../../data/site-url';

export const GET: APIRoute = () =>
  new Response(
    `User-agent: *\nDisallow: /admin/\nDisallow: /api/\n\nSitemap: ${new URL('/wp-sitemap.xml', siteUrl())}\n`,
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  );
