import { describe, expect, it } from 'vitest';
import { map } from './testing';

describe('navigation', () => {
  it('nav menu: the main menu, reported', () => {
    const { props, issues } = map('nav-menu', { menu: 'primary', layout: 'vertical', align_items: 'center' });
    expect(props).toMatchObject({ menu_location: 'main', layout: 'vertical', align: 'center' });
    expect(issues).toContain('„primary”');
  });

  it('table of contents: levels from the chosen tags, markers, collapsing', () => {
    expect(
      map('table-of-contents', {
        title: 'בעמוד',
        headings_by_tags: ['h1', 'h3', 'h2'],
        marker_view: 'bullets',
        minimize_box: '',
      }).props,
    ).toMatchObject({
      title: 'בעמוד',
      min_level: '2',
      max_level: '3',
      list_style: 'bullets',
      collapsible: false,
    });
  });

  it('search form and share buttons', () => {
    expect(map('search-form', { placeholder: 'חיפוש באתר', button_type: 'icon' }).props).toMatchObject({
      placeholder: 'חיפוש באתר',
      button_icon_only: true,
      show_label: false,
    });
    expect(
      map('share-buttons', {
        share_buttons: [{ button: 'facebook' }, { button: 'x-twitter' }, { button: 'myspace' }],
        view: 'icon',
        shape: 'circle',
        skin: 'minimal',
      }).props,
    ).toMatchObject({
      items: [{ network: 'facebook' }, { network: 'twitter' }],
      view: 'icon',
      shape: 'circle',
      skin: 'outline',
      native_share: false,
    });
  });

  it("maps the table of contents' header and list typography, and the search field's", () => {
    const toc = map('table-of-contents', {
      header_typography_typography: 'custom',
      header_typography_font_weight: '400',
      list_typography_typography: 'custom',
      list_typography_letter_spacing: { unit: 'px', size: 0.5, sizes: [] },
    });
    expect(toc.props).toMatchObject({ typo_title_weight: '400', typo_list_letter_spacing: 0.5 });
    const search = map('search-form', {
      input_typography_typography: 'custom',
      input_typography_word_spacing: { unit: 'px', size: 2, sizes: [] },
    });
    expect(search.props).toMatchObject({ typo_word_spacing: 2 });
  });

  it("maps the share buttons' typography (Elementor's, on the buttons' titles)", () => {
    const { props, issues } = map('share-buttons', {
      share_buttons: [{ button: 'facebook' }],
      typography_typography: 'custom',
      typography_word_spacing: { unit: 'px', size: 2, sizes: [] },
      typography_font_weight: '700',
    });
    expect(props).toMatchObject({ typo_word_spacing: 2, typo_weight: '700' });
    expect(issues).not.toContain('typography');
  });
});
