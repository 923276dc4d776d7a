/**
 * Which origins the site answers as, and which the studio accepts its session cookie from.
 *
 * Payload ignores the session cookie on a request whose `Origin` is not in its `csrf` list, so an owner
 * who opens the studio at an origin missing from that list can read but never save. The list therefore
 * follows the address the server is actually reached at: with no `SITE_URL` (a local start, as the
 * README does it) every loopback spelling of the listening port; with `SITE_URL` set, that origin only
 * (and its www/non-www twin when `ARIG_WWW_ALIAS=on`), so a page elsewhere still cannot write through a
 * signed-in editor's cookie.
 */

export interface OriginSettings {
  /** The port the server listens on. */
  port: number;
  /** `SITE_URL` as configured, or undefined when the environment does not set it. */
  siteUrl: string | undefined;
  /** Accept the www/non-www twin of `SITE_URL`'s host as well. */
  wwwAlias: boolean;
}

const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];

/** True for a host name that always means this machine. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** An http(s) URL with nothing after its origin (a trailing `/` is allowed); the origin, or an error in Hebrew. */
export function parseSiteUrl(value: string): { origin: string } | { error: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { error: 'SITE_URL אינה כתובת תקינה (לדוגמה https://arig.co.il)' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { error: 'SITE_URL חייבת להתחיל ב-http:// או ב-https://' };
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    return { error: 'SITE_URL היא כתובת האתר בלבד, בלי נתיב, פרמטרים או פרטי כניסה (לדוגמה https://arig.co.il)' };
  return { origin: url.origin };
}

/** The public origin for canonical links, OpenGraph and sitemaps: `SITE_URL`, or this machine at the served port. */
export function effectiveSiteUrl({ port, siteUrl }: Pick<OriginSettings, 'port' | 'siteUrl'>): string {
  return siteUrl === undefined ? `http://localhost:${port}` : new URL(siteUrl).origin;
}

/** The www/non-www twin of an origin (`https://arig.co.il` ⇄ `https://www.arig.co.il`); none for an IP or loopback. */
function wwwTwin(origin: string): string | undefined {
  const url = new URL(origin);
  if (isLoopbackHost(url.hostname) || /^[\d.]+$/.test(url.hostname) || url.hostname.startsWith('[')) return undefined;
  url.hostname = url.hostname.startsWith('www.') ? url.hostname.slice(4) : `www.${url.hostname}`;
  return url.origin;
}

/** The origins the studio accepts a signed-in save from (Payload's `csrf` list). */
export function studioOrigins(settings: OriginSettings): string[] {
  if (settings.siteUrl === undefined) return loopbackHosts.map((host) => `http://${host}:${settings.port}`);
  const origin = effectiveSiteUrl(settings);
  const twin = settings.wwwAlias ? wwwTwin(origin) : undefined;
  return twin ? [origin, twin] : [origin];
}

/** The port a URL is reached at, with the scheme's default filled in. */
function portOf(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/**
 * One line for the start-up log when `SITE_URL` names this machine at another port than the one the
 * server listens on: the studio would then refuse every save made where the server really is. A public
 * host name is assumed to sit behind a proxy and is not second-guessed.
 */
export function listenMismatchWarning(settings: OriginSettings): string | undefined {
  if (settings.siteUrl === undefined) return undefined;
  const url = new URL(settings.siteUrl);
  if (!isLoopbackHost(url.hostname) || portOf(url) === settings.port) return undefined;
  return (
    `⚠ SITE_URL היא ${url.origin} אבל השרת מאזין בפורט ${settings.port}: ` +
    `הסטודיו ישמור רק כשהוא פתוח בכתובת ${url.origin}/admin. ` +
    `הסירו את SITE_URL או עדכנו אותה ל-http://localhost:${settings.port}.`
  );
}
