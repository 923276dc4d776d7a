import { describe, expect, it } from 'vitest';
import {
  applyFilterSelection,
  applyFilterState,
  applyPageNumber,
  decodeFilterValue,
  encodeFilterValue,
  filterLimits,
  fromRequestTerms,
  isTermSlug,
  normaliseLogicalJoin,
  parseFilterState,
  readPageNumber,
  toRequestTerms,
  type FilterState,
  type LogicalJoin,
  type TaxonomyFilter,
} from './codec';

/** A small seeded generator (mulberry32), so every property run is repeatable. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const string = (alphabet: string, min: number, max: number) => {
    const chars = [...alphabet];
    return Array.from({ length: int(min, max) }, () => pick(chars)).join('');
  };
  return { next, int, pick, string };
}

type Random = ReturnType<typeof random>;

const slugAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789_אבגדהוזחטיכלמנסעפצקרשתםןץףך';
const slug = (r: Random) => Array.from({ length: r.int(1, 3) }, () => r.string(slugAlphabet, 1, 8)).join('-');
const widgetId = (r: Random) => r.pick(['a1b2c3d', '6650f1c2e4b0a1b2c3d4e5f6', 'grid_1', 'loop-grid-2', 'W']);
const taxonomy = (r: Random) => r.pick(['category', 'post_tag', 'product_cat', 'fabric', 'x1']);

function randomFilter(r: Random): TaxonomyFilter {
  const all = new Set<string>();
  while (all.size < r.int(1, 6)) all.add(slug(r));
  const terms: string[] = [];
  const exclude: string[] = [];
  for (const s of all) (r.next() < 0.3 ? exclude : terms).push(s);
  return { terms, exclude, join: r.pick<LogicalJoin>(['AND', 'OR']) };
}

/** What reading gives back: with one item there is no separator, so the join is the default (AND). */
const normalised = (f: TaxonomyFilter): TaxonomyFilter =>
  f.terms.length + f.exclude.length <= 1 ? { ...f, join: 'AND' } : f;

const unrelated = (r: Random) =>
  r.pick(['q=%D7%91%D7%93+plain', 'utm_source=news%2Fletter', 'sort=date~desc', 'flag', 'a=1&a=2', 'x=!y', '']);

describe('spec examples', () => {
  const base = 'https://arig.example/articles/';

  it('joins AND with +, OR with ~, and marks exclusions with !', () => {
    expect(applyFilterSelection(base, 'a1b2c3d', 'category', ['news', 'tips'], 'AND')).toBe(
      'https://arig.example/articles/?e-filter-a1b2c3d-category=news+tips',
    );
    expect(applyFilterSelection(base, 'a1b2c3d', 'category', ['news', 'tips'], 'OR')).toBe(
      'https://arig.example/articles/?e-filter-a1b2c3d-category=news~tips',
    );
    expect(applyFilterSelection(base, 'a1b2c3d', 'category', ['news'], 'AND', ['old'])).toBe(
      'https://arig.example/articles/?e-filter-a1b2c3d-category=news+!old',
    );
  });

  it('removes e-page of this widget only, and page/paged only above 1', () => {
    expect(
      applyFilterSelection(
        `${base}?e-page-a1b2c3d=4&e-page-other=2&page=3&paged=2&keep=1`,
        'a1b2c3d',
        'category',
        ['news'],
        'AND',
      ),
    ).toBe(`${base}?e-page-other=2&keep=1&e-filter-a1b2c3d-category=news`);
    expect(applyFilterSelection(`${base}?page=1&paged=0`, 'a1b2c3d', 'category', ['news'], 'AND')).toBe(
      `${base}?page=1&paged=0&e-filter-a1b2c3d-category=news`,
    );
    expect(applyFilterSelection(`${base}?page=x`, 'a1b2c3d', 'category', ['news'], 'AND')).toBe(
      `${base}?page=x&e-filter-a1b2c3d-category=news`,
    );
  });

  it('replaces the existing value where it stood and drops duplicates', () => {
    expect(
      applyFilterSelection(
        `${base}?a=1&e-filter-w-category=old&b=2&e-filter-w-category=older#top`,
        'w',
        'category',
        ['new'],
        'OR',
      ),
    ).toBe(`${base}?a=1&e-filter-w-category=new&b=2#top`);
  });

  it('removes the parameter for the "all" item (nothing selected)', () => {
    expect(applyFilterSelection(`${base}?e-filter-w-category=news&e-page-w=2`, 'w', 'category', [], 'AND')).toBe(base);
  });

  it('writes Hebrew slugs percent-encoded and reads them back', () => {
    const url = applyFilterSelection(base, 'w', 'category', ['בדים', 'אריגה-ידנית'], 'OR');
    expect(url).toBe(`${base}?e-filter-w-category=${encodeURIComponent('בדים')}~${encodeURIComponent('אריגה-ידנית')}`);
    expect(parseFilterState(new URL(url).search, 'w')).toEqual({
      category: { terms: ['בדים', 'אריגה-ידנית'], exclude: [], join: 'OR' },
    });
  });

  it('keeps only the first item when the join is DISABLED (single selection)', () => {
    for (const join of ['DISABLED', 'XOR', 'and', '', 'OR ']) {
      expect([join, applyFilterSelection(base, 'w', 'category', ['a', 'b'], join)]).toEqual([
        join,
        `${base}?e-filter-w-category=a`,
      ]);
    }
  });

  it('keeps every other parameter byte for byte, and the hash', () => {
    const url = `${base}?q=%D7%91+%D7%93&utm=a%2Fb&sort=date~desc&flag#results`;
    expect(applyFilterSelection(url, 'w', 'category', ['news'], 'AND')).toBe(
      `${base}?q=%D7%91+%D7%93&utm=a%2Fb&sort=date~desc&flag&e-filter-w-category=news#results`,
    );
  });

  it('answers relative input with a relative URL, and takes URL objects', () => {
    expect(applyFilterSelection('/articles/?page=2', 'w', 'category', ['news'], 'AND')).toBe(
      '/articles/?e-filter-w-category=news',
    );
    expect(applyFilterSelection('?x=1', 'w', 'category', ['news'], 'AND')).toBe('?x=1&e-filter-w-category=news');
    expect(applyFilterSelection(new URL(base), 'w', 'category', ['news'], 'AND')).toBe(
      `${base}?e-filter-w-category=news`,
    );
  });

  it('skips invalid terms and leaves the URL alone for invalid ids or non-http URLs', () => {
    expect(applyFilterSelection(base, 'w', 'category', ['news', '<script>', 'News', 'a b', '!x'], 'AND')).toBe(
      `${base}?e-filter-w-category=news`,
    );
    for (const [url, id, tax] of [
      [base, 'bad id', 'category'],
      [base, '-w', 'category'],
      [base, '__proto__', 'category'],
      [base, 'w', 'Category'],
      [base, 'w', 'my-tax'],
      [base, 'w', 'constructor'],
      ['javascript:alert(1)//?a', 'w', 'category'],
      ['//evil.example/?a=1', 'w', 'category'],
      ['/\\evil.example/', 'w', 'category'],
      ['http://[bad', 'w', 'category'],
    ] as const) {
      expect([url, id, tax, applyFilterSelection(url, id, tax, ['news'], 'AND')]).toEqual([url, id, tax, url]);
    }
  });

  it('accepts only AND and OR as a join (spec §5)', () => {
    expect(normaliseLogicalJoin('AND')).toBe('AND');
    expect(normaliseLogicalJoin('OR')).toBe('OR');
    for (const other of ['and', 'or', 'NOT', 'DISABLED', '', ' AND', null, undefined, 1, {}, ['AND']]) {
      expect([other, normaliseLogicalJoin(other)]).toEqual([other, 'DISABLED']);
    }
  });
});

describe('reading the state', () => {
  it('reads +, %2B and a space as AND, ~ as OR, ! as NOT', () => {
    for (const search of ['?e-filter-w-category=a+b', '?e-filter-w-category=a%2Bb', 'e-filter-w-category=a%20b']) {
      expect([search, parseFilterState(search, 'w')]).toEqual([
        search,
        { category: { terms: ['a', 'b'], exclude: [], join: 'AND' } },
      ]);
    }
    expect(parseFilterState('?e-filter-w-category=!a~b&e-filter-w-post_tag=x', 'w')).toEqual({
      category: { terms: ['b'], exclude: ['a'], join: 'OR' },
      post_tag: { terms: ['x'], exclude: [], join: 'AND' },
    });
  });

  it('reports the widget join for a single term', () => {
    expect(parseFilterState('?e-filter-w-category=a', 'w', { defaultJoin: 'OR' })).toEqual({
      category: { terms: ['a'], exclude: [], join: 'OR' },
    });
    expect(parseFilterState('?e-filter-w-category=a', 'w')).toEqual({
      category: { terms: ['a'], exclude: [], join: 'AND' },
    });
  });

  it('ignores malformed parameters whole', () => {
    for (const value of [
      'a+b~c',
      'a++b',
      '+a',
      'a~',
      '',
      '!',
      '!!a',
      'a+!a',
      'A',
      'a--b',
      '-a',
      'a-',
      '<script>alert(1)</script>',
      'a%00',
      '%E0%A4%A',
      'a/b',
      '..',
      'x'.repeat(201),
      Array.from({ length: filterLimits.termsPerTaxonomy + 1 }, (_, i) => `t${i}`).join('+'),
    ]) {
      const search = `?e-filter-w-category=${value}&e-filter-w-post_tag=ok`;
      expect([value, parseFilterState(search, 'w')]).toEqual([
        value,
        { post_tag: { terms: ['ok'], exclude: [], join: 'AND' } },
      ]);
    }
  });

  it('reads only its own widget, even when another id extends it', () => {
    const search = '?e-filter-a-b-category=x&e-filter-a-category=y&e-filter-ab-category=z';
    expect(parseFilterState(search, 'a')).toEqual({ category: { terms: ['y'], exclude: [], join: 'AND' } });
    expect(parseFilterState(search, 'a-b')).toEqual({ category: { terms: ['x'], exclude: [], join: 'AND' } });
    expect(parseFilterState(search, 'bad id')).toEqual({});
  });

  it('takes the first occurrence, skips reserved names and caps the taxonomies', () => {
    expect(parseFilterState('?e-filter-w-category=a&e-filter-w-category=b', 'w')).toEqual({
      category: { terms: ['a'], exclude: [], join: 'AND' },
    });
    expect(parseFilterState('?e-filter-w-constructor=a&e-filter-w-__proto__=b&e-filter-w-prototype=c', 'w')).toEqual(
      {},
    );
    const many = Array.from({ length: 20 }, (_, i) => `e-filter-w-t${i}=a`).join('&');
    expect(Object.keys(parseFilterState(many, 'w'))).toHaveLength(filterLimits.taxonomiesPerWidget);
    expect(Object.prototype).not.toHaveProperty('a');
  });

  it('deduplicates repeated terms', () => {
    expect(decodeFilterValue('a+b+a+!c+!c')).toEqual({ terms: ['a', 'b'], exclude: ['c'], join: 'AND' });
  });

  it('never throws and yields only slugs, whatever the input', () => {
    const r = random(7);
    const hostile = 'aא_-+~!%=&?#;/\\ <>"\'\u0000\u202e\ud800ZzÉ0123456789';
    for (let i = 0; i < 2000; i += 1) {
      const search = `?${r.string(hostile, 0, 20)}e-filter-w-${r.pick(['category', r.string(hostile, 0, 6)])}=${r.string(hostile, 0, 30)}`;
      const state = parseFilterState(search, 'w');
      for (const filter of Object.values(state)) {
        expect([...filter.terms, ...filter.exclude].every(isTermSlug)).toBe(true);
      }
    }
    expect(parseFilterState('?e-filter-w-category=' + 'a+'.repeat(100_000), 'w')).toEqual({});
  });
});

describe('round trips (seeded properties)', () => {
  it('state → value → state', () => {
    const r = random(1);
    for (let i = 0; i < 1000; i += 1) {
      const filter = randomFilter(r);
      const value = encodeFilterValue(filter);
      expect(value).not.toBeNull();
      const decoded = decodeFilterValue(new URLSearchParams(`v=${value}`).get('v') ?? '');
      expect(decoded).toEqual(normalised(filter));
    }
  });

  it('value → state → value is stable for written values', () => {
    const r = random(2);
    for (let i = 0; i < 1000; i += 1) {
      const value = encodeFilterValue(randomFilter(r)) ?? '';
      const decoded = decodeFilterValue(new URLSearchParams(`v=${value}`).get('v') ?? '');
      expect(decoded && encodeFilterValue(decoded)).toBe(value);
    }
  });

  it('URL with a selection → parsed state, other parameters untouched', () => {
    const r = random(3);
    for (let i = 0; i < 500; i += 1) {
      const id = widgetId(r);
      const state: FilterState = {};
      for (let t = r.int(1, 3); t > 0; t -= 1) state[taxonomy(r)] = randomFilter(r);
      const others = Array.from({ length: r.int(0, 3) }, () => unrelated(r)).filter((s) => s !== '');
      const start = `https://arig.example/articles/?${[...others, `e-page-${id}=${r.int(2, 9)}`].join('&')}#g`;
      const url = applyFilterState(start, id, state);
      const parsed = new URL(url);
      const expected: FilterState = {};
      for (const [tax, filter] of Object.entries(state)) expected[tax] = normalised(filter);
      expect(parseFilterState(parsed.search, id)).toEqual(expected);
      expect(readPageNumber(parsed.search, id)).toBe(1);
      expect(parsed.hash).toBe('#g');
      const kept = parsed.search
        .slice(1)
        .split('&')
        .filter((s) => !s.startsWith('e-filter-'));
      expect(kept.join('&')).toBe(others.join('&'));
      expect(applyFilterState(url, id, state)).toBe(url);
    }
  });

  it('selections of different widgets and taxonomies do not disturb each other', () => {
    const r = random(4);
    for (let i = 0; i < 300; i += 1) {
      const a = randomFilter(r);
      const b = randomFilter(r);
      let url = applyFilterSelection('/articles/', 'grid_1', 'category', a.terms, a.join, a.exclude);
      url = applyFilterSelection(url, 'loop-grid-2', 'category', b.terms, b.join, b.exclude);
      url = applyFilterSelection(url, 'grid_1', 'post_tag', b.terms, b.join, b.exclude);
      const search = url.slice(url.indexOf('?'));
      expect(parseFilterState(search, 'grid_1')).toEqual({ category: normalised(a), post_tag: normalised(b) });
      expect(parseFilterState(search, 'loop-grid-2')).toEqual({ category: normalised(b) });
    }
  });

  it('page numbers round-trip and keep the filters', () => {
    const r = random(5);
    for (let i = 0; i < 300; i += 1) {
      const id = widgetId(r);
      const filter = randomFilter(r);
      const page = r.int(1, 5000);
      const filtered = applyFilterSelection(
        '/articles/?x=1',
        id,
        'category',
        filter.terms,
        filter.join,
        filter.exclude,
      );
      const paged = applyPageNumber(filtered, id, page);
      const search = paged.slice(paged.indexOf('?'));
      expect(readPageNumber(search, id)).toBe(page);
      expect(parseFilterState(search, id)).toEqual({ category: normalised(filter) });
      expect(paged.includes(`e-page-${id}=`)).toBe(page > 1);
    }
  });
});

describe('page parameter', () => {
  it('reads valid page numbers only', () => {
    expect(readPageNumber('?e-page-w=3', 'w')).toBe(3);
    for (const bad of ['0', '-2', '2.5', '02', 'abc', '', '1e3', '9999999', String(filterLimits.maxPage + 1)]) {
      expect([bad, readPageNumber(`?e-page-w=${bad}`, 'w')]).toEqual([bad, 1]);
    }
    expect(readPageNumber('?e-page-other=3', 'w')).toBe(1);
  });

  it('writes e-page-{id}, removes it for page 1 and refuses invalid pages', () => {
    expect(applyPageNumber('/articles/?a=1', 'w', 4)).toBe('/articles/?a=1&e-page-w=4');
    expect(applyPageNumber('/articles/?e-page-w=4&a=1', 'w', 1)).toBe('/articles/?a=1');
    for (const bad of [0, -1, 1.5, Number.NaN, Infinity, filterLimits.maxPage + 1]) {
      expect([bad, applyPageNumber('/articles/?a=1', 'w', bad)]).toEqual([bad, '/articles/?a=1']);
    }
    expect(applyPageNumber('/articles/', 'bad id', 2)).toBe('/articles/');
  });
});

describe('request terms', () => {
  it('carries exclusions with the ! marker and reads them back', () => {
    const r = random(6);
    for (let i = 0; i < 300; i += 1) {
      const { terms, exclude } = randomFilter(r);
      expect(fromRequestTerms(toRequestTerms({ terms, exclude, join: 'AND' }))).toEqual({ terms, exclude });
    }
  });

  it('refuses non-slugs and contradictions', () => {
    for (const bad of [['a', '!a'], ['!a', 'a'], ['<b>'], [1], [null], ['!'], ['!!a']]) {
      expect([bad, fromRequestTerms(bad)]).toEqual([bad, null]);
    }
    expect(fromRequestTerms([])).toEqual({ terms: [], exclude: [] });
  });
});
