import { describe, expect, it } from 'vitest';
import { elementorToLayout } from './elementor-to-layout';
import { map, testResolver, widgetPage } from './testing';

describe('what arig does not have: placeholders that keep everything', () => {
  it('a price table, and a form the importer made no document of: the original settings, as JSON that parses back', () => {
    const settings = { heading: 'מסלול\u202e בסיסי', price: '99', nested: { a: [1, 2] } };
    const { node, report } = map('price-table', settings);
    expect(node.props).toMatchObject({ widget_type: 'price-table', truncated: false });
    expect(JSON.parse(String(node.props.settings))).toEqual(settings);
    expect(report.placeholders).toEqual({ 'price-table': 1 });
    expect(map('form', { form_fields: [] }).node.type).toBe('wp-placeholder');
  });

  it('settings over 20,000 characters are cut and marked', () => {
    const { node, issues } = map('html', { html: 'x'.repeat(30_000) });
    expect(String(node.props.settings)).toHaveLength(20_000);
    expect(node.props.truncated).toBe(true);
    expect(issues).toContain('בקיצור');
  });

  it('Elementor settings stored as an empty list', () => {
    const { node } = map('shortcode', []);
    expect(node.props.settings).toBe('[]');
  });

  it('an unknown element type keeps its settings, and its children follow it', () => {
    const page = [
      { id: 'e1', elType: 'e-div-block', settings: { a: 1 }, elements: widgetPage('heading', { title: 'בפנים' }) },
    ];
    const { layout, report } = elementorToLayout(page, 'עמוד', testResolver());
    expect(layout.content.map((n) => n.type)).toEqual(['wp-placeholder', 'section']);
    expect(layout.content[0]!.props.widget_type).toBe('e-div-block');
    expect(report.issues.join('\n')).toContain('התוכן שבתוך הרכיב יובא אחריו');
  });
});
