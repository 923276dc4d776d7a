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

  it("puts the menu's typography on the top level's links and the submenus' own on theirs; none when global", () => {
    const { html } = renderWidget(
      'nav-menu',
      { typo_menu_weight: '400', typo_menu_size_desktop: 18, typo_submenu_transform: 'uppercase' },
      { menus },
    );
    expect(html.match(/<a [^>]*>/g)).toEqual([
      '<a class="w--ts-d w--ts-t w--ts-m w--tw" style="--w-fs-d:1.125rem;--w-fw:400" href="/">',
      '<a class="w--ts-d w--ts-t w--ts-m w--tw" style="--w-fs-d:1.125rem;--w-fw:400" href="/services/">',
      '<a class="w--tt" style="--w-tt:uppercase" href="/services/consulting/">',
      '<a class="w--ts-d w--ts-t w--ts-m w--tw" style="--w-fs-d:1.125rem;--w-fw:400" href="#">',
    ]);
    expect(renderWidget('nav-menu', {}, { menus }).html).toContain('<li><a href="/">ראשי</a></li>');
  });

  it('rejects malformed location names', () => {
    expect(errorPaths('nav-menu', { menu_location: 'Main Menu' })).toEqual(['content.0.props.menu_location']);
  });
});
