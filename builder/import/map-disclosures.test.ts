import { describe, expect, it } from 'vitest';
import { map } from './testing';

describe('disclosures', () => {
  it('accordion and toggle: items, title tag, icon and its side', () => {
    const tabs = [
      { tab_title: 'שאלה', tab_content: '<p>תשובה</p>' },
      { tab_title: '', tab_content: '' },
    ];
    const accordion = map('accordion', {
      tabs,
      title_html_tag: 'h1',
      selected_icon: { value: 'fas fa-chevron-down' },
      icon_align: 'right',
    });
    expect(accordion.props).toMatchObject({
      title_tag: 'div',
      icon: 'chevron',
      icon_position: 'start',
      first_open: true,
    });
    expect(accordion.props.items).toEqual([
      { title: 'שאלה', content: '<p>תשובה</p>' },
      { title: 'פריט 2', content: '' },
    ]);
    const toggle = map('toggle', { tabs, title_html_tag: 'h4', faq_schema: 'yes' });
    expect(toggle.props).toMatchObject({ title_tag: 'h4', icon: 'chevron' });
    expect((toggle.props.items as { open: boolean }[]).map((i) => i.open)).toEqual([false, false]);
    expect(toggle.issues).toContain('faq_schema');
  });

  it('tabs: vertical, aligned; none at all stays a placeholder', () => {
    expect(
      map('tabs', { tabs: [{ tab_title: 'א', tab_content: 'ב' }], type: 'vertical', tabs_align_horizontal: 'stretch' })
        .props,
    ).toMatchObject({
      orientation: 'vertical',
      align: 'justify',
      items: [{ title: 'א', content: 'ב' }],
    });
    expect(map('tabs', { tabs: [] }).node.type).toBe('wp-placeholder');
  });
});
