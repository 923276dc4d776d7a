import { describe, expect, it } from 'vitest';
import { loopScopeFlags } from './loop-scope-flags';

describe("a listing's scope flags", () => {
  it("marks an archive-posts widget on an author's archive, not a posts widget of an author", () => {
    expect(loopScopeFlags('archive', { authors: ['dana'] })).toEqual({ authorArchive: true, narrowed: true });
    expect(loopScopeFlags('author', { authors: ['dana'] })).toEqual({ narrowed: true });
  });

  it("calls a tag's, a month's or chosen articles narrowed; a category's or all articles not", () => {
    expect(loopScopeFlags('archive', { tags: ['iso'] })).toEqual({ narrowed: true });
    expect(loopScopeFlags('archive', { period: { year: 2024, month: 3 } })).toEqual({ narrowed: true });
    expect(loopScopeFlags('manual', { posts: ['a'] })).toEqual({ narrowed: true });
    expect(loopScopeFlags('archive', { categories: ['fabrics'] })).toEqual({});
    expect(loopScopeFlags('latest', {})).toEqual({});
    expect(loopScopeFlags('tag', { tags: [] })).toEqual({});
  });
});
