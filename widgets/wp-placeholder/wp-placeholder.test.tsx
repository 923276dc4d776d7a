import { describe, expect, it } from 'vitest';
import { errorPaths, renderInEditor, renderWidget } from '../../builder/testing';

const settings = JSON.stringify({ testimonial_content: 'שירות מצוין', testimonial_name: 'דנה' });

describe('wp-placeholder', () => {
  it('renders nothing on the site, whatever it holds', () => {
    const { html, islands } = renderWidget('wp-placeholder', { widget_type: 'testimonial', settings, anchor_id: 'a' });
    expect(html).toBe('');
    expect(islands).toEqual([]);
  });

  it('shows the builder which Elementor widget was not imported, and that its settings are kept', () => {
    const html = renderInEditor('wp-placeholder', { widget_type: 'testimonial', settings });
    expect(html).toMatch(/^<div class="w w-wp-placeholder">/);
    expect(html).toContain('רכיב מאלמנטור שלא יובא: <bdi>testimonial</bdi>');
    expect(html).toContain('ההגדרות המקוריות נשמרו בהגדרות הרכיב');
    expect(html).not.toContain('שירות מצוין');
    expect(html).not.toContain('קוצרו');
  });

  it('says when the settings were cut, and names an unknown type', () => {
    const html = renderInEditor('wp-placeholder', { truncated: true });
    expect(html).toContain('<bdi>סוג לא ידוע</bdi>');
    expect(html).toContain('ההגדרות המקוריות היו ארוכות מדי');
  });

  it('escapes what it shows, and refuses oversize settings and bidi controls', () => {
    expect(renderInEditor('wp-placeholder', { widget_type: '<img src=x onerror=alert(1)>' })).toContain(
      '&lt;img src=x onerror=alert(1)&gt;',
    );
    expect(errorPaths('wp-placeholder', { settings: 'x'.repeat(20_001) })).toEqual(['content.0.props.settings']);
    expect(errorPaths('wp-placeholder', { widget_type: 'a\u202eb' })).toEqual(['content.0.props.widget_type']);
  });
});
