import { describe, expect, it } from 'vitest';
import { chooseTemplate, claim, describeConditions, type TemplateCandidate } from './conditions';

const template = (id: number, rules: TemplateCandidate['rules'], updatedAt = '2026-11-01T00:00:00.000Z') => ({
  id,
  title: `תבנית ${id}`,
  updatedAt,
  rules,
});

const fabrics = { kind: 'article', id: 10, categoryIds: [3, 1] } as const; // in "fabrics" (3) under "articles" (1)
const testing = { kind: 'article', id: 11, categoryIds: [4, 1] } as const;

describe('which single-article template shows an article', () => {
  it('applies where an include matches and no exclude does', () => {
    const everyButTesting = template(1, [
      { effect: 'include', target: 'all-posts' },
      { effect: 'exclude', target: 'in-category', categoryIds: [4] },
    ]);
    expect(claim(everyButTesting, fabrics)).toBe(1);
    expect(claim(everyButTesting, testing)).toBeNull();
    expect(claim(template(2, []), fabrics)).toBeNull();
    expect(claim(template(3, [{ effect: 'exclude', target: 'all-posts' }]), fabrics)).toBeNull();
  });

  it('lets the most specific win: named articles over a category over all articles', () => {
    const all = template(1, [{ effect: 'include', target: 'all-posts' }], '2026-11-20T00:00:00.000Z');
    const category = template(2, [{ effect: 'include', target: 'in-category', categoryIds: [3] }]);
    const named = template(3, [{ effect: 'include', target: 'specific-posts', postIds: [10] }]);
    expect(chooseTemplate([all, category, named], fabrics)?.id).toBe(3);
    expect(chooseTemplate([all, category], fabrics)?.id).toBe(2);
    expect(chooseTemplate([all, category], testing)?.id).toBe(1);
    expect(chooseTemplate([category], testing)).toBeNull();
    expect(chooseTemplate([], fabrics)).toBeNull();
  });

  it('counts a parent category for its subcategories’ articles', () => {
    const parent = template(1, [{ effect: 'include', target: 'in-category', categoryIds: [1] }]);
    expect(chooseTemplate([parent], testing)?.id).toBe(1);
  });

  it('breaks a tie by the latest edit, then the older template', () => {
    const older = template(1, [{ effect: 'include', target: 'all-posts' }], '2026-11-01T00:00:00.000Z');
    const newer = template(2, [{ effect: 'include', target: 'all-posts' }], '2026-11-02T00:00:00.000Z');
    expect(chooseTemplate([older, newer], fabrics)?.id).toBe(2);
    const twin = template(0, older.rules, older.updatedAt);
    expect(chooseTemplate([older, twin], fabrics)?.id).toBe(0);
  });
});

describe('the studio’s explanation', () => {
  const names = {
    category: (id: number) => ['', 'מאמרים', '', 'בדים'][id] ?? `#${id}`,
    post: () => 'GSM',
    page: () => 'אודות',
  };

  it('says where the template applies, in Hebrew', () => {
    expect(
      describeConditions(
        [
          { effect: 'include', target: 'all-posts' },
          { effect: 'exclude', target: 'in-category', categoryIds: [3] },
        ],
        names,
      ),
    ).toBe('חלה על כל המאמרים, חוץ מהמאמרים בקטגוריות ״בדים״.');
    expect(describeConditions([{ effect: 'include', target: 'specific-posts', postIds: [10] }], names)).toBe(
      'חלה על המאמרים ״GSM״.',
    );
    expect(describeConditions([], names)).toContain('אינה חלה');
    expect(
      describeConditions(
        [
          { effect: 'include', target: 'entire-site' },
          { effect: 'exclude', target: 'specific-pages', pageIds: [5] },
        ],
        names,
      ),
    ).toBe('חלה על כל האתר, חוץ מהעמודים ״אודות״.');
  });
});

describe('which header or footer shows a page', () => {
  const home = { kind: 'page', id: 1, front: true } as const;
  const about = { kind: 'page', id: 5, front: false } as const;
  const archive = { kind: 'other' } as const;

  it('lets the entire site reach every kind of page, and anything more specific win over it', () => {
    const site = template(1, [{ effect: 'include', target: 'entire-site' }]);
    const front = template(2, [{ effect: 'include', target: 'front-page' }]);
    const pages = template(3, [{ effect: 'include', target: 'all-pages' }]);
    const chosen = template(4, [{ effect: 'include', target: 'specific-pages', pageIds: [5] }]);
    for (const target of [home, about, archive, fabrics]) expect(chooseTemplate([site], target)?.id).toBe(1);
    expect(chooseTemplate([site, front, pages], home)?.id).toBe(2);
    expect(chooseTemplate([site, pages], about)?.id).toBe(3);
    expect(chooseTemplate([site, pages, chosen], about)?.id).toBe(4);
    expect(chooseTemplate([site, pages, chosen], fabrics)?.id).toBe(1);
    expect(chooseTemplate([front, pages, chosen], archive)).toBeNull();
  });

  it('keeps article rules to articles and page rules to pages', () => {
    const articles = template(1, [{ effect: 'include', target: 'all-posts' }]);
    expect(chooseTemplate([articles], about)).toBeNull();
    const allButHome = template(2, [
      { effect: 'include', target: 'entire-site' },
      { effect: 'exclude', target: 'front-page' },
    ]);
    expect(claim(allButHome, home)).toBeNull();
    expect(claim(allButHome, about)).toBe(0);
    expect(claim(allButHome, fabrics)).toBe(0);
  });
});

describe('which archive template shows an archive of articles', () => {
  const fabricsArchive = { kind: 'archive', categoryIds: [3, 1] } as const; // /articles/fabrics/
  const tagArchive = { kind: 'archive', categoryIds: [] } as const; // /tag/…/, an author's, a month's

  it('reaches every archive with all archives, and a category and its subcategories with its own', () => {
    const all = template(1, [{ effect: 'include', target: 'all-archives' }], '2026-11-20T00:00:00.000Z');
    const articles = template(2, [{ effect: 'include', target: 'category-archive', categoryIds: [1] }]);
    const testingOnly = template(3, [{ effect: 'include', target: 'category-archive', categoryIds: [4] }]);
    expect(chooseTemplate([all, articles, testingOnly], fabricsArchive)?.id).toBe(2);
    expect(chooseTemplate([all, articles, testingOnly], tagArchive)?.id).toBe(1);
    expect(chooseTemplate([testingOnly], fabricsArchive)).toBeNull();
  });

  it('keeps archive rules to archives, and article rules off them', () => {
    const archives = template(1, [{ effect: 'include', target: 'all-archives' }]);
    const inFabrics = template(2, [{ effect: 'include', target: 'in-category', categoryIds: [3] }]);
    expect(chooseTemplate([archives], fabrics)).toBeNull();
    expect(chooseTemplate([inFabrics], fabricsArchive)).toBeNull();
    const allButFabrics = template(3, [
      { effect: 'include', target: 'entire-site' },
      { effect: 'exclude', target: 'category-archive', categoryIds: [3] },
    ]);
    expect(claim(allButFabrics, fabricsArchive)).toBeNull();
    expect(claim(allButFabrics, tagArchive)).toBe(0);
    expect(claim(allButFabrics, fabrics)).toBe(0);
  });

  it('names them in the studio', () => {
    const names = { category: (id: number) => (id === 4 ? 'בדיקות מעבדה' : `#${id}`), post: String, page: String };
    expect(
      describeConditions(
        [
          { effect: 'include', target: 'all-archives' },
          { effect: 'exclude', target: 'category-archive', categoryIds: [4] },
        ],
        names,
      ),
    ).toBe('חלה על כל הארכיונים, חוץ מארכיוני הקטגוריות ״בדיקות מעבדה״.');
  });
});

describe('which template shows the 404 page', () => {
  const notFound = { kind: 'not-found' } as const;

  it('takes the 404 condition there alone, over the entire site', () => {
    const site = template(1, [{ effect: 'include', target: 'entire-site' }], '2026-11-20T00:00:00.000Z');
    const lost = template(2, [{ effect: 'include', target: 'not-found' }]);
    expect(chooseTemplate([site, lost], notFound)?.id).toBe(2);
    for (const target of [fabrics, { kind: 'page', id: 1, front: true } as const, { kind: 'other' } as const])
      expect(chooseTemplate([lost], target)).toBeNull();
    const allButLost = template(3, [
      { effect: 'include', target: 'entire-site' },
      { effect: 'exclude', target: 'not-found' },
    ]);
    expect(claim(allButLost, notFound)).toBeNull();
    expect(describeConditions(lost.rules, { category: String, post: String, page: String })).toBe(
      'חלה על עמוד 404 (כתובת שאינה קיימת).',
    );
  });
});

describe('which template shows the search results', () => {
  const search = { kind: 'search' } as const;

  it('takes the search condition there alone, over the entire site, and can be left out of it', () => {
    const site = template(1, [{ effect: 'include', target: 'entire-site' }], '2026-11-20T00:00:00.000Z');
    const results = template(2, [{ effect: 'include', target: 'search' }]);
    expect(chooseTemplate([site, results], search)?.id).toBe(2);
    for (const target of [fabrics, { kind: 'not-found' } as const, { kind: 'other' } as const])
      expect(chooseTemplate([results], target)).toBeNull();
    const allButSearch = template(3, [
      { effect: 'include', target: 'entire-site' },
      { effect: 'exclude', target: 'search' },
    ]);
    expect(claim(allButSearch, search)).toBeNull();
    expect(describeConditions(results.rules, { category: String, post: String, page: String })).toBe(
      'חלה על תוצאות החיפוש.',
    );
  });
});
