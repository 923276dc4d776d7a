import type MiniSearch from 'minisearch';
import type { Query, SearchOptions } from 'minisearch';

/** Scores this close are a tie; the newer document comes first. */
export const tieTolerance = 1e-3;
export const isTie = (a: number, b: number) => Math.abs(a - b) <= tieTolerance * Math.max(a, b);

/** One document's match as MiniSearch keeps it before `search()` makes a sorted result object of it. */
interface RawMatch {
  score: number;
  /** The query's own terms it matched (their number multiplies the score). */
  terms: string[];
  /** The document's terms it matched, and where. */
  match: Record<string, string[]>;
}

/**
 * The two members of MiniSearch 7.2 (pinned) this module reads. `search()` makes a result object of every
 * match and sorts them all; a suggestion wants six of 2,000. `ranked-head.test.ts` compares this module's
 * answers with `search()`'s on every query it tries, so an upgrade that changes them fails there.
 */
interface MiniSearchInside {
  executeQuery(query: Query, options: SearchOptions): Map<number, RawMatch>;
  _documentIds: Map<number, string>;
}

export interface RankedMatch {
  id: string;
  score: number;
  /** The document's terms that matched (for highlighting). */
  terms: string[];
}

/**
 * How many documents match a query, and the first `count` of them in the site's order: by score (as
 * MiniSearch's `search()` gives it: the sum times the number of query terms matched), a tie going to the
 * newer document. Only the head, down to the end of the run of ties it cuts into, is sorted and made into
 * results: every document past that run scores lower than every one in the head (docs/search.md).
 */
export function rankedHead(
  mini: MiniSearch,
  query: Query,
  options: SearchOptions,
  count: number,
  dateOf: (id: string) => string,
): { total: number; head: RankedMatch[] } {
  const inside = mini as unknown as MiniSearchInside;
  const raw = inside.executeQuery(query, options);
  const total = raw.size;
  if (total === 0 || count <= 0) return { total, head: [] };
  const keys = new Int32Array(total);
  const scores = new Float64Array(total);
  let i = 0;
  for (const [key, { score, terms }] of raw) {
    keys[i] = key;
    scores[i++] = score * (terms.length || 1);
  }
  const order = sortedPrefix(scores, Math.min(count, total));
  const head = order.sort((a, b) => {
    const [sa, sb] = [scores[a]!, scores[b]!];
    if (!isTie(sa, sb)) return sb - sa;
    const [da, db] = [dateOf(inside._documentIds.get(keys[a]!)!), dateOf(inside._documentIds.get(keys[b]!)!)];
    return da === db ? 0 : da < db ? 1 : -1;
  });
  return {
    total,
    head: head.slice(0, count).map((at) => {
      const key = keys[at]!;
      return { id: inside._documentIds.get(key)!, score: scores[at]!, terms: Object.keys(raw.get(key)!.match) };
    }),
  };
}

/**
 * The positions of the highest scores in the order a stable sort by score puts them (equal scores in the
 * order MiniSearch found them), up to the first `count` and on to the end of the run of ties that crosses
 * it. Scores at or above a bound are taken and sorted; if the run reaches the bound's edge, the bound is
 * lowered and the prefix taken again.
 */
function sortedPrefix(scores: Float64Array, count: number): number[] {
  const ascending = Float64Array.from(scores).sort();
  let bound = ascending[ascending.length - count]!;
  for (;;) {
    const taken: number[] = [];
    for (let i = 0; i < scores.length; i++) if (scores[i]! >= bound) taken.push(i);
    taken.sort((a, b) => scores[b]! - scores[a]! || a - b);
    let end = count;
    while (end < taken.length && isTie(scores[taken[end - 1]!]!, scores[taken[end]!]!)) end++;
    const lower = ascending.findLast((s) => s < bound);
    const runGoesOn = end === taken.length && lower !== undefined && isTie(scores[taken[end - 1]!]!, lower);
    if (!runGoesOn) return taken.slice(0, end);
    bound = lower;
  }
}
