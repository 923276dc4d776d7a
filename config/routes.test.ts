import { describe, expect, it } from 'vitest';
import { parseContentPath, routes } from './routes';

describe('WordPress-shaped paths', () => {
  it('reads slugs and the page number', () => {
    expect(parseContentPath('/')).toEqual({ segments: [], page: 1 });
    expect(parseContentPath('/articles/')).toEqual({ segments: ['articles'], page: 1 });
    expect(parseContentPath('/articles/page/3/')).toEqual({ segments: ['articles'], page: 3 });
    expect(parseContentPath('/articles/fabrics/page/2/')).toEqual({ segments: ['articles', 'fabrics'], page: 2 });
    expect(parseContentPath('/%D7%91%D7%93%D7%99%D7%9D/')).toEqual({ segments: ['בדים'], page: 1 });
  });

  it('refuses malformed page numbers, deep paths and broken escapes', () => {
    for (const bad of [
      '/articles/page/0/',
      '/articles/page/01/',
      '/articles/page/x/',
      '/a/b/c/',
      '/%E0%A4%A/',
      '/articles/page/999999/',
    ]) {
      expect([bad, parseContentPath(bad)]).toEqual([bad, null]);
    }
  });

  it('builds the same shapes back', () => {
    expect(routes.category('fabrics', 'articles')).toBe('/articles/fabrics/');
    expect(routes.paginated('/articles/', 1)).toBe('/articles/');
    expect(routes.paginated('/articles/', 2)).toBe('/articles/page/2/');
    expect(routes.post('בדים')).toBe('/%D7%91%D7%93%D7%99%D7%9D/');
  });
});
