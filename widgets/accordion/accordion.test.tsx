import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';

const items = [
  { title: 'מה כולל הייעוץ?', content: '<p>בדיקת בדים</p>' },
  { title: 'כמה זה עולה?', content: '<p>לפי היקף</p><script>alert(1)</script>' },
];

describe('accordion', () => {
  it('renders an exclusive group of native disclosures, the first open, with no island', () => {
    const { html, islands } = renderWidget('accordion', { items, title_tag: 'h3' });
    expect(islands).toEqual([]);
    const details = html.match(/<details[^>]*>/g)!;
    expect(details).toEqual([
      '<details class="w-disclosure" name="w-w1" open="">',
      '<details class="w-disclosure" name="w-w1">',
    ]);
    expect(html).toContain(
      '<summary class="w-disclosure__summary"><h3 class="w-disclosure__title">מה כולל הייעוץ?</h3>',
    );
    expect(html).toContain('<div class="w-disclosure__panel"><p>לפי היקף</p></div>');
    expect(html).not.toContain('script');
  });

  it('can start closed and put the icon at the start', () => {
    const { html } = renderWidget('accordion', { items, first_open: false, icon_position: 'start' });
    expect(html).not.toContain('open=""');
    expect(html).toMatch(/^<div class="w w-accordion w-disclosures--icon-start">/);
  });

  it('rejects bad title tags and empty titles', () => {
    expect(errorPaths('accordion', { title_tag: 'h1><script' })).toEqual(['content.0.props.title_tag']);
    expect(errorPaths('accordion', { items: [{ title: '', content: '' }] })).toEqual(['content.0.props.items.0.title']);
  });
});
