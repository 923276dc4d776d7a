import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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
