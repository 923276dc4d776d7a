import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';

const items = [
  { title: 'בדים', content: '<p>על בדים</p>' },
  { title: 'חוטים', content: '<p>על חוטים</p>' },
  { title: 'צביעה', content: '<p>על צביעה</p>' },
];

describe('tabs', () => {
  it('renders WAI-ARIA tabs with roving tabindex and the chosen tab selected', () => {
    const { html, islands } = renderWidget('tabs', { items, default_tab: 2 });
    expect(islands).toEqual(['tabs']);
    expect(html).toMatch(
      /^<div class="w w-tabs w-tabs--horizontal" data-island="tabs"><div role="tablist" class="w-tabs__list w-align-start">/,
    );
    expect(html).toContain(
      '<button type="button" role="tab" class="w-tabs__tab" id="w-w1-tab-2" aria-selected="true" aria-controls="w-w1-panel-2" tabindex="0">חוטים</button>',
    );
    expect(html.match(/aria-selected="false"/g)).toHaveLength(2);
    expect(html.match(/tabindex="-1"/g)).toHaveLength(2);
    expect(html).toContain(
      '<div role="tabpanel" class="w-tabs__panel" id="w-w1-panel-2" aria-labelledby="w-w1-tab-2" tabindex="0">',
    );
    expect(html).toContain('<div role="tabpanel" class="w-tabs__panel is-inactive" id="w-w1-panel-1"');
  });

  it('keeps every panel in the HTML (hidden by CSS only when JavaScript runs) with a no-JS title', () => {
    const { html } = renderWidget('tabs', { items });
    expect(html).not.toContain(' hidden');
    expect(html).toContain('<p class="w-tabs__nojs-title" aria-hidden="true">צביעה</p><div><p>על צביעה</p></div>');
  });

  it('marks vertical tab lists', () => {
    expect(renderWidget('tabs', { items, orientation: 'vertical' }).html).toContain('aria-orientation="vertical"');
  });

  it('rejects a default tab past the end, no tabs, and too many', () => {
    expect(errorPaths('tabs', { items, default_tab: 4 })).toEqual(['content.0.props.default_tab']);
    expect(errorPaths('tabs', { items: [] })).toEqual(['content.0.props.items']);
    expect(errorPaths('tabs', { items: Array.from({ length: 21 }, () => items[0]) })).toEqual([
      'content.0.props.items',
    ]);
  });
});
