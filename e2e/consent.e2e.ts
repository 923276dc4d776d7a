import type { BrowserContext, Cookie, Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatPath } from '../site/lib/chat-route';
import { demoUsers } from '../cms/seed/users';
import { expectNoAxeViolations, newContext } from './harness';
import { signIn } from './sign-in';
import { useSiteUnderTest } from './site-under-test';

/**
 * Issue 17's consent layer with every vendor configured. Vendors' hosts are answered by a local recorder
 * (never the internet): before a choice and after "reject all" nothing reaches them; "accept all" loads
 * them, with Google's consent mode updated and a phone click's Ads conversion ~50 ms later.
 */
const site = useSiteUnderTest();
const vendorHost =
  /(^|\.)(googletagmanager\.com|google-analytics\.com|facebook\.net|facebook\.com|clarity\.ms|hotjar\.com)$/;

beforeAll(async () => {
  const token = await signIn(site.url, demoUsers.admin);
  const res = await fetch(`${site.url}/api/globals/tracking-settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({
      ga4_id: 'G-TEST1234',
      ads_id: 'AW-123456789',
      ads_label_tel: 'telLabel',
      ads_label_mailto: 'mailLabel',
      meta_pixel_id: '123456789012345',
      clarity_id: 'abcd1234ef',
    }),
  });
  expect(res.status).toBe(200);
});

/** Every script the page fetches from now on, by URL (the list fills as the page loads). */
const scriptsFetched = (page: Page): string[] => {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') urls.push(r.url());
  });
  return urls;
};

interface Visit {
  ctx: BrowserContext;
  page: Page;
  vendorRequests: string[];
  blocked: string[];
  /** Every script the page fetched, by URL. */
  scripts: string[];
}

/** `cookies`: a choice carried over into a fresh context, whose empty cache shows every script it fetches. */
async function visit(path: string, width = 1280, cookies: Cookie[] = []): Promise<Visit> {
  const { context: ctx, blocked } = await newContext(site.browser, site.url, {
    viewport: { width, height: width < 500 ? 844 : 900 },
  });
  const vendorRequests: string[] = [];
  // Registered after the harness's block-everything route, so it answers vendor hosts first.
  await ctx.route(
    (url) => vendorHost.test(url.hostname),
    (route: Route) => {
      vendorRequests.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: 'window.__vendorScripts = (window.__vendorScripts || 0) + 1;',
      });
    },
  );
  await ctx.addCookies(cookies);
  const page = await ctx.newPage();
  const scripts = scriptsFetched(page);
  await page.goto(path);
  return { ctx, page, vendorRequests, blocked, scripts };
}

const banner = (page: Page) => page.getByRole('region', { name: 'עוגיות ופרטיות' });
const vendorCookies = async (ctx: BrowserContext) =>
  (await ctx.cookies()).map((c) => c.name).filter((n) => n !== 'arig_consent');
const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((a) => Array.from(a)));
/** A contact link pressed, its navigation to the phone app held back (headless has none). */
const pressContact = (page: Page, selector: string) =>
  page.evaluate((s) => {
    window.addEventListener('click', (e) => e.preventDefault(), { capture: true, once: true });
    document.querySelector<HTMLAnchorElement>(s)!.click();
  }, selector);

let records = 0;
const consentRecords = async () => {
  const token = await signIn(site.url, demoUsers.admin);
  const res = await fetch(`${site.url}/api/consent-records?limit=0`, { headers: { authorization: `JWT ${token}` } });
  return ((await res.json()) as { totalDocs: number }).totalDocs;
};

describe('before a choice', () => {
  it('shows the banner, loads nothing from any vendor and writes no vendor cookie; axe passes', async () => {
    const v = await visit('/about/', 390);
    await banner(v.page).waitFor();
    await v.page.waitForTimeout(1_000);
    expect(v.vendorRequests).toEqual([]);
    expect(await vendorCookies(v.ctx)).toEqual([]);
    // Not even a local queue: events pushed before consent would be sent once a tag loads.
    expect(await v.page.evaluate(() => 'dataLayer' in window || 'gtag' in window || 'fbq' in window)).toBe(false);
    await expectNoAxeViolations(v.page, 'banner, 390 px');
    await v.page.getByRole('button', { name: 'בחירה', exact: true }).click();
    expect(await v.page.getByRole('button', { name: 'בחירה', exact: true }).getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations(v.page, 'banner with its choices, 390 px');
    await v.page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(v.page, 'banner with its choices, 1280 px');
    expect(v.blocked).toEqual([]);
    await v.ctx.close();
  });
});

describe('beside the chat', () => {
  it('leaves the chat button room from the first paint, so the banner never moves when the chat arrives', async () => {
    const { context: ctx } = await newContext(site.browser, site.url, { viewport: { width: 390, height: 844 } });
    // The chat's markup comes after the paint; held back here, the page shows only its slot.
    await ctx.route(`**${chatPath}*`, (route) => route.abort());
    const page = await ctx.newPage();
    await page.goto('/about/');
    await banner(page).waitFor();
    expect(await page.locator('.chat').count()).toBe(0);
    const box = (await banner(page).boundingBox())!;
    expect(844 - (box.y + box.height)).toBeGreaterThanOrEqual(6.5 * 16 - 1);
    await ctx.close();
  });
});

describe('"reject all"', () => {
  it('keeps every vendor away across pages and contact clicks, and records the choice', async () => {
    records = await consentRecords();
    const v = await visit('/about/');
    await v.page.getByRole('button', { name: 'דחיית הכול' }).click();
    expect(await banner(v.page).isHidden()).toBe(true);
    await expect.poll(consentRecords).toBe(records + 1);
    // A refusal downloads nothing more than the gate that reads it: no banner code, no measurement code.
    const later = await visit('/articles/', 1280, await v.ctx.cookies());
    await expect.poll(() => later.scripts.some((s) => s.includes('/gate.'))).toBe(true);
    expect(later.scripts.filter((s) => /\/(consent|measure)\./.test(s))).toEqual([]);
    expect(later.vendorRequests).toEqual([]);
    await later.ctx.close();
    await v.page.goto('/contact/');
    expect(await banner(v.page).isHidden()).toBe(true);
    await pressContact(v.page, 'a[href^="tel:"]');
    await v.page.waitForTimeout(300);
    expect(v.vendorRequests).toEqual([]);
    expect(await vendorCookies(v.ctx)).toEqual([]);
    expect(JSON.stringify(await dataLayer(v.page))).not.toContain('conversion');
    await v.ctx.close();
  });
});

describe('"accept all"', () => {
  it('loads the vendors with consent granted, and a phone click sends the Ads conversion ~50 ms later', async () => {
    const v = await visit('/contact/');
    await v.page.getByRole('button', { name: 'אישור הכול' }).click();
    await expect.poll(() => v.vendorRequests.length).toBeGreaterThanOrEqual(3);
    expect(v.vendorRequests.some((u) => u.startsWith('https://www.googletagmanager.com/gtag/js?id=G-TEST1234'))).toBe(
      true,
    );
    expect(v.vendorRequests).toContain('https://connect.facebook.net/en_US/fbevents.js');
    expect(v.vendorRequests).toContain('https://www.clarity.ms/tag/abcd1234ef');
    const layer = await dataLayer(v.page);
    expect(layer[0]).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        wait_for_update: 500,
      },
    ]);
    expect(layer).toContainEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ]);
    expect(layer).toContainEqual(['config', 'G-TEST1234', { linker: { domains: ['localhost'] } }]);
    const fbq = await v.page.evaluate(() => (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue);
    expect(fbq.slice(0, 3)).toEqual([
      ['consent', 'revoke'],
      ['init', '123456789012345'],
      ['consent', 'grant'],
    ]);

    // PixelYourSite's visit cookies, with the spec's lifetimes (§9).
    const cookies = new Map((await v.ctx.cookies()).map((c) => [c.name, c]));
    const days = (name: string) => Math.round((cookies.get(name)!.expires - Date.now() / 1000) / 86_400);
    expect(cookies.get('pysTrafficSource')?.value).toBe('direct');
    expect(cookies.get('pys_landing_page')?.value).toBe(encodeURIComponent(`${site.url}/contact/`));
    expect(days('pys_first_visit')).toBe(7);
    expect(days('last_pysTrafficSource')).toBe(7);
    expect(days('pbid')).toBe(180);
    expect(Math.round((cookies.get('pys_session_limit')!.expires - Date.now() / 1000) / 60)).toBe(60);
    expect(cookies.get('pys_start_session')?.expires).toBe(-1);

    const pressed = await v.page.evaluate(() => performance.now());
    await pressContact(v.page, 'a[href^="tel:"]');
    const sentAt = await v.page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const layer = (window as unknown as { dataLayer: IArguments[] }).dataLayer;
          const check = () =>
            layer.some((a) => a[1] === 'conversion') ? resolve(performance.now()) : requestAnimationFrame(check);
          check();
        }),
    );
    expect(sentAt - pressed).toBeGreaterThanOrEqual(45);
    expect(sentAt - pressed).toBeLessThan(1_000);
    expect(await dataLayer(v.page)).toContainEqual(['event', 'conversion', { send_to: 'AW-123456789/telLabel' }]);
    expect(v.blocked).toEqual([]);
    await v.ctx.close();
  });

  it('withdrawn from the footer link on a later page, deletes the cookies it had allowed', async () => {
    const first = await visit('/about/');
    await first.page.getByRole('button', { name: 'אישור הכול' }).click();
    // A later page starts measurement from the stored grant without fetching the banner's code.
    const v = await visit('/contact/', 1280, await first.ctx.cookies());
    await first.ctx.close();
    await expect.poll(() => v.vendorRequests.length).toBeGreaterThanOrEqual(3);
    expect(v.scripts.some((s) => s.includes('/measure.'))).toBe(true);
    expect(v.scripts.some((s) => s.includes('/consent.'))).toBe(false);
    await v.page.evaluate(() => {
      document.cookie = '_ga=GA1.1.1; Path=/';
      document.cookie = '_fbp=fb.1.1; Path=/';
      document.cookie = 'pys_first_visit=true; Path=/';
    });
    const open = v.page.getByRole('button', { name: 'הגדרות עוגיות' });
    await open.click();
    await expect.poll(() => v.page.evaluate(() => document.activeElement?.id)).toBe('consent-analytics');
    expect(await v.page.getByRole('checkbox', { name: 'מדידה' }).isChecked()).toBe(true);
    await v.page.getByRole('checkbox', { name: 'מדידה' }).uncheck();
    await v.page.getByRole('checkbox', { name: 'שיווק' }).uncheck();
    await v.page.getByRole('button', { name: 'שמירת הבחירה' }).click();
    expect(await vendorCookies(v.ctx)).toEqual([]);
    const consent = (await v.ctx.cookies()).find((c) => c.name === 'arig_consent')!;
    expect(consent.value).toMatch(/^1\.1\.00\./);
    expect(consent.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400);
    await expect.poll(() => v.page.evaluate(() => document.activeElement?.textContent)).toBe('הגדרות עוגיות');
    await v.ctx.close();
  });
});

describe('the proof endpoint', () => {
  it('refuses what is not a choice, in Hebrew, and stores no address', async () => {
    const post = (body: string, type = 'application/json') =>
      fetch(`${site.url}/wp-json/arig/v1/consent`, { method: 'POST', headers: { 'content-type': type }, body });
    expect((await post('{"id":"x"}')).status).toBe(400);
    expect((await post('a=1', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post('x'.repeat(2000))).status).toBe(413);
    const bad = await post('{"__proto__":{"polluted":1}}');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('רישום ההסכמה אינו תקין.');
    const ok = await post(
      JSON.stringify({ id: 'f'.repeat(32), version: 1, analytics: true, marketing: false, action: 'choose' }),
    );
    expect(ok.status).toBe(204);
    const token = await signIn(site.url, demoUsers.admin);
    const res = await fetch(`${site.url}/api/consent-records?where[consentId][equals]=${'f'.repeat(32)}`, {
      headers: { authorization: `JWT ${token}` },
    });
    const [doc] = ((await res.json()) as { docs: Record<string, unknown>[] }).docs;
    expect(Object.keys(doc!).sort()).toEqual([
      'action',
      'analytics',
      'consentId',
      'createdAt',
      'id',
      'marketing',
      'updatedAt',
      'version',
    ]);
  });
});

describe("the owner's own count", () => {
  it('shows in the studio exactly the visits and leads a visitor made, and passes axe', async () => {
    const { context: ctx } = await newContext(site.browser, site.url, {
      viewport: { width: 1280, height: 900 },
      // A desktop browser's user agent: headless Chromium's own is (rightly) not counted.
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    });
    const page = await ctx.newPage();
    const beacons: string[] = [];
    // Counted once the server has answered: a context closed on a beacon still in flight would drop it.
    page.on('requestfinished', (r) => r.url().endsWith('/wp-json/arig/v1/count') && beacons.push(r.postData() ?? ''));
    for (const [i, path] of ['/', '/about/', '/contact/?utm_source=newsletter&utm_campaign=winter'].entries()) {
      await page.goto(path);
      // Each page sends its view once the page has settled (the counter loads after the page's own code).
      await expect.poll(() => beacons.length).toBe(i + 1);
    }
    await pressContact(page, 'a[href^="tel:"]');
    await expect.poll(() => beacons.length).toBe(4);
    await ctx.close();

    const admin = await visit('/admin/login');
    await admin.page.fill('#field-email', demoUsers.admin.email);
    await admin.page.fill('#field-password', demoUsers.admin.password);
    await admin.page.click('button[type=submit]');
    await admin.page.waitForURL(/\/admin\/?$/);
    const desk = admin.page.locator('.arig-desk');
    await desk.waitFor();
    const figure = (root: typeof desk, label: string) =>
      root.locator('.arig-report__figure', { hasText: label }).locator('dd');
    expect(await figure(desk, 'מבקרים').textContent()).toBe('1');
    expect(await figure(desk, 'צפיות').textContent()).toBe('3');
    expect(await figure(desk, 'פניות').textContent()).toBe('1');
    await expectNoAxeViolations(admin.page, 'studio home: the week at a glance', '.arig-desk');

    await admin.page.goto('/admin/analytics?days=7');
    const report = admin.page.locator('.arig-report');
    await report.waitFor();
    expect(await figure(report, 'צפיות בעמודים').textContent()).toBe('3');
    expect(await report.getByRole('row', { name: /טלפון/ }).getByRole('cell').textContent()).toBe('1');
    expect(
      await report
        .getByRole('region', { name: 'מקורות' })
        .getByRole('row', { name: /newsletter/ })
        .count(),
    ).toBe(1);
    expect(
      await report
        .getByRole('region', { name: 'קמפיינים (utm_campaign)' })
        .getByRole('row', { name: /winter/ })
        .count(),
    ).toBe(1);
    await expectNoAxeViolations(admin.page, 'the visits and leads report', '.arig-report');
    await admin.ctx.close();
  });
});
