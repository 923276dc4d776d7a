import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { demoUsers } from '../cms/seed/users.ts';
import { root } from '../scripts/lib/paths.ts';

/** Issue 17: what the consent layer costs a page where the owner configured vendors. */
export interface ConsentBytes {
  /** The consent chunk (banner and vendor loading), fetched on pages with a vendor configured. */
  chunk: number;
  /** The banner's markup and its config in the page, gzip. */
  markup: number;
  /** What a page adds once something is granted: the vendors' loader, visit cookies, events. */
  afterGrant: number;
}

/** Configures every vendor on a running server (the bench's demo has none), through the REST API. */
export async function configureVendors(siteUrl: string): Promise<void> {
  const login = await fetch(`${siteUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoUsers.admin.email, password: demoUsers.admin.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${siteUrl}/api/globals/tracking-settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({
      ga4_id: 'G-BENCH1234',
      ads_id: 'AW-123456789',
      ads_label_tel: 'tel',
      ads_label_mailto: 'mail',
      meta_pixel_id: '123456789012345',
      clarity_id: 'bench1234',
    }),
  });
  if (!res.ok) throw new Error(`tracking-settings answered ${res.status}`);
}

export async function consentBytes(siteUrl: string): Promise<ConsentBytes> {
  const dir = path.join(root, 'dist', 'site', 'client', '_astro');
  const files = await readdir(dir);
  const chunk = files.find((f) => f.startsWith('consent.') && f.endsWith('.js'));
  const measure = files.find((f) => f.startsWith('measure.') && f.endsWith('.js'));
  if (!chunk || !measure) throw new Error('no consent or measure chunk in dist/site/client/_astro');
  const html = await (await fetch(new URL('/articles/', siteUrl))).text();
  const start = html.indexOf('<section class="consent"');
  const end = html.indexOf('</script>', html.indexOf('data-tracking-config', start));
  if (start < 0 || end < 0) throw new Error('no consent banner on /articles/ with vendors configured');
  const gz = (b: Buffer | string) => gzipSync(b, { level: 9 }).length;
  return {
    chunk: gz(await readFile(path.join(dir, chunk))),
    markup: gz(html.slice(start, end + 9)),
    afterGrant: gz(await readFile(path.join(dir, measure))),
  };
}
