/**
 * Where a visitor came from, in PixelYourSite's cookies (reference §10, spec §9), written only with
 * marketing consent: the first visit's source, landing page, UTM values and ad click ids (kept
 * `cookieDays`), the same for the latest visit under `last_` names on every new session, a session marker
 * (`pys_start_session` for the browser session, `pys_session_limit` for `sessionMinutes`), and an external
 * id (`pbid`, `externalIdDays`) for the Meta pixel.
 */
export interface CookieJar {
  get(name: string): string | null;
  /** `maxAgeSeconds` null: a session cookie. */
  set(name: string, value: string, maxAgeSeconds: number | null): void;
}

export interface VisitOptions {
  cookieDays: number;
  sessionMinutes: number;
  externalIdDays: number;
  /** Write `pbid` (the Meta pixel is configured). */
  externalId: boolean;
}

export interface Visit {
  /** location.href */
  url: string;
  /** document.referrer */
  referrer: string;
  siteHost: string;
}

const utmKeys = ['source', 'medium', 'campaign', 'term', 'content'] as const;
/** Ad click ids as the ad networks put them in the URL, and the cookie each is kept in. */
const adClickIds = { fbclid: 'fbadid', gclid: 'gadid', epik: 'padid', msclkid: 'bingid' } as const;
const looksLikeEmail = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const day = 86_400;

/** A query value as it stands in the URL (PixelYourSite does not decode), capped, e-mails dropped. */
function rawParam(search: string, key: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [name, ...rest] = pair.split('=');
    if (name !== key) continue;
    const value = rest.join('=').slice(0, 200);
    let decoded = value;
    try {
      decoded = decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      // a malformed escape cannot hide an address from the raw check below
    }
    return value && !looksLikeEmail.test(value) && !looksLikeEmail.test(decoded) ? value : null;
  }
  return null;
}

/** The visit's source: the referrer's domain without www, or "direct" (none, or this site itself). */
export function trafficSource(referrer: string, siteHost: string): string {
  let host: string;
  try {
    host = new URL(referrer).hostname;
  } catch {
    return 'direct';
  }
  const bare = host.replace(/^www\./, '');
  return !bare || bare === siteHost.replace(/^www\./, '') ? 'direct' : bare;
}

function visitData(visit: Visit): [string, string][] {
  const url = new URL(visit.url);
  const data: [string, string][] = [
    ['pysTrafficSource', trafficSource(visit.referrer, visit.siteHost)],
    ['pys_landing_page', `${url.origin}${url.pathname}`],
  ];
  for (const key of utmKeys) {
    const value = rawParam(url.search, `utm_${key}`);
    if (value) data.push([`pys_utm_${key}`, value]);
  }
  for (const [param, cookie] of Object.entries(adClickIds)) {
    const value = rawParam(url.search, param);
    if (value) data.push([`pys_${cookie}`, value]);
  }
  return data;
}

/** Records this page view: call once per page, only with marketing consent. */
export function recordVisit(jar: CookieJar, visit: Visit, options: VisitOptions, newId: () => string): void {
  const keep = options.cookieDays * day;
  const newSession = jar.get('pys_start_session') === null || jar.get('pys_session_limit') === null;
  if (newSession) {
    jar.set('pys_start_session', 'true', null);
    jar.set('pys_session_limit', 'true', options.sessionMinutes * 60);
  }
  const data = visitData(visit);
  if (jar.get('pys_first_visit') === null) {
    jar.set('pys_first_visit', 'true', keep);
    for (const [name, value] of data) jar.set(name, value, keep);
  }
  if (newSession) for (const [name, value] of data) jar.set(`last_${name}`, value, keep);
  if (options.externalId && jar.get('pbid') === null) jar.set('pbid', newId(), options.externalIdDays * day);
}

/** The source a conversion is credited to, by the configured model. */
export function creditedVisit(
  jar: CookieJar,
  model: 'first_visit' | 'last_visit',
): { source: string | null; landing: string | null } {
  const prefix = model === 'last_visit' ? 'last_' : '';
  return { source: jar.get(`${prefix}pysTrafficSource`), landing: jar.get(`${prefix}pys_landing_page`) };
}
