import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useServerUnderTest } from './server-under-test';

const site = useServerUnderTest();
const { get } = site;

describe('WordPress-compatible URLs and SEO files', () => {
  it('robots.txt names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^Sitemap: http:\/\/.+\/wp-sitemap\.xml$/m);
  });

  it('the sitemap index lists posts, pages, categories, tags, authors, projects, products, product categories and months, each with dated URLs', async () => {
    const index = await (await get('/wp-sitemap.xml')).text();
    for (const sub of [
      'wp-sitemap-posts-post-1.xml',
      'wp-sitemap-posts-page-1.xml',
      'wp-sitemap-taxonomies-category-1.xml',
      'wp-sitemap-taxonomies-post_tag-1.xml',
      'wp-sitemap-posts-project-1.xml',
      'wp-sitemap-posts-product-1.xml',
      'wp-sitemap-taxonomies-product_cat-1.xml',
      'wp-sitemap-archives-date-1.xml',
    ]) {
      expect(index).toContain(`/${sub}</loc>`);
      const res = await get(`/${sub}`);
      expect(res.headers.get('content-type')).toContain('application/xml');
      const xml = await res.text();
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)];
      expect(locs.length).toBeGreaterThan(sub.includes('post-1') ? 23 : 3);
      for (const [, , lastmod] of locs) expect(Number.isNaN(Date.parse(lastmod ?? ''))).toBe(false);
    }
    expect(await (await get('/wp-sitemap-taxonomies-category-1.xml')).text()).toContain('/articles/</loc>');
    expect(await (await get('/wp-sitemap-posts-project-1.xml')).text()).toContain('/project/denim-shrinkage/</loc>');
    expect(await (await get('/wp-sitemap-posts-product-1.xml')).text()).toContain('/product/fabric-sample-kit/</loc>');
    expect(await (await get('/wp-sitemap-taxonomies-product_cat-1.xml')).text()).toContain(
      '/product-category/sample-kits/</loc>',
    );
    expect((await get('/wp-sitemap-posts-post-2.xml')).status).toBe(404);
    expect(index).toContain('/wp-sitemap-users-1.xml</loc>');
    const users = await (await get('/wp-sitemap-users-1.xml')).text();
    expect([...users.matchAll(/<loc>[^<]+\/author\/([^/]+)\/<\/loc>/g)].map((m) => m[1])).toEqual([
      'itai-shamir',
      'orit-shaham',
    ]);
    expect(await (await get('/wp-sitemap-archives-date-1.xml')).text()).toContain('/2024/03/</loc>');
  });

  it('answers tag and author archives with their pages; 404 for unknown ones and pages past the end', async () => {
    const tag = await get('/tag/lab-tests/');
    expect(tag.status).toBe(200);
    const html = await tag.text();
    expect(html).toContain('<h1>תגית: בדיקות מעבדה');
    expect(html).toContain('href="/test-report-reading/"');
    expect(html).not.toContain('href="/geotextiles/"');
    const author = await (await get('/author/orit-shaham/')).text();
    expect(author).toContain('<h1>מאמרים מאת אורית שחם');
    expect(author).toContain('href="/author/orit-shaham/page/2/"');
    expect((await get('/author/orit-shaham/page/2/')).status).toBe(200);
    // The article names its tags and links its byline to the author's archive.
    const article = await (await get('/understanding-gsm/')).text();
    expect(article).toContain('<a href="/tag/lab-tests/" rel="tag">בדיקות מעבדה</a>');
    expect(article).toMatch(/<a href="\/author\/(orit-shaham|itai-shamir)\/">(אורית שחם|איתי שמיר)<\/a>/);
    for (const path of ['/tag/no-such-tag/', '/tag/iso/page/9/', '/author/nobody/', '/tag/', '/author/', '/tag/iso/x/'])
      expect((await get(path)).status, path).toBe(404);
  });

  it('adds the trailing slash WordPress URLs have', async () => {
    const res = await get('/articles?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/articles/?x=1');
  });

  it('reads a target with doubled leading slashes as a path on this site, never a 500 or another host', async () => {
    const raw = (target: string) =>
      new Promise<{ status: number; location?: string }>((resolve, reject) => {
        const req = httpRequest(`${site.server.url}/`, { path: target }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, location: res.headers.location });
        });
        req.on('error', reject);
        req.end();
      });
    expect((await raw('//')).status).toBe(200);
    const elsewhere = await raw('//evil.example/about');
    expect(elsewhere.status).toBe(301);
    expect(elsewhere.location).toBe('/evil.example/about/');
  });

  it('answers WordPress date archives: a month, a year, their pages; 404 for empty or malformed ones', async () => {
    const month = await get('/2024/01/');
    expect(month.status).toBe(200);
    const html = await month.text();
    expect(html).toContain('ארכיון: ינואר 2024');
    expect(html).toContain('href="/plain-twill-satin/"');
    const year = await (await get('/2024/')).text();
    expect(year).toContain('<h1>ארכיון: 2024');
    expect(year).toContain('href="/2024/page/2/"');
    expect((await get('/2024/page/2/')).status).toBe(200);
    for (const path of ['/1999/', '/2024/13/', '/2024/02/page/9/', '/2031/01/'])
      expect((await get(path)).status, path).toBe(404);
  });

  it('answers unknown paths and pages past the end with a Hebrew 404', async () => {
    for (const path of ['/no-such-page/', '/articles/page/999/', '/articles/no-such-child/', '/page/2/']) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(await res.text()).toContain('הדף לא נמצא');
    }
  });

  it('never serves files from outside the media folder', async () => {
    for (const path of [
      '/media/..%2f..%2fpackage.json',
      '/media/%2e%2e/%2e%2e/package.json',
      '/_astro/..%2f..%2f..%2fpackage.json',
    ]) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });

  it('home page carries canonical, description, OpenGraph and Organization JSON-LD', async () => {
    const html = await (await get('/')).text();
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/"/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('<meta property="og:locale" content="he_IL"');
    expect(html).toMatch(/"@type":"ProfessionalService"/);
  });
});

describe('caching and compression', () => {
  it('compresses pages and revalidates them with an ETag', async () => {
    const res = await get('/articles/', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('/articles/', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('serves built assets with a year-long immutable cache', async () => {
    const html = await (await get('/')).text();
    const asset = html.match(/\/_astro\/[^"')\s]+\.woff2/)?.[0];
    expect(asset).toBeTruthy();
    const res = await get(asset ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("imports the site's scripts after the first paint, from one script at the end of the body (docs/paint-first.md)", async () => {
    for (const path of ['/', '/articles/', '/no-such-page/']) {
      const html = await (await get(path)).text();
      expect(html, path).not.toMatch(/<script type="module"/);
      const loader = /<script>\(\(\)=>\{let s=(\[[^\]]*\])[^<]*<\/script><\/body>/.exec(html);
      expect(loader, path).not.toBeNull();
      const sources = JSON.parse(loader![1]!) as string[];
      expect(sources.length, path).toBeGreaterThan(0);
      for (const src of sources) {
        expect(src, path).toMatch(/^\/_astro\/[\w.-]+\.js$/);
        expect((await get(src)).headers.get('content-type'), src).toContain('javascript');
      }
    }
  });

  it('sends security headers that keep every request on this site', async () => {
    const res = await get('/');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('mega panel fragments (GET /wp-json/arig/v1/mega-panel/{id})', () => {
  it("serves the main menu's panel as its widgets' styles and its layout, and refuses ids that are not one", async () => {
    const home = await (await get('/')).text();
    const src = home.match(/data-mega-src="([^"]+)"/)?.[1];
    expect(src).toMatch(/^\/wp-json\/arig\/v1\/mega-panel\/\d+$/);
    const res = await get(src!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toMatch(/^<style>/);
    expect(html).toContain('href="/contact/"');
    expect(html).not.toContain('<html');

    for (const bad of ['abc', '-1', '1.5', '99999999999']) {
      const refused = await get(`/wp-json/arig/v1/mega-panel/${bad}`);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('מזהה הפאנל אינו תקין');
    }
    const missing = await get('/wp-json/arig/v1/mega-panel/987654');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('הפאנל לא נמצא');
  });
});

describe('the chat fragment (GET /wp-json/arig/v1/chat)', () => {
  it("is fetched by the page, not carried in it: pages hold only a slot with their title and the button's delay; the fragment is the chat's CSS and markup", async () => {
    const about = await (await get('/about/')).text();
    expect(about).toMatch(
      /<div data-chat-src="\/wp-json\/arig\/v1\/chat" data-chat-title="אודות" data-chat-delay="3" hidden><\/div>/,
    );
    expect(about).not.toContain('chat__button');
    const res = await get('/wp-json/arig/v1/chat');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    // Its CSS first (the button shows before the chat's code comes), then its markup.
    expect(html).toMatch(
      /^<style data-style="chat">[^<]*\.chat__button[^<]*<\/style><div class="chat chat--(start|end)"[^>]* data-chat="true" data-settings="[^"]+" hidden="">/,
    );
    expect(html).toContain('data-chat-button');
  });
});

describe("popups' dialogs (GET /wp-json/arig/v1/popup/{id}?path=)", () => {
  it("pages carry only their popups' settings; the dialog comes rendered for the page that asks, and bad ids or paths are refused", async () => {
    const article = await (await get('/plain-twill-satin/')).text();
    const config = JSON.parse(
      article.match(/<script type="application\/json" data-popup-config>([^<]+)<\/script>/)![1]!,
    ) as {
      popups: { id: string }[];
    };
    expect(config.popups.length).toBeGreaterThan(0);
    expect(article).not.toContain('<dialog');
    const id = config.popups[0]!.id;
    const res = await get(`/wp-json/arig/v1/popup/${id}?path=${encodeURIComponent('/plain-twill-satin/')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toMatch(/^<style data-style="widgets-\d+">/);
    expect(html).toContain('<style data-style="popup">');
    expect(html).toMatch(
      new RegExp(`<dialog id="popup-${id}" class="popup[^"]*" aria-label="[^"]+" data-popup="${id}"`),
    );
    // Its form posts back to the page that showed it.
    expect(html).toContain('action="/plain-twill-satin/#');
    expect(html).not.toContain('<html');
    // Cached per popup and page; a stray parameter is served from the same entry.
    await get(`/wp-json/arig/v1/popup/${id}?path=%2Fplain-twill-satin%2F&utm_source=x`);
    expect(
      (await get(`/wp-json/arig/v1/popup/${id}?utm_source=y&path=%2Fplain-twill-satin%2F`)).headers.get('x-cache'),
    ).toBe('HIT');

    for (const bad of [`abc?path=%2F`, `-1?path=%2F`, `${id}`, `${id}?path=x`, `${id}?path=%2F%2Fevil.example%2F`]) {
      const refused = await get(`/wp-json/arig/v1/popup/${bad}`);
      expect(refused.status, bad).toBe(400);
      expect(await refused.text()).toContain('הבקשה אינה תקינה');
    }
    const missing = await get('/wp-json/arig/v1/popup/987654?path=%2F');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('החלון לא נמצא');
  });
});

describe('home-screen icons and the web manifest', () => {
  it('every page names them; they are PNGs of their size and a manifest in Hebrew, right to left; other sizes are 404', async () => {
    const home = await (await get('/')).text();
    expect(home).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
    // Linked by the runtime once the page has painted; without JavaScript, from the head's <noscript>.
    expect(home).toContain('<noscript><link rel="manifest" href="/manifest.webmanifest"></noscript>');
    for (const [path, size] of [
      ['/apple-touch-icon.png', 180],
      ['/icons/192.png', 192],
      ['/icons/512.png', 512],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await res.arrayBuffer());
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
    expect((await get('/icons/180.png')).status).toBe(404);
    expect((await get('/icons/1024.png')).status).toBe(404);
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(await manifest.json()).toMatchObject({ lang: 'he', dir: 'rtl', start_url: '/' });
    // Not a document: no page policies on it (bytes on every first visit).
    expect(manifest.headers.get('content-security-policy')).toBeNull();
    expect(manifest.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the page cache under hostile query strings', () => {
  it('5,000 requests with random query strings leave the pages cached: unknown parameters are served from the page, variants from a capped share', async () => {
    const pages = ['/', '/about/', '/articles/'];
    for (const page of pages) await get(page);
    for (const page of pages) expect((await get(page)).headers.get('x-cache'), page).toBe('HIT');
    const rand = () => Math.random().toString(36).slice(2, 10);
    const paths = Array.from({ length: 5000 }, (_, i) => {
      const page = pages[i % pages.length]!;
      // One in five is a variant a page could read (a loop grid's page parameter, for a widget id no page has).
      return i % 5 === 0 ? `${page}?e-page-${rand()}=2` : `${page}?${rand()}=${rand()}&utm_source=${rand()}`;
    });
    let next = 0;
    const statuses = new Map<number, number>();
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < paths.length) {
          const res = await get(paths[next++]!);
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }
      }),
    );
    expect(Object.fromEntries(statuses)).toEqual({ 200: 5000 });
    for (const page of pages) expect((await get(page)).headers.get('x-cache'), page).toBe('HIT');
    // An address with a campaign's parameters is the page itself.
    expect((await get('/about/?utm_source=newsletter&fbclid=x1')).headers.get('x-cache')).toBe('HIT');
  });
});

describe('answers without a body', () => {
  it("a page view's beacon gets 204 with nosniff, not a document's policies", async () => {
    const res = await get('/wp-json/arig/v1/count', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ t: 'view', p: '/', r: '', s: '', c: '' }),
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-request-id')).toBeNull();
  });
});
