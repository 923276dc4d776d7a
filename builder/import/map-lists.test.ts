import { describe, expect, it } from 'vitest';
import { map } from './testing';

describe('lists', () => {
  it('icon list: items with icons and links, empty ones skipped, unknown icons as a dot', () => {
    const { props, issues } = map('icon-list', {
      view: 'inline',
      icon_align: 'center',
      divider: 'yes',
      icon_list: [
        { text: 'אחד', selected_icon: { value: 'fas fa-check' }, link: { url: '/a/' } },
        { text: '' },
        { text: 'שניים', selected_icon: { value: 'fas fa-rocket' } },
        { text: 'שלושה' },
      ],
    });
    expect(props).toMatchObject({ layout: 'inline', align: 'center', divider: true });
    expect(props.items).toEqual([
      { text: 'אחד', icon: 'check', link: '/a/' },
      { text: 'שניים', icon: 'dot', link: '' },
      { text: 'שלושה', icon: 'none', link: '' },
    ]);
    expect(issues).toContain('fa-rocket');
  });

  it('icon list: at most 50 items, reported', () => {
    const { props, issues } = map('icon-list', {
      icon_list: Array.from({ length: 60 }, (_, i) => ({ text: `פריט ${i}` })),
    });
    expect(props.items).toHaveLength(50);
    expect(issues).toContain('50 הפריטים הראשונים מתוך 60');
  });

  it('social icons: a row of links named in Hebrew', () => {
    const { props } = map('social-icons', {
      align: 'center',
      social_icon_list: [
        { social_icon: { value: 'fab fa-facebook-f' }, link: { url: 'https://facebook.com/x', is_external: 'on' } },
        { social_icon: { value: 'fab fa-whatsapp' }, link: { url: 'https://wa.me/972501234567' } },
        { social_icon: { value: 'fab fa-github' }, link: { url: 'https://github.com/x' } },
        { social_icon: { value: 'fab fa-x-twitter' }, link: { url: '' } },
      ],
    });
    expect(props).toMatchObject({ layout: 'inline', align: 'center' });
    expect(props.items).toEqual([
      { text: 'פייסבוק', icon: 'none', link: 'https://facebook.com/x' },
      { text: 'וואטסאפ', icon: 'whatsapp', link: 'https://wa.me/972501234567' },
      { text: 'github', icon: 'none', link: 'https://github.com/x' },
    ]);
  });
});
