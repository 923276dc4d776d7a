import MiniSearch, { type Query } from 'minisearch';
import { candidateStems, prefixStems, stem, words } from './hebrew-terms';
import { rankedHead } from './ranked-head';

/** What the site search finds: an article or a page, its text split by weight. */
export interface SearchDoc {
  /** Unique across kinds, e.g. "post:12". */
  id: string;
  kind: 'post' | 'page' | 'project';
  title: string;
  /** The document's headings, one per line. */
  headings: string;
  /** Plain text of the body (and excerpt). */
  body: string;
  url: string;
  /** ISO date: publication, or last change for pages. Newer wins a tie. */
  date: string;
}

export interface SearchHit {
  doc: SearchDoc;
  score: number;
  /** Index terms that matched, for highlighting (see `highlight`). */
  terms: ReadonlySet<string>;
}

export interface SearchOutcome {
  total: number;
  hits: SearchHit[];
}

export interface SearchIndex {
  readonly size: number;
  search(query: string, options?: { offset?: number; limit?: number; prefixLastWord?: boolean }): SearchOutcome;
  /** Whether a written word shares a term with those a hit matched (what the highlighter marks). */
  matcher(terms: ReadonlySet<string>): (written: string) => boolean;
}

/** Title outweighs headings, headings outweigh the body: a tier apart even for a body full of the word. */
export const fieldBoosts = { title: 8, headings: 3, body: 1 } as const;
const fields = Object.keys(fieldBoosts) as (keyof typeof fieldBoosts)[];
/** A match through a stripped prefix counts less than the word as typed, and less for each letter taken. */
const prefixStemWeight = 0.6;
const underPrefix = (stem: string) => `~${stem}`;
const withoutPrefixMark = (term: string) => (term.startsWith('~') ? term.slice(1) : term);
/** A stem never seen on its own is trusted from this length ("ונה" out of "שונה" and "מונה" is not). */
const minInferredStem = 4;
/** Words a query keeps; the rest are ignored (the query box also caps characters). */
export const maxQueryWords = 8;

/**
 * Typos forgiven: one letter in a longer word, two in a long one. Short words differ by one letter
 * ("בד", "בר"); Hebrew writes no vowels, so its words are a letter shorter than Latin ones.
 */
function typoDistance(word: string): number {
  const shift = /^[a-z0-9]+$/.test(word) ? 1 : 0;
  return word.length >= 8 + shift ? 2 : word.length >= 5 + shift ? 1 : 0;
}

/**
 * A prefix-stripped stem is a word of the site when it stands alone somewhere, or when words with two
 * different letters before it reduce to it ("בכביסה", "הכביסות" → "כביס"). "כותנה" and "הכותנה" both offer
 * "ותנה", but through the same letter כ: that is one word seen twice, not evidence of another.
 * Each distinct word is looked at once: a site has a few thousand words in a few million places.
 */
class StemCollector {
  private readonly seen = new Set<string>();
  private readonly standalone = new Set<string>();
  private readonly letters = new Map<string, Set<string>>();

  add(doc: SearchDoc): void {
    for (const field of fields) {
      for (const word of words(doc[field])) {
        if (this.seen.has(word)) continue;
        this.seen.add(word);
        this.standalone.add(stem(word));
        prefixStems(word).forEach((candidate, i) => {
          let before = this.letters.get(candidate);
          if (!before) this.letters.set(candidate, (before = new Set()));
          before.add(word[i]!); // the letter just before the remainder
        });
      }
    }
  }

  accepted(): Set<string> {
    const accepted = new Set(this.standalone);
    for (const [candidate, before] of this.letters)
      if (before.size >= 2 && candidate.length >= minInferredStem) accepted.add(candidate);
    return accepted;
  }
}

/** Documents per slice of an asynchronous build: the server answers other requests between slices. */
const sliceSize = 50;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function buildSearchIndex(docs: readonly SearchDoc[]): SearchIndex {
  const stems = new StemCollector();
  for (const doc of docs) stems.add(doc);
  const index = createIndex(docs, stems.accepted());
  index.mini.addAll(docs);
  return index.api;
}

/**
 * The same index built in slices, yielding to the event loop between them: on a large site the build
 * takes seconds of CPU, and the requests arriving meanwhile must not wait for it.
 */
export async function buildSearchIndexAsync(docs: readonly SearchDoc[]): Promise<SearchIndex> {
  const stems = new StemCollector();
  for (let i = 0; i < docs.length; i++) {
    stems.add(docs[i]!);
    if (i % sliceSize === sliceSize - 1) await nextTurn();
  }
  const index = createIndex(docs, stems.accepted());
  await index.mini.addAllAsync(docs, { chunkSize: sliceSize });
  return index.api;
}

function createIndex(docs: readonly SearchDoc[], accepted: ReadonlySet<string>) {
  const known = new Map<string, string[]>();
  const termsOf = (word: string): string[] => {
    let terms = known.get(word);
    if (terms) return terms;
    const [exact, ...stripped] = candidateStems(word);
    // The word as written is a term too, so a query typed the same way outranks one that shares a stem.
    // A stem found under a prefix is kept apart (marked), so "שתי" in a title does not count as "ת״י".
    terms = [...new Set([exact!, word, ...stripped.filter((s) => accepted.has(s)).map(underPrefix)])];
    known.set(word, terms);
    return terms;
  };
  const mini = new MiniSearch<SearchDoc>({
    fields,
    storeFields: [],
    tokenize: (text) => words(text),
    processTerm: (word) => termsOf(word),
    searchOptions: { tokenize: (text) => [text], processTerm: (term) => term },
  });
  const byId = new Map(docs.map((d) => [d.id, d]));

  /** A term as typed and as found under a prefix in the text, the latter weighing less. */
  const both = (term: string, weight: number, options: { fuzzy?: number; prefix: boolean }): Query[] => [
    { queries: [term], boostTerm: () => weight, ...options },
    { queries: [underPrefix(term)], boostTerm: () => weight * prefixStemWeight, prefix: options.prefix },
  ];

  function queryFor(query: string, prefixLastWord: boolean): Query | null {
    const typed = words(query).slice(0, maxQueryWords);
    if (typed.length === 0) return null;
    return {
      combineWith: 'AND',
      queries: typed.map((word, i) => {
        const [exact, ...stripped] = candidateStems(word);
        const prefix = prefixLastWord && i === typed.length - 1;
        const variants: Query[] = [
          // An unfinished word is completed, not corrected (it is not a typo yet), from its third letter:
          // "בד" completed would be half the site. Its prefix-stripped stems are taken as they are.
          ...both(exact!, 1, { fuzzy: prefix ? 0 : typoDistance(exact!), prefix: prefix && exact!.length >= 3 }),
          ...stripped.flatMap((s, cut) =>
            accepted.has(s) ? both(s, prefixStemWeight ** (cut + 1), { prefix: false }) : [],
          ),
        ];
        // "בדים" typed is also the word as written in the text: match it exactly as well as its stem.
        if (word !== exact) variants.push({ queries: [word] });
        return { combineWith: 'OR', queries: variants };
      }),
    };
  }

  const api: SearchIndex = {
    size: docs.length,
    matcher(terms) {
      // A stem matched under a prefix in one document is the same word in the text being highlighted.
      const bare = new Set([...terms].map(withoutPrefixMark));
      const answered = new Map<string, boolean>();
      return (written) => {
        let yes = answered.get(written);
        if (yes === undefined) {
          yes = words(written).some((w) => termsOf(w).some((t) => bare.has(withoutPrefixMark(t))));
          answered.set(written, yes);
        }
        return yes;
      };
    },
    search(query, { offset = 0, limit = 10, prefixLastWord = false } = {}) {
      const q = queryFor(query, prefixLastWord);
      if (!q) return { total: 0, hits: [] };
      const { total, head } = rankedHead(mini, q, { boost: fieldBoosts }, offset + limit, (id) => byId.get(id)!.date);
      return {
        total,
        hits: head.slice(offset).map((r) => ({ doc: byId.get(r.id)!, score: r.score, terms: new Set(r.terms) })),
      };
    },
  };
  return { mini, api };
}
