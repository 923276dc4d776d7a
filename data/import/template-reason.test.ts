import { describe, expect, it } from 'vitest';
import { templateReason, themeKinds } from './template-reason';

describe('Elementor templates and what becomes of them', () => {
  it("takes the header, footer, single-article, page, archive, search-results and 404 kinds into arig's theme builder", () => {
    expect(themeKinds).toEqual({
      header: 'header',
      footer: 'footer',
      single: 'single-post',
      'single-post': 'single-post',
      'single-page': 'single-page',
      archive: 'archive',
      'search-results': 'search-results',
      'error-404': 'not-found',
    });
    expect(themeKinds['product-archive']).toBeUndefined();
  });

  it('says why any other kind is left out, in Hebrew', () => {
    expect(templateReason('product-archive')).toBe(
      'תבנית אלמנטור מסוג "\u2066product-archive\u2069" אינה מיובאת: לאריג אין תבניות מסוג זה (אפשר לבנות אותה מחדש בבונה)',
    );
    expect(templateReason('')).toContain('"לא ידוע"');
  });
});
