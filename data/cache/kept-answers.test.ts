import { describe, expect, it } from 'vitest';
import { keptAnswers } from './kept-answers';
import { pageCache } from './page-cache';

describe('keptAnswers', () => {
  it('computes once per key until the content changes', async () => {
    const kept = keptAnswers<number>(10);
    let calls = 0;
    const compute = async () => ++calls;
    expect(await kept.get('a', compute)).toBe(1);
    expect(await kept.get('a', compute)).toBe(1);
    pageCache.purgeAll();
    expect(await kept.get('a', compute)).toBe(2);
  });

  it('keeps at most its cap, dropping the oldest', async () => {
    const kept = keptAnswers<string>(3);
    for (const k of ['a', 'b', 'c', 'd']) await kept.get(k, async () => k);
    expect(kept.size).toBe(3);
    let recomputed = false;
    await kept.get('a', async () => ((recomputed = true), 'a'));
    expect(recomputed).toBe(true);
  });

  it('does not keep an answer computed across a purge', async () => {
    const kept = keptAnswers<number>(10);
    await kept.get('x', async () => {
      pageCache.purgeAll();
      return 1;
    });
    expect(await kept.get('x', async () => 2)).toBe(2);
  });
});
