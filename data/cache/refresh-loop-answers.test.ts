import { afterEach, describe, expect, it } from 'vitest';
import { pageBody, pageCache } from './page-cache';
import { cachedRefreshAnswer, isJsonContentType, rememberRefreshAnswer } from './refresh-loop-answers';

const body = (text: string) => new TextEncoder().encode(text);

describe('kept refresh-loop answers', () => {
  afterEach(() => {
    delete process.env.ARIG_PAGE_CACHE;
    pageCache.purgeAll();
  });

  it('answers the exact same body bytes with the kept JSON and public headers', () => {
    rememberRefreshAnswer(body('{"post_id":0}'), '{"data":"<p>x</p>"}', pageCache.generation());
    const hit = cachedRefreshAnswer(body('{"post_id":0}'));
    expect(hit && pageBody(hit).toString()).toBe('{"data":"<p>x</p>"}');
    expect(hit?.headers['Cache-Control']).toBe('public, max-age=0, s-maxage=60');
    expect(hit?.headers['Content-Type']).toBe('application/json; charset=utf-8');
    expect(hit?.headers['Content-Security-Policy']).toContain("default-src 'self'");
    expect(cachedRefreshAnswer(body('{"post_id": 0}'))).toBeUndefined();
  });

  it('forgets everything on a publish, and never keeps a render that started before one', () => {
    const generation = pageCache.generation();
    rememberRefreshAnswer(body('a'), '{}', generation);
    pageCache.purgeAll();
    expect(cachedRefreshAnswer(body('a'))).toBeUndefined();
    rememberRefreshAnswer(body('b'), '{}', generation);
    expect(cachedRefreshAnswer(body('b'))).toBeUndefined();
  });

  it('keeps nothing when the page cache is off', () => {
    process.env.ARIG_PAGE_CACHE = 'off';
    rememberRefreshAnswer(body('c'), '{}', pageCache.generation());
    delete process.env.ARIG_PAGE_CACHE;
    expect(cachedRefreshAnswer(body('c'))).toBeUndefined();
  });

  it('accepts only JSON content types', () => {
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType('Application/JSON; charset=utf-8')).toBe(true);
    for (const type of [null, '', 'text/plain', 'application/jsonp', 'application/json-patch+json']) {
      expect(isJsonContentType(type)).toBe(false);
    }
  });
});
