import { describe, expect, it } from 'vitest';
import { mapConditions } from './popup-conditions';

const map = (conditions: string[]) => {
  const notes: string[] = [];
  return { plan: mapConditions({ ...conditions }, notes), notes };
};

const none = { pages: [], categories: [], exclude_pages: [], exclude_categories: [] };

describe('Elementor conditions → arig placement', () => {
  it('shows a popup with no conditions nowhere by itself, as Elementor does (links still open it)', () => {
    expect(map([])).toEqual({ plan: { show_on: 'chosen', ...none }, notes: [] });
  });

  it('include/singular/post: every article', () => {
    expect(map(['include/singular/post'])).toEqual({ plan: { show_on: 'articles', ...none }, notes: [] });
  });

  it('include/general with page and category exclusions: the whole site but those', () => {
    expect(
      map(['include/general', 'exclude/singular/page/12', 'exclude/singular/in_category/5', 'include/singular/page/9']),
    ).toEqual({
      plan: { show_on: 'all', pages: [], categories: [], exclude_pages: [12], exclude_categories: [5] },
      notes: [],
    });
  });

  it('chosen pages and the articles of chosen categories, each once', () => {
    const { plan, notes } = map([
      'include/singular/page/12',
      'include/singular/page/14',
      'include/singular/page/12',
      'include/singular/in_category/5',
    ]);
    expect(plan).toEqual({ show_on: 'chosen', ...none, pages: [12, 14], categories: [5] });
    expect(notes).toEqual([]);
  });

  it('every article beside chosen pages: every category stands for the articles', () => {
    const { plan, notes } = map(['include/singular/post', 'include/singular/page/12']);
    expect(plan).toEqual({ show_on: 'chosen', ...none, pages: [12], categories: 'all' });
    expect(notes).toEqual(['"כל הפוסטים" יובא כרשימת הקטגוריות הקיימות: קטגוריה חדשה יש להוסיף לחלון בסטודיו']);
  });

  it('every page: the pages there are', () => {
    const { plan, notes } = map(['include/singular/page']);
    expect(plan).toEqual({ show_on: 'chosen', ...none, pages: 'all' });
    expect(notes).toEqual(['"כל העמודים" יובא כרשימת העמודים הקיימים: עמוד חדש יש להוסיף לחלון בסטודיו']);
  });

  it('every post and page: the whole site, said', () => {
    const { plan, notes } = map(['include/singular']);
    expect(plan.show_on).toBe('all');
    expect(notes).toHaveLength(1);
  });

  it('posts in subcategories: the category itself counts too, said', () => {
    const { plan, notes } = map(['include/singular/in_category_children/5']);
    expect(plan).toEqual({ show_on: 'chosen', ...none, categories: [5] });
    expect(notes[0]).toContain('גם במאמרים שבקטגוריה עצמה');
  });

  it('names every condition arig has no counterpart for and shows the popup nowhere for it', () => {
    const { plan, notes } = map([
      'include/archive/category/5',
      'include/singular/post/44',
      'include/singular/front_page',
      'exclude/singular/post',
      'include/product',
    ]);
    expect(plan).toEqual({ show_on: 'chosen', ...none });
    expect(notes).toEqual([
      'תנאי ההצגה "include/archive/category/5" אינו קיים באריג ולא יובא (באריג חלון מופיע בעמודי קטגוריה וארכיון רק כשהוא מוצג בכל הדפים): יש לבחור בסטודיו היכן להציג את החלון',
      'תנאי ההצגה "include/singular/post/44" אינו קיים באריג ולא יובא: יש לבחור בסטודיו היכן להציג את החלון',
      'תנאי ההצגה "include/singular/front_page" אינו קיים באריג ולא יובא: יש לבחור בסטודיו היכן להציג את החלון',
      'ההחרגה "exclude/singular/post" אינה קיימת באריג ולא יובאה: יש לבדוק בסטודיו היכן החלון מוצג',
      'תנאי ההצגה "include/product" אינו קיים באריג ולא יובא: יש לבחור בסטודיו היכן להציג את החלון',
    ]);
  });
});
