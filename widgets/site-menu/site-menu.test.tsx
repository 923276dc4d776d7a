import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../builder/testing';

const main = [
  { label: 'אודות', href: '/about/' },
  { label: 'שירותים', href: '/services/', children: [{ label: 'בדיקות מעבדה', href: '/services/lab/' }] },
];

describe('site-menu widget', () => {
  it("renders the site header's own disclosure menu: the phone toggle, the nav and a toggle per submenu", () => {
    const { html } = renderWidget('site-menu', {}, { menus: { main }, currentPath: '/about/' });
    expect(html).toContain('data-menu-toggle');
    expect(html).toContain('aria-controls="site-menu"');
    expect(html).toMatch(/<nav id="site-menu" class="site-nav" aria-label="ניווט ראשי" data-menu="true">/);
    expect(html).toContain('<a class="site-nav__link" href="/about/" aria-current="page">אודות</a>');
    expect(html).toContain('aria-label="תת-תפריט של שירותים"');
    expect(html).toContain('href="/services/lab/"');
  });

  it("shows an item's mega panel as the site header does: its links first, the panel's layout fetched later", () => {
    const withPanel = [{ label: 'שירותים', href: '/services/', panel: 7 }];
    const megaPanels = { 7: [{ label: 'ייעוץ בבחירת בדים', href: '/contact/' }] };
    const { html } = renderWidget('site-menu', {}, { menus: { main: withPanel }, megaPanels, currentPath: '/' });
    expect(html).toContain('data-mega-src="/wp-json/arig/v1/mega-panel/7"');
    expect(html).toContain('<a href="/contact/">ייעוץ בבחירת בדים</a>');
    expect(renderWidget('site-menu', {}, { menus: { main: withPanel }, currentPath: '/' }).html).not.toContain(
      'data-mega-src',
    );
  });

  it('renders an empty menu when the site has none, never failing the page', () => {
    expect(renderWidget('site-menu').html).toContain('<ul class="site-nav__list"></ul>');
  });
});
