import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';

const menus = {
  main: [
    { label: 'ראשי', href: '/' },
    { label: 'שירותים', href: '/services/', children: [{ label: 'ייעוץ', href: '/services/consulting/' }] },
    { label: 'רע', href: 'javascript:alert(1)' },
  ],
};

describe('nav menu', () => {
  it('renders a labelled nav of nested lists from the context menu, marking the current page', () => {
    const { html, islands } = renderWidget(
      'nav-menu',
      { menu_location: 'main', label: 'תפריט שירותים' },
      { menus, currentPath: '/services/consulting/' },
    );
    expect(islands).toEqual([]);
    expect(html).toMatch(
      /^<nav class="w w-nav-menu w-nav-menu--horizontal w-align-start" aria-label="תפריט שירותים"><ul class="w-nav-menu__list">/,
    );
    expect(html).toContain(
      '<li><a href="/services/">שירותים</a><ul class="w-nav-menu__sub"><li><a href="/services/consulting/" aria-current="page">ייעוץ</a></li></ul></li>',
    );
    expect(html).toContain('<a href="#">רע</a>');
  });

  it('can hide submenus, and renders nothing for an unknown location', () => {
    expect(renderWidget('nav-menu', { show_submenus: false }, { menus }).html).not.toContain('w-nav-menu__sub');
    expect(renderWidget('nav-menu', { menu_location: 'footer' }, { menus }).html).toBe('');
  });

  it('rejects malformed location names', () => {
    expect(errorPaths('nav-menu', { menu_location: 'Main Menu' })).toEqual(['content.0.props.menu_location']);
  });
});
