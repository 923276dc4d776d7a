import { describe, expect, it } from 'vitest';
import { map } from './testing';

describe("Elementor's single-post theme widgets", () => {
  it('post title: its tag and alignment, an odd tag reported', () => {
    expect(map('theme-post-title', { header_size: 'h1', align: 'center' }).props).toMatchObject({
      tag: 'h1',
      align: 'center',
    });
    const h3 = map('theme-post-title', { header_size: 'h3' });
    expect(h3.props).toMatchObject({ tag: 'h2', align: 'start' });
    expect(h3.issues).toContain('H2');
  });

  it('post info: its author, date and terms as the four switches, the rest reported', () => {
    const { props, issues } = map('post-info', {
      icon_list: [{ type: 'author' }, { type: 'date' }, { type: 'comments' }, { type: 'terms', taxonomy: 'post_tag' }],
    });
    expect(props).toMatchObject({ show_date: true, show_author: true, show_categories: false, show_tags: true });
    expect(issues).toContain('comments');
  });

  it('featured image, content and post navigation', () => {
    expect(map('theme-post-featured-image', {}).node.type).toBe('post-image');
    expect(map('theme-post-content', {}).node.type).toBe('post-content');
    expect(map('post-navigation', { show_label: 'yes' }).node.type).toBe('post-navigation');
  });

  it("author box: the article's author with its switches; a hand-filled box and a website link reported", () => {
    const plain = map('author-box', {});
    expect(plain.node).toMatchObject({
      type: 'author-box',
      props: { show_avatar: true, show_bio: true, show_link: false },
    });
    expect(plain.issues).toBe('');
    const custom = map('author-box', {
      source: 'custom',
      author_name: 'דנה',
      show_avatar: '',
      show_link: 'yes',
      link_to: 'website',
    });
    expect(custom.props).toMatchObject({ show_avatar: false, show_bio: true, show_link: true });
    expect(custom.issues).toContain('פרטים קבועים');
    expect(custom.issues).toContain('לאתר הכותב/ת');
  });

  it("maps the article's and the archive's title typography (Elementor's heading group)", () => {
    const post = map('theme-post-title', {
      typography_typography: 'custom',
      typography_font_size: { unit: 'px', size: 40, sizes: [] },
    });
    expect(post.props).toMatchObject({ typo_size_desktop: 40 });
    const archive = map('theme-archive-title', { typography_typography: 'custom', typography_font_weight: '400' });
    expect(archive.props).toMatchObject({ typo_title_weight: '400' });
  });

  it("maps Site Title's typography (Elementor's heading group) onto the name beside the mark", () => {
    const title = map('theme-site-title', { typography_typography: 'custom', typography_font_weight: '400' });
    expect(title.props).toMatchObject({ show_name: true, typo_name_weight: '400' });
    expect(title.issues).not.toContain('typography');
  });

  it("maps post info's text typography and the breadcrumbs' (Elementor's text_typography and typography)", () => {
    const info = map('post-info', {
      icon_list: [{ type: 'date' }],
      text_typography_typography: 'custom',
      text_typography_line_height: { unit: 'em', size: 1.8, sizes: [] },
    });
    expect(info.props).toMatchObject({ typo_line_height: 1.8 });
    expect(info.issues).not.toContain('text_typography');
    const crumbs = map('breadcrumbs', {
      typography_typography: 'custom',
      typography_font_size: { unit: 'px', size: 14, sizes: [] },
    });
    expect(crumbs.props).toMatchObject({ typo_size_desktop: 14 });
  });

  it("maps the author box's name, biography and button typography onto its name, bio and link", () => {
    const { props, issues } = map('author-box', {
      show_link: 'yes',
      name_typography_typography: 'custom',
      name_typography_font_size_mobile: { unit: 'px', size: 20, sizes: [] },
      bio_typography_typography: 'custom',
      bio_typography_line_height: { unit: 'em', size: 1.8, sizes: [] },
      button_typography_typography: 'custom',
      button_typography_letter_spacing: { unit: 'px', size: 0.5, sizes: [] },
    });
    expect(props).toMatchObject({
      typo_name_size_mobile: 20,
      typo_bio_line_height: 1.8,
      typo_link_letter_spacing: 0.5,
    });
    expect(issues).toBe('');
    // The kit's primary typography is the headings' family: the name's own (global), not the bio's.
    const primary = 'globals/typography?id=primary';
    const kit = map('author-box', {
      __globals__: { name_typography_typography: primary, bio_typography_typography: primary },
    });
    expect(kit.props).toMatchObject({ typo_name_font: '', typo_bio_font: 'heading' });
  });
});
