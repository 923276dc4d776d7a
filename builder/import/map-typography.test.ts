import { describe, expect, it } from 'vitest';
import { map } from './testing';

const px = (size: number) => ({ unit: 'px', size, sizes: [] });
const tabs = [{ tab_title: 'שאלה', tab_content: '<p>תשובה</p>' }];

describe("the typography of widgets with a named part (Elementor's group prefixes)", () => {
  it("counter: the number's group (typography_number_*) and the title's (typography_title_*) apart", () => {
    const mapped = map('counter', {
      ending_number: 250,
      title: 'לקוחות',
      typography_number_typography: 'custom',
      typography_number_font_size: px(56),
      typography_number_font_weight: '400',
      typography_title_typography: 'custom',
      typography_title_font_size: px(18),
      typography_title_word_spacing: px(2),
    });
    expect(mapped.props).toMatchObject({
      typo_number_size_desktop: 56,
      typo_number_weight: '400',
      typo_title_size_desktop: 18,
      typo_title_word_spacing: 2,
    });
    // Each key lands in its own group only; a counter has no widget-wide group.
    expect(mapped.props).toMatchObject({ typo_number_word_spacing: 0, typo_title_weight: '' });
    expect(mapped.props).not.toHaveProperty('typo_size_desktop');
    expect(mapped.issues).not.toContain('typography');
  });

  it('icon list (icon_typography_*), tabs (tab_typography_*), accordion and toggle (title_typography_*)', () => {
    const list = map('icon-list', {
      icon_list: [{ text: 'פריט', selected_icon: { value: 'fas fa-check' } }],
      icon_typography_typography: 'custom',
      icon_typography_font_size_mobile: px(15),
      icon_typography_line_height: { unit: 'em', size: 1.8, sizes: [] },
    });
    expect(list.props).toMatchObject({ typo_size_mobile: 15, typo_line_height: 1.8 });
    const custom = (prefix: string) => ({
      tabs,
      [`${prefix}_typography`]: 'custom',
      [`${prefix}_font_weight`]: 'bold',
      [`${prefix}_text_transform`]: 'uppercase',
    });
    for (const [type, prefix] of [
      ['tabs', 'tab_typography'],
      ['accordion', 'title_typography'],
      ['toggle', 'title_typography'],
    ] as const) {
      const mapped = map(type, custom(prefix));
      expect(mapped.props, type).toMatchObject({ typo_title_weight: '700', typo_title_transform: 'uppercase' });
      expect(mapped.issues, type).not.toContain(prefix);
    }
  });

  it("nav menu: the main menu's group (menu_typography_*) and the dropdown's (dropdown_typography_*) apart", () => {
    const mapped = map('nav-menu', {
      menu_typography_typography: 'custom',
      menu_typography_font_size: px(18),
      menu_typography_font_weight: '400',
      dropdown_typography_typography: 'custom',
      dropdown_typography_text_transform: 'uppercase',
    });
    expect(mapped.props).toMatchObject({
      typo_menu_size_desktop: 18,
      typo_menu_weight: '400',
      typo_submenu_transform: 'uppercase',
      typo_submenu_weight: '',
    });
    expect(mapped.issues).not.toContain('menu_typography');
    expect(mapped.issues).not.toContain('dropdown_typography');
  });

  it("tabs, accordion and toggle: the contents' group (content_typography_*) apart from the titles'", () => {
    for (const type of ['tabs', 'accordion', 'toggle'] as const) {
      const mapped = map(type, {
        tabs,
        content_typography_typography: 'custom',
        content_typography_font_size: px(19),
        content_typography_line_height: { unit: 'em', size: 1.9, sizes: [] },
      });
      expect(mapped.props, type).toMatchObject({
        typo_content_size_desktop: 19,
        typo_content_line_height: 1.9,
        typo_title_size_desktop: 0,
      });
      expect(mapped.issues, type).not.toContain('content_typography');
    }
  });

  it("the kit's primary typography on a counter's number is the headings' family; what is not simple is reported by its key", () => {
    const mapped = map('counter', {
      __globals__: { typography_number_typography: 'globals/typography?id=primary' },
      typography_title_typography: 'custom',
      typography_title_font_family: 'Heebo',
      typography_title_word_spacing: { unit: 'em', size: 0.5, sizes: [] },
      typography_title_letter_spacing: px(-3),
    });
    expect(mapped.props).toMatchObject({
      typo_number_font: 'heading',
      typo_title_font: '',
      typo_title_word_spacing: 0,
      typo_title_letter_spacing: 0,
    });
    for (const key of [
      'typography_title_font_family',
      'typography_title_word_spacing',
      'typography_title_letter_spacing',
    ])
      expect(mapped.issues).toContain(key);
    expect(mapped.issues).not.toContain('globals/typography?id=primary');
  });

  it("progress bar (its title's group is plainly typography_*) and alert (alert_title_*, alert_description_*)", () => {
    const progress = map('progress', {
      title: 'עיצוב',
      percent: { unit: '%', size: 80 },
      inner_text: 'מצוין',
      typography_typography: 'custom',
      typography_font_weight: '700',
      bar_inner_typography_typography: 'custom',
      bar_inner_typography_font_weight: '400',
    });
    expect(progress.props).toMatchObject({ typo_title_weight: '700', typo_inner_weight: '400' });
    const alert = map('alert', {
      alert_title: 'שימו לב',
      alert_description: 'פרטים',
      alert_title_typography: 'custom',
      alert_title_font_size: px(20),
      alert_description_typography: 'custom',
      alert_description_word_spacing: px(1.5),
    });
    expect(alert.props).toMatchObject({
      title: 'שימו לב',
      description: 'פרטים',
      typo_title_size_desktop: 20,
      typo_description_word_spacing: 1.5,
      typo_title_word_spacing: 0,
    });
    expect(alert.issues).not.toContain('alert_');
  });

  it("posts and archive posts: the skin's title, meta and excerpt groups (cards_title_typography_*, …)", () => {
    const posts = map('posts', {
      _skin: 'cards',
      cards_title_typography_typography: 'custom',
      cards_title_typography_font_size: px(22),
      cards_meta_typography_typography: 'custom',
      cards_meta_typography_font_weight: '700',
      cards_excerpt_typography_typography: 'custom',
      cards_excerpt_typography_line_height: { unit: 'em', size: 1.7 },
    });
    expect(posts.props).toMatchObject({
      layout: 'cards',
      typo_title_size_desktop: 22,
      typo_meta_weight: '700',
      typo_excerpt_line_height: 1.7,
    });
    expect(posts.issues).not.toContain('cards_');
    const archive = map('archive-posts', {
      archive_classic_title_typography_typography: 'custom',
      archive_classic_title_typography_font_weight: '400',
    });
    expect(archive.props).toMatchObject({ source: 'archive', typo_title_weight: '400' });
  });

  it('accordion titles beyond the word-spacing bound (20 px) stay global and are reported', () => {
    const mapped = map('accordion', {
      tabs,
      title_typography_typography: 'custom',
      title_typography_word_spacing: px(24),
    });
    expect(mapped.props.typo_title_word_spacing).toBe(0);
    expect(mapped.issues).toContain('title_typography_word_spacing');
  });
});
