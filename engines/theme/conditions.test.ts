import { describe, expect, it } from 'vitest';
import { chooseTemplate, claim, describeConditions, type TemplateCandidate } from './conditions';

const template = (id: number, rules: TemplateCandidate['rules'], updatedAt = '2026-11-01T00:00:00.000Z') => ({
  id,
  title: `תבנית ${id}`,
  updatedAt,
  rules,
});

const fabrics = { id: 10, categoryIds: [3, 1] }; // in "fabrics" (3) under "articles" (1)
const testing = { id: 11, categoryIds: [4, 1] };

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
  const names = { category: (id: number) => ['', 'מאמרים', '', 'בדים'][id] ?? `#${id}`, post: () => 'GSM' };

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
  });
});
