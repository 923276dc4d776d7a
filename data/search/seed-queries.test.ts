import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../engines/search/search-index';
import { seedSearchDocs } from './seed-docs';

const index = buildSearchIndex(seedSearchDocs());

/**
 * Queries a visitor of the demo site would type, with the page that must come first (or, with `top`,
 * among the first results). Each row names what it exercises.
 */
const table: { q: string; first?: string; top?: [string, number]; why: string }[] = [
  { q: 'טוויל', first: '/plain-twill-satin/', why: 'title word' },
  { q: 'סאטן', first: '/plain-twill-satin/', why: 'title word' },
  { q: 'בדים לא ארוגים', first: '/nonwovens/', why: 'phrase in a title' },
  { q: 'בדים', top: ['/nonwovens/', 2], why: 'plural as written in a title' },
  { q: 'ובבד', top: ['/tensile-and-tear/', 3], why: 'two prefix letters' },
  { q: 'הכותנה', first: '/cotton-fibre-quality/', why: 'definite article' },
  { q: 'כותנה', first: '/cotton-fibre-quality/', why: 'bare word, text has the prefixed form' },
  { q: 'בצמר', first: '/merino-wool/', why: 'prefix on the query only' },
  { q: 'וכשהבד', first: '/technical-textiles-intro/', why: 'three prefix letters' },
  { q: 'בכביסה', top: ['/dimensional-stability/', 2], why: 'prefixed title word' },
  { q: 'כביסה', top: ['/colour-fastness-washing/', 2], why: 'bare form of a prefixed title word' },
  { q: 'לבדיקת סיבים', first: '/fibre-identification/', why: 'prefix and plural together' },
  { q: 'תקנים', first: '/flammability/', why: 'plural ending (final mem)' },
  { q: 'תקן', top: ['/standards-map/', 3], why: 'singular of a plural in titles' },
  { q: 'חוטים', top: ['/yarn-count-systems/', 2], why: 'plural' },
  { q: 'חוט', top: ['/denim-construction/', 3], why: 'singular' },
  { q: 'פולימרים', first: '/polyester-vs-nylon/', why: 'plural' },
  { q: 'מצעים', first: '/thread-count-myths/', why: 'plural with prefix in the title (במצעים)' },
  { q: 'מפרטים', first: '/spec-sheet/', why: 'plural finds the singular title' },
  { q: 'הסמלים', first: '/care-labelling/', why: 'article and plural' },
  { q: 'סמל', first: '/care-labelling/', why: 'singular of a prefixed plural' },
  { q: 'שְׁחִיקָה', first: '/martindale-abrasion/', why: 'niqqud ignored' },
  { q: 'כְּבִיסָה', top: ['/colour-fastness-washing/', 2], why: 'niqqud ignored' },
  { q: "ג'ינס", first: '/denim-construction/', why: 'ASCII apostrophe for geresh' },
  { q: 'גינס', first: '/denim-construction/', why: 'geresh left out' },
  { q: 'ת"י', first: '/standards-map/', why: 'ASCII quote for gershayim' },
  { q: 'ווילון', first: '/flammability/', why: 'full spelling, prefixed plural in the text' },
  { q: 'מרטינדיל', first: '/martindale-abrasion/', why: 'defective spelling' },
  { q: 'פוליאסתר', top: ['/recycled-polyester/', 2], why: 'typo: ת for ט' },
  { q: 'ספקטרוסקפיה', first: '/fibre-identification/', why: 'typo: missing letter' },
  { q: 'אינדגו', first: '/denim-construction/', why: 'typo: missing yod' },
  { q: 'GSM', first: '/understanding-gsm/', why: 'English term, upper case' },
  { q: 'gsm', first: '/understanding-gsm/', why: 'English term, lower case' },
  { q: 'iso 105', first: '/colour-fastness-washing/', why: 'English with digits' },
  { q: 'ISO 105-C06', first: '/colour-fastness-washing/', why: 'standard number with hyphen' },
  { q: 'oeko-tex', first: '/restricted-substances/', why: 'hyphenated English term' },
  { q: 'REACH', first: '/restricted-substances/', why: 'English acronym' },
  { q: 'denier', first: '/yarn-count-systems/', why: 'English word in a Hebrew title' },
  { q: 'Air-Jet', first: '/spinning-systems/', why: 'mixed case English' },
  { q: 'sateen', first: '/plain-twill-satin/', why: 'English word in the body only' },
  { q: '20 מעלות', first: '/conditioning-atmosphere/', why: 'number and word' },
  { q: 'דחיית מים', first: '/fabric-finishes/', why: 'two words, plural ending' },
  { q: 'ביגוד מגן', first: '/protective-workwear/', why: 'two words, one prefixed in the title' },
  { q: 'טקסטיל טכני', first: '/technical-textiles-intro/', why: 'title over pages that mention both' },
  { q: 'טקסטיל רפואי', first: '/medical-textiles/', why: 'title phrase' },
  { q: 'ויסקוזה', first: '/cellulosic-fibres/', why: 'title word, Hebrew transliteration' },
  { q: 'פילינג', first: '/pilling/', why: 'title word' },
  { q: 'מעבדה', first: '/test-report-reading/', why: 'title over a page that repeats it' },
  { q: 'אודות', first: '/about/', why: 'a page, not only articles' },
  { q: 'שירותים', first: '/services/', why: 'a page title' },
  { q: 'יציבות ממדית', first: '/dimensional-stability/', why: 'title phrase' },
];

describe('site search over the demo content', () => {
  it('has a table of at least 40 queries', () => {
    expect(table.length).toBeGreaterThanOrEqual(40);
  });

  it.each(table)('$q → $first$top ($why)', ({ q, first, top }) => {
    const found = index.search(q, { limit: 10 }).hits.map((h) => h.doc.url);
    if (first) expect(found[0]).toBe(first);
    if (top) expect(found.slice(0, top[1])).toContain(top[0]);
  });

  it('finds nothing for words the site does not have', () => {
    for (const q of ['xyzzy', 'פלסטלינה', 'הדיפה']) expect(index.search(q).total, q).toBe(0);
  });
});
