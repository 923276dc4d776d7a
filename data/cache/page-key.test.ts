import { describe, expect, it } from 'vitest';
import { pageCacheKey } from './page-key';

describe('pageCacheKey', () => {
  it('is the path alone for a page without page parameters, whatever else the address carries', () => {
    expect(pageCacheKey('/about/', '')).toEqual({ key: '/about/', variant: false });
    expect(pageCacheKey('/about/', '?utm_source=fb&utm_campaign=winter&fbclid=abc')).toEqual({
      key: '/about/',
      variant: false,
    });
    expect(pageCacheKey('/', '?x=8f3a1&_=1764130000')).toEqual({ key: '/', variant: false });
  });

  it('keeps the parameters pages read, sorted and in one spelling, and drops the rest', () => {
    expect(pageCacheKey('/', '?s=%D7%91%D7%93&utm_source=x').key).toBe('/?s=%D7%91%D7%93');
    expect(pageCacheKey('/', '?s=בד').key).toBe('/?s=%D7%91%D7%93');
    const a = pageCacheKey('/articles/', '?e-page-grid=2&e-filter-grid-category=wool&gclid=1');
    const b = pageCacheKey('/articles/', '?e-filter-grid-category=wool&e-page-grid=2');
    expect(a).toEqual(b);
    expect(a).toEqual({ key: '/articles/?e-filter-grid-category=wool&e-page-grid=2', variant: true });
    expect(pageCacheKey('/portfolio/', '?portfolio-p1=טכני').variant).toBe(true);
    expect(pageCacheKey('/articles/', '?paged=3').key).toBe('/articles/?paged=3');
    expect(pageCacheKey('/contact/', '?arig-sent=k1').key).toBe('/contact/?arig-sent=k1');
  });

  it("keeps the suggestions endpoint's own query, and nothing else, for it", () => {
    expect(pageCacheKey('/wp-json/arig/v1/search', '?q=%D7%91%D7%93&x=1&s=2')).toEqual({
      key: '/wp-json/arig/v1/search?q=%D7%91%D7%93',
      variant: true,
    });
    expect(pageCacheKey('/wp-json/arig/v1/chat', '?x=1').key).toBe('/wp-json/arig/v1/chat');
    expect(pageCacheKey('/wp-json/arig/v1/popup/4', '?path=%2Fa%2F&s=1&x=2')).toEqual({
      key: '/wp-json/arig/v1/popup/4?path=%2Fa%2F',
      variant: true,
    });
    expect(pageCacheKey('/about/', '?path=%2Fa%2F').key).toBe('/about/');
  });
});
