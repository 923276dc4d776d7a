import { describe, expect, it } from 'vitest';
import type { RenderContext } from '../../builder/context';
import { renderInEditor, renderWidget } from '../../builder/testing';
import type { SearchPage } from '../../data/search/search-site';

const found: SearchPage = {
  query: 'שחיקה',
  page: 2,
  total: 11,
  totalPages: 2,
  results: [
    {
      url: '/martindale/',
      kind: 'post',
      date: '2026-03-01T10:00:00.000Z',
      title: [
        { text: 'בדיקת ', mark: false },
        { text: 'שחיקה', mark: true },
      ],
      snippet: [{ text: 'מרטינדייל סופר סיבובים', mark: false }],
    },
  ],
};
const shown = (results: SearchPage, trimmed = false): RenderContext => ({ searchShown: { results, trimmed } });

describe('search-results widget', () => {
  it('lists the results with the words found marked, numbered from the page, with their count and pages', () => {
    const { html } = renderWidget('search-results', {}, shown(found));
    expect(html).toContain('נמצאו 11 תוצאות');
    expect(html).toMatch(/<ol class="search-results" start="11">/);
    expect(html).toContain('<a href="/martindale/">בדיקת <mark>שחיקה</mark></a>');
    expect(html).toContain('aria-label="ניווט בין עמודי התוצאות"');
    expect(renderWidget('search-results', { show_count: false }, shown(found)).html).not.toContain('נמצאו');
  });

  it('says what to do with no words or no results, and says so when the words were cut', () => {
    expect(renderWidget('search-results', {}, shown({ ...found, query: '', total: 0, results: [] })).html).toContain(
      'search-page__hint',
    );
    const none = renderWidget('search-results', {}, shown({ ...found, total: 0, totalPages: 0, results: [] }, true));
    expect(none.html).toContain('href="/articles/"');
    expect(none.html).toContain('search-page__note');
  });

  it('shows nothing outside a search, and a placeholder in the builder', () => {
    expect(renderWidget('search-results').html).toBe('');
    expect(renderInEditor('search-results')).toContain('תוצאות החיפוש');
  });

  it('fills the search field with the words searched', () => {
    expect(renderWidget('search-form', {}, shown(found)).html).toContain('value="שחיקה"');
  });
});
