import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';

describe('alert', () => {
  it('renders a notice whose kind is said in words, with a hidden Hebrew-named dismiss button', () => {
    const { html, islands } = renderWidget('alert', {
      kind: 'warning',
      title: 'שימו לב',
      description: 'פסקה א\n\nפסקה ב',
    });
    expect(islands).toEqual(['alert']);
    expect(html).toMatch(/^<div class="w w-alert w-alert--warning w-alert--dismissible" data-island="alert">/);
    expect(html).not.toContain('role="alert"');
    expect(html).toContain('<span class="visually-hidden">אזהרה: </span><strong>שימו לב</strong>');
    expect(html).toContain('<p class="w-alert__description">פסקה א</p><p class="w-alert__description">פסקה ב</p>');
    expect(html).toMatch(
      /<button type="button" class="w-alert__dismiss" data-alert-dismiss="" aria-label="סגירת ההודעה" hidden="">/,
    );
  });

  it('ships no island when not dismissible', () => {
    const { html, islands } = renderWidget('alert', { dismissible: false, show_icon: false });
    expect(islands).toEqual([]);
    expect(html).not.toContain('<button');
    expect(html).not.toContain('data-island');
  });

  it('rejects unknown kinds and an empty alert', () => {
    expect(errorPaths('alert', { kind: 'error' })).toEqual(['content.0.props.kind']);
    expect(errorPaths('alert', { title: '', description: '' })).toEqual(['content.0.props.title']);
  });
});
