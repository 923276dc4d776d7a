import { describe, expect, it } from 'vitest';
import { creditedVisit, recordVisit, trafficSource, type CookieJar } from './visit-cookies';

/**
 * A cookie jar on a fake clock: cookies expire when their time is up; session cookies when the browser
 * closes. Each jar numbers its own visitor ids, so a test does not depend on the ones before it.
 */
function jarOnClock() {
  let now = 0;
  let ids = 0;
  const cookies = new Map<string, { value: string; expires: number | null }>();
  const jar: CookieJar = {
    get: (name) => {
      const c = cookies.get(name);
      if (!c || (c.expires !== null && c.expires <= now)) return null;
      return c.value;
    },
    set: (name, value, maxAge) => cookies.set(name, { value, expires: maxAge === null ? null : now + maxAge * 1000 }),
  };
  return {
    jar,
    advance: (ms: number) => (now += ms),
    closeBrowser: () => {
      for (const [k, c] of cookies) if (c.expires === null) cookies.delete(k);
    },
    names: () => [...cookies.keys()].filter((k) => jar.get(k) !== null).sort(),
    newId: () => `id-${(ids += 1)}`,
  };
}

const options = { cookieDays: 7, sessionMinutes: 60, externalIdDays: 180, externalId: true };
const site = 'arig.example';

describe('visit-source cookies', () => {
  it('keep the first visit for 7 days and every new session as the last visit', () => {
    const t = jarOnClock();
    recordVisit(
      t.jar,
      {
        url: 'https://arig.example/articles/?utm_source=google&utm_campaign=%D7%97%D7%95%D7%A8%D7%A3&gclid=abc',
        referrer: 'https://www.google.com/',
        siteHost: site,
      },
      options,
      t.newId,
    );
    expect(t.jar.get('pysTrafficSource')).toBe('google.com');
    expect(t.jar.get('pys_landing_page')).toBe('https://arig.example/articles/');
    expect(t.jar.get('pys_utm_campaign')).toBe('%D7%97%D7%95%D7%A8%D7%A3');
    expect(t.jar.get('pys_gadid')).toBe('abc');
    expect(t.jar.get('last_pysTrafficSource')).toBe('google.com');
    expect(t.jar.get('pbid')).toBe('id-1');

    // Within the hour: the same session, nothing rewritten.
    t.advance(30 * 60_000);
    recordVisit(
      t.jar,
      { url: 'https://arig.example/contact/', referrer: 'https://arig.example/articles/', siteHost: site },
      options,
      t.newId,
    );
    expect(t.jar.get('last_pys_landing_page')).toBe('https://arig.example/articles/');

    // Over an hour of quiet: a new session, written as the last visit; the first stays.
    t.advance(61 * 60_000);
    recordVisit(
      t.jar,
      { url: 'https://arig.example/about/?utm_source=newsletter', referrer: '', siteHost: site },
      options,
      t.newId,
    );
    expect(t.jar.get('last_pysTrafficSource')).toBe('direct');
    expect(t.jar.get('last_pys_utm_source')).toBe('newsletter');
    expect(t.jar.get('pysTrafficSource')).toBe('google.com');
    expect(creditedVisit(t.jar, 'first_visit').source).toBe('google.com');
    expect(creditedVisit(t.jar, 'last_visit').source).toBe('direct');

    // A closed browser also starts a new session.
    t.closeBrowser();
    recordVisit(
      t.jar,
      { url: 'https://arig.example/', referrer: 'https://www.facebook.com/', siteHost: site },
      options,
      t.newId,
    );
    expect(t.jar.get('last_pysTrafficSource')).toBe('facebook.com');

    // After 7 days the first-visit data is gone and the next visit is a first visit again; pbid lasts 180 days.
    t.advance(8 * 86_400_000);
    expect(t.jar.get('pys_first_visit')).toBeNull();
    expect(t.jar.get('pbid')).toBe('id-1');
    recordVisit(t.jar, { url: 'https://arig.example/', referrer: '', siteHost: site }, options, t.newId);
    expect(t.jar.get('pysTrafficSource')).toBe('direct');
    t.advance(181 * 86_400_000);
    expect(t.jar.get('pbid')).toBeNull();
  });

  it('never keep an e-mail address from the URL', () => {
    const t = jarOnClock();
    recordVisit(
      t.jar,
      { url: 'https://arig.example/?utm_source=dana%40example.com&utm_medium=a@b.co', referrer: '', siteHost: site },
      options,
      t.newId,
    );
    expect(t.jar.get('pys_utm_source')).toBeNull();
    expect(t.jar.get('pys_utm_medium')).toBeNull();
  });

  it('write no external id without the pixel', () => {
    const t = jarOnClock();
    recordVisit(
      t.jar,
      { url: 'https://arig.example/', referrer: '', siteHost: site },
      { ...options, externalId: false },
      t.newId,
    );
    expect(t.names()).not.toContain('pbid');
  });

  it('name the source: the referrer domain without www, or direct', () => {
    expect(trafficSource('https://www.bing.com/search?q=x', site)).toBe('bing.com');
    expect(trafficSource('https://www.arig.example/about/', site)).toBe('direct');
    expect(trafficSource('', site)).toBe('direct');
    expect(trafficSource('not a url', site)).toBe('direct');
  });
});
