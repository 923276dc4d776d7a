import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { isTie, rankedHead } from './ranked-head';

interface Doc {
  id: string;
  title: string;
  body: string;
  date: string;
}

/**
 * The site's order as first written: MiniSearch's `search()` (every match, sorted by score), then its head,
 * down to the end of the run of ties it cuts into, sorted again with a tie going to the newer document.
 */
function reference(mini: MiniSearch<Doc>, query: Query, count: number, dateOf: (id: string) => string) {
  const byScore: SearchResult[] = mini.search(query, { boost: { title: 8, body: 1 } });
  let end = Math.min(count, byScore.length);
  while (end > 0 && end < byScore.length && isTie(byScore[end - 1]!.score, byScore[end]!.score)) end++;
  const head = byScore.slice(0, end).sort((a, b) => {
    if (!isTie(a.score, b.score)) return b.score - a.score;
    const [da, db] = [dateOf(a.id as string), dateOf(b.id as string)];
    return da === db ? 0 : da < db ? 1 : -1;
  });
  return {
    total: byScore.length,
    head: head.slice(0, count).map((r) => ({ id: r.id as string, score: r.score, terms: r.terms })),
  };
}

const day = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString();
const filler = (n: number) => Array.from({ length: n }, (_, i) => `מילה${i % 7}`).join(' ');
/** Words all different: MiniSearch's field length is the number of distinct words. */
const distinct = (n: number) => Array.from({ length: n }, (_, i) => `ערך${i}`).join(' ');

// Exact ties (the same text on different days), slow slopes of near ties (one more word each), titles.
const docs: Doc[] = [
  ...Array.from({ length: 12 }, (_, i) => ({ id: `same:${i}`, title: 'מאמר', body: 'בד כותנה', date: day(i * 5) })),
  ...Array.from({ length: 40 }, (_, i) => ({
    id: `slope:${i}`,
    title: 'רשימה',
    body: `שיפוע ${distinct(1000 + i)}`,
    date: day(i),
  })),
  ...Array.from({ length: 8 }, (_, i) => ({ id: `title:${i}`, title: `בד ${i}`, body: filler(20), date: day(i) })),
  { id: 'cotton', title: 'כותנה', body: 'בדים מכותנה ובד כותנה', date: day(3) },
];
const dates = new Map(docs.map((d) => [d.id, d.date]));
const dateOf = (id: string) => dates.get(id)!;
const mini = new MiniSearch<Doc>({ fields: ['title', 'body'], storeFields: [] });
mini.addAll(docs);

const queries: Query[] = [
  'בד',
  'כותנה',
  'מילה3',
  'שיפוע',
  {
    combineWith: 'OR',
    queries: [
      { queries: ['בד'], prefix: true },
      { queries: ['כותנה'], boostTerm: () => 0.6 },
    ],
  },
  { combineWith: 'AND', queries: ['בד', { queries: ['כות'], prefix: true }] },
  { queries: ['מלה'], fuzzy: 1 },
  'אין-כזה',
];

describe('rankedHead', () => {
  it("answers as MiniSearch's search() sorted in the site's order, for every count", () => {
    for (const query of queries) {
      for (const count of [1, 3, 6, 10, 25, 100]) {
        const expected = reference(mini, query, count, dateOf);
        expect(rankedHead(mini, query, { boost: { title: 8, body: 1 } }, count, dateOf), JSON.stringify(query)).toEqual(
          expected,
        );
      }
    }
  });

  it('follows a run of near ties past the first bound it takes (one more word each: a slope of scores)', () => {
    const options = { boost: { title: 8, body: 1 } };
    const byScore = mini.search('שיפוע', options);
    let run = 1;
    while (run < byScore.length && isTie(byScore[run - 1]!.score, byScore[run]!.score)) run++;
    // Every neighbour ties, the ends do not: the bound is lowered again and again to follow the run.
    expect(run).toBe(40);
    expect(isTie(byScore[0]!.score, byScore[39]!.score)).toBe(false);
    const { head } = rankedHead(mini, 'שיפוע', options, 6, dateOf);
    expect(head).toEqual(reference(mini, 'שיפוע', 6, dateOf).head);
    // Newer documents, further down the slope, come before the highest scores.
    expect(head.map((h) => h.id)).not.toEqual(byScore.slice(0, 6).map((r) => r.id));
  });

  it('counts every match and returns none for a count of zero or no match', () => {
    expect(rankedHead(mini, 'בד', {}, 0, dateOf)).toEqual({ total: mini.search('בד').length, head: [] });
    expect(rankedHead(mini, 'אין-כזה', {}, 6, dateOf)).toEqual({ total: 0, head: [] });
  });
});
