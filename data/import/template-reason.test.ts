import { describe, expect, it } from 'vitest';
import { templateReason } from './template-reason';

describe('why an Elementor template is left out', () => {
  it("points a single-article template to the studio's theme templates, and says when arig has no such kind", () => {
    expect(templateReason('single-post')).toContain('״תבניות עיצוב״');
    expect(templateReason('single')).toContain('תבנית מאמר של אלמנטור');
    expect(templateReason('header')).toBe(
      'תבנית אלמנטור מסוג "\u2066header\u2069" אינה מיובאת: לאריג אין תבניות מסוג זה (אפשר לבנות אותה מחדש בבונה)',
    );
    expect(templateReason('')).toContain('"לא ידוע"');
  });
});
