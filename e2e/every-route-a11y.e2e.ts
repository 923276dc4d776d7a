import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './harness';
import { useSiteUnderTest } from './site-under-test';

const site = useSiteUnderTest();

/** Every kind of public route, at desktop and mobile widths. */
async function routes(): Promise<string[]> {
  const sitemap = await (await fetch(new URL('/wp-sitemap-posts-post-1.xml', site.url))).text();
  const article = new URL(sitemap.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? '/').pathname;
  const categories = await (await fetch(new URL('/wp-sitemap-taxonomies-category-1.xml', site.url))).text();
  const child = [...categories.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1] ?? '/').pathname)
    .find((p) => p.split('/').length > 3);
  return [
    '/',
    '/about/',
    '/services/',
    '/contact/',
    '/articles/',
    '/articles/page/2/',
    child ?? '/articles/',
    article,
    '/accessibility-statement/',
    '/privacy-policy/',
    '/terms/',
    '/cancel-order/',
    '/shop/',
    '/product/fabric-sample-kit/',
    '/cart/',
    '/checkout/',
    '/my-account/',
    '/my-account/find-order/',
    '/my-account/lost-password/',
    '/portfolio/',
    '/project/denim-shrinkage/',
    '/2024/03/',
    '/tag/iso/',
    '/author/orit-shaham/',
    '/?s=בדיקת שחיקה',
    '/newsletter/confirm/?t=not-a-token',
    '/no-such-page/',
  ];
}

describe('axe (WCAG 2.0/2.1/2.2 A and AA): zero violations on every route', () => {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'mobile', width: 375, height: 740 },
  ]) {
    // The two widths at once: while one page waits on the server, the other's axe runs.
    it.concurrent(`${viewport.name}`, async () => {
      const page = await site.context.newPage();
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      for (const path of await routes()) {
        const response = await page.goto(path);
        const status = path === '/no-such-page/' ? 404 : path.startsWith('/newsletter/') ? 400 : 200;
        expect([path, response?.status()]).toEqual([path, status]);
        await expectNoAxeViolations(page, `${viewport.name} ${path}`);
      }
      await page.close();
      expect(site.blocked).toEqual([]);
    });
  }
});
