import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { demoUsers } from '../cms/seed/users.ts';
import { root } from '../scripts/lib/paths.ts';

/** Issue 17: what the consent layer costs a page where the owner configured vendors. */
export interface ConsentBytes {
  /** The gate: reads the stored choice and fetches what it needs; every page with a vendor configured. */
  gate: number;
  /** The banner's code, fetched while no choice is stored (or when the footer link reopens it). */
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

/** The `./x.js` chunks a chunk imports statically (fetched with it, before it runs). */
const staticImports = (code: string): string[] =>
  [...code.matchAll(/(?:^|[;}])\s*import\s*(?:[\w$*{}\s,]+from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g)].map((m) => m[1]!);

export async function consentBytes(siteUrl: string): Promise<ConsentBytes> {
  const dir = path.join(root, 'dist', 'site', 'client', '_astro');
  const files = await readdir(dir);
  const named = (name: string) => files.find((f) => f.startsWith(`${name}.`) && f.endsWith('.js'));
  const [page, gate, chunk, measure] = [
    named('Base.astro_astro_type_script_index_0_lang'),
    named('gate'),
    named('consent'),
    named('measure'),
  ];
  if (!page || !gate || !chunk || !measure)
    throw new Error('no page, gate, consent or measure chunk in dist/site/client/_astro');
  const gz = (b: Buffer | string) => gzipSync(b, { level: 9 }).length;
  /** A chunk and what it imports that `loaded` does not hold yet (which it then holds), gzip. */
  const fetchedWith = async (file: string, loaded: Set<string>): Promise<number> => {
    if (loaded.has(file)) return 0;
    loaded.add(file);
    const code = await readFile(path.join(dir, file), 'utf8');
    let bytes = gz(code);
    for (const dep of staticImports(code)) bytes += await fetchedWith(dep, loaded);
    return bytes;
  };
  const onEveryPage = new Set<string>();
  await fetchedWith(page, onEveryPage);
  const afterGate = new Set(onEveryPage);
  const gateBytes = await fetchedWith(gate, afterGate);
  const html = await (await fetch(new URL('/articles/', siteUrl))).text();
  const start = html.indexOf('<section class="consent"');
  const end = html.indexOf('</script>', html.indexOf('data-tracking-config', start));
  if (start < 0 || end < 0) throw new Error('no consent banner on /articles/ with vendors configured');
  return {
    gate: gateBytes,
    chunk: await fetchedWith(chunk, new Set(afterGate)),
    markup: gz(html.slice(start, end + 9)),
    afterGrant: await fetchedWith(measure, new Set(afterGate)),
  };
}
