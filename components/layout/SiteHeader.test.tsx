import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readLayout } from '../../builder/layout';
import { SiteHeader } from './SiteHeader';

const items = [
  { label: 'ראשי', href: '/' },
  {
    label: 'מאמרים',
    href: '/articles/',
    children: [
      { label: 'בדים', href: '/articles/fabrics/' },
      { label: 'חוטים', href: '/articles/yarns/' },
    ],
  },
];

const render = (currentPath: string) =>
  renderToStaticMarkup(<SiteHeader siteName="אריג" items={items} currentPath={currentPath} />);

describe('SiteHeader markup', () => {
  it('puts the skip link first, pointing at #main', () => {
    const html = render('/');
    expect(html.indexOf('<a class="skip-link" href="#main"')).toBe(0);
    expect(html).toContain('דילוג לתוכן הראשי');
  });

  it('labels the navigation landmark in Hebrew and wires each submenu toggle to its list', () => {
    const html = render('/');
    expect(html).toContain('<nav id="site-menu" class="site-nav" aria-label="ניווט ראשי"');
    const controls = html.match(/aria-controls="(submenu-\d+)"/)?.[1];
    expect(controls).toBeDefined();
    expect(html).toContain(`<ul id="${controls}"`);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('aria-label="תת-תפריט של מאמרים"');
  });

  it('marks the current page, and its section when the page is in a submenu', () => {
    const html = render('/articles/fabrics/');
    expect(html).toContain('<a href="/articles/fabrics/" aria-current="page">בדים</a>');
    expect(html).toMatch(/<a class="site-nav__link" href="\/articles\/" aria-current="true">/);
  });

  it('keeps parent pages reachable as links', () => {
    expect(render('/')).toContain('href="/articles/"');
  });
});

describe('SiteHeader mega panels', () => {
  const panelLayout = {
    version: 1,
    root: { props: {} },
    content: [{ type: 'button', props: { id: 'b', text: 'לשיחת היכרות', link: '/contact/' } }],
  };
  const withPanel = [{ label: 'שירותים', href: '/services/', panel: 4 }, ...items];
  const renderWith = (panels: Parameters<typeof SiteHeader>[0]['panels']) =>
    renderToStaticMarkup(<SiteHeader siteName="אריג" items={withPanel} currentPath="/" panels={panels} />);

  it("opens the panel's layout under its item, behind the same toggle as a submenu", () => {
    const result = readLayout(panelLayout);
    if (!result.ok) throw new Error('invalid panel layout');
    const html = renderWith({ 4: { layout: result.layout, context: {} } });
    expect(html).toContain('<li class="site-nav__item has-sub has-mega" data-menu-item="true">');
    expect(html).toMatch(
      /aria-controls="submenu-0" aria-label="תת-תפריט של שירותים" data-submenu-toggle="true">.*<div id="submenu-0" class="site-nav__sub site-nav__mega" data-submenu="true" data-mega="true">/,
    );
    expect(html).toMatch(/data-mega="true">.*href="\/contact\/".*לשיחת היכרות/);
  });

  it('shows a plain link when the panel is not available (a draft, deleted)', () => {
    const html = renderWith({});
    expect(html).toContain(
      '<li class="site-nav__item" data-menu-item="true"><a class="site-nav__link" href="/services/">',
    );
    expect(html).not.toContain('data-mega');
  });
});
