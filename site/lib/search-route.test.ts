import { describe, expect, it } from 'vitest';
import { maxResultPage } from '../../data/search/search-query';
import { maxQueryChars } from '../../engines/search/limits';
import { searchRouteOf } from './search-route';

const at = (path: string) => searchRouteOf(new URL(path, 'https://arig.example'));

describe('searchRouteOf', () => {
  it('reads WordPress query searches, with their page', () => {
    expect(at('/?s=בדיקה')).toEqual({ query: 'בדיקה', trimmed: false, page: 1 });
    expect(at('/page/3/?s=%D7%91%D7%93')).toEqual({ query: 'בד', trimmed: false, page: 3 });
    expect(at('/?s=')).toEqual({ query: '', trimmed: false, page: 1 });
  });

  it('reads pretty search addresses, with their page', () => {
    expect(at('/search/%D7%A6%D7%9E%D7%A8/')).toEqual({ query: 'צמר', trimmed: false, page: 1 });
    expect(at('/search/wool/page/2/')).toEqual({ query: 'wool', trimmed: false, page: 2 });
    expect(at('/search/')).toEqual({ query: '', trimmed: false, page: 1 });
  });

  it('is not a search anywhere else', () => {
    expect(at('/')).toBeNull();
    expect(at('/about/?s=x')).toBeNull();
    expect(at('/search/a/b/')).toBeNull();
    expect(at('/search/page/2/')).toBeNull();
  });

  it('folds whitespace, drops control and bidi-override characters, and caps the length', () => {
    expect(at('/?s=%20%20בד%0A%0D%E2%80%AEכותנה%20')).toEqual({ query: 'בד כותנה', trimmed: false, page: 1 });
    const long = at(`/?s=${'א'.repeat(maxQueryChars + 40)}`)!;
    expect([...long.query]).toHaveLength(maxQueryChars);
    expect(long.trimmed).toBe(true);
  });

  it('refuses page numbers past the cap and malformed escapes without throwing', () => {
    expect(at(`/page/${maxResultPage + 1}/?s=בד`)).toBeNull();
    expect(at('/search/%E0%A4%A/')).toBeNull();
  });
});
