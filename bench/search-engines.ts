import { createClient } from '@libsql/client';
import { richTextWords } from '../data/map/rich-text-words';
import { seedSearchDocs } from '../data/search/seed-docs';
import { candidateStems, words } from '../engines/search/hebrew-terms';
import { buildSearchIndex, type SearchDoc } from '../engines/search/search-index';
import { manyPost, manyPostsCount } from './many-posts';
import { typedBeginnings } from './search';

/**
 * The engine choice of issue 20, measured: the same documents (the demo site plus 2,000 articles) and
 * the same Hebrew terms, in MiniSearch in the server process and in SQLite FTS5 (libsql, the site's
 * own database engine), ranked by field weight (title 8, headings 3, body 1).
 * `node --import tsx bench/search-engines.ts` prints a Markdown table (docs/search.md quotes it).
 */
function corpus(): SearchDoc[] {
  const docs = seedSearchDocs();
  for (let n = 0; n < manyPostsCount; n++) {
    const p = manyPost(n);
    const text = richTextWords(p.content);
    docs.push({
      id: `bench:${n}`,
      kind: 'post',
      title: p.title,
      headings: text.headings.join('\n'),
      body: [p.excerpt, ...text.body].join('\n'),
      url: `/${p.slug}/`,
      date: p.publishedAt,
    });
  }
  return docs;
}

const queries = [
  'בדיקת בדים',
  'פוליאסטר',
  'ובבד',
  'הכותנה',
  'שחיקה',
  'ג׳ינס',
  'iso 105',
  'oeko-tex',
  'ביגוד מגן',
  'טקסטיל טכני',
  'כביסה',
  'מעבדה',
  'צמר מרינו',
  'תקנים',
  'יציבות ממדית',
  'חוטים',
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const summary = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return { p50: percentile(s, 0.5), p99: percentile(s, 0.99) };
};
const f = (n: number) => n.toFixed(2);

async function measureMiniSearch(docs: SearchDoc[]) {
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  const index = buildSearchIndex(docs);
  const buildMs = performance.now() - t0;
  global.gc?.();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  const full: number[] = [];
  const typed: number[] = [];
  for (const q of queries) index.search(q, { limit: 10 }); // warm-up (JIT), not measured
  for (let round = 0; round < 5; round++) {
    for (const q of queries) {
      const s = performance.now();
      index.search(q, { limit: 10 });
      full.push(performance.now() - s);
    }
  }
  for (const q of typedBeginnings()) {
    const s = performance.now();
    index.search(q, { limit: 6, prefixLastWord: true });
    typed.push(performance.now() - s);
  }
  return { buildMs, size: `${heapMb.toFixed(0)} MB heap`, full: summary(full), typed: summary(typed) };
}

/** FTS5 gets each word already expanded to the same stems, joined by spaces (its tokenizer keeps "~"). */
const expanded = (text: string) =>
  words(text)
    .flatMap((w) => {
      const [exact, ...stripped] = candidateStems(w);
      return [exact!, w, ...stripped.map((s) => `~${s}`)];
    })
    .join(' ');

const ftsQuery = (q: string, prefixLast: boolean) =>
  words(q)
    .map((w, i, all) => {
      const [exact, ...stripped] = candidateStems(w);
      const star = prefixLast && i === all.length - 1 && exact!.length >= 3 ? '*' : '';
      const terms = [`"${exact}"${star}`, `"~${exact}"${star}`, ...stripped.map((s) => `"${s}"`)];
      return `(${terms.join(' OR ')})`;
    })
    .join(' AND ');

async function measureFts5(docs: SearchDoc[]) {
  const db = createClient({ url: ':memory:' });
  await db.execute(
    `CREATE VIRTUAL TABLE s USING fts5(id UNINDEXED, title, headings, body, tokenize = "unicode61 tokenchars '~'")`,
  );
  const t0 = performance.now();
  for (let i = 0; i < docs.length; i += 200) {
    await db.batch(
      docs.slice(i, i + 200).map((d) => ({
        sql: 'INSERT INTO s (id, title, headings, body) VALUES (?, ?, ?, ?)',
        args: [d.id, expanded(d.title), expanded(d.headings), expanded(d.body)],
      })),
      'write',
    );
  }
  const buildMs = performance.now() - t0;
  // Field weights as the index's: title 8, headings 3, body 1 (the id column is not searched).
  await db.execute(`INSERT INTO s (s, rank) VALUES ('rank', 'bm25(0, 8, 3, 1)')`);
  const pages = Number(
    (await db.execute('SELECT page_count * page_size AS b FROM pragma_page_count(), pragma_page_size()')).rows[0]?.b ??
      0,
  );
  const ask = async (q: string, limit: number, prefixLast: boolean) => {
    const match = ftsQuery(q, prefixLast);
    // The page needs its ten and the total: two statements, as a results page would run them.
    await db.execute({ sql: 'SELECT id FROM s WHERE s MATCH ? ORDER BY rank LIMIT ?', args: [match, limit] });
    await db.execute({ sql: 'SELECT count(*) FROM s WHERE s MATCH ?', args: [match] });
  };
  const full: number[] = [];
  const typed: number[] = [];
  for (const q of queries) await ask(q, 10, false); // warm-up (page cache of SQLite), not measured
  for (let round = 0; round < 5; round++) {
    for (const q of queries) {
      const s = performance.now();
      await ask(q, 10, false);
      full.push(performance.now() - s);
    }
  }
  for (const q of typedBeginnings()) {
    const s = performance.now();
    await ask(q, 6, true);
    typed.push(performance.now() - s);
  }
  db.close();
  return { buildMs, size: `${(pages / 2 ** 20).toFixed(0)} MB database`, full: summary(full), typed: summary(typed) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const docs = corpus();
  const mini = await measureMiniSearch(docs);
  const fts = await measureFts5(docs);
  console.log(
    `${docs.length} documents; ${queries.length} queries × 5, then ${typedBeginnings().length} typed beginnings\n`,
  );
  console.log('| engine | build | size | query p50 | query p99 | suggest p50 | suggest p99 |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, r] of [
    ['MiniSearch 7.2 (in the server process)', mini],
    ['SQLite FTS5 (libsql, in memory)', fts],
  ] as const) {
    console.log(
      `| ${name} | ${r.buildMs.toFixed(0)} ms | ${r.size} | ${f(r.full.p50)} ms | ${f(r.full.p99)} ms | ${f(r.typed.p50)} ms | ${f(r.typed.p99)} ms |`,
    );
  }
  process.exit(0);
}
