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

  it("names the site beside its woven mark, or shows the owner's logo in their place", () => {
    const html = render('/about/');
    expect(html).toMatch(
      /<a class="site-header__brand" href="\/"><svg class="brand-mark" aria-hidden="true"[^]*<\/svg>אריג<\/a>/,
    );
    const withLogo = renderToStaticMarkup(
      <SiteHeader
        siteName="אריג"
        logo={{ src: '/media/logo.png', alt: 'אריג – הנדסת טקסטיל', width: 160, height: 40 }}
        items={items}
        currentPath="/"
      />,
    );
    expect(withLogo).toContain('<img src="/media/logo.png" alt="אריג – הנדסת טקסטיל"');
    expect(withLogo).not.toContain('brand-mark');
  });

  it("carries the logo's variant for dark backgrounds beside it, for the dark contrast mode and dark sites", () => {
    const logo = { src: '/media/logo.png', alt: '', width: 160, height: 40 };
    const html = renderToStaticMarkup(
      <SiteHeader
        siteName="אריג"
        logo={logo}
        logoDark={{ ...logo, src: '/media/logo-white.png' }}
        items={items}
        currentPath="/"
      />,
    );
    expect(html).toContain('<img class="brand-logo brand-logo--light" src="/media/logo.png" alt="אריג"');
    expect(html).toContain('<img class="brand-logo brand-logo--dark" src="/media/logo-white.png" alt="אריג"');
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
  const withPanel = [{ label: 'שירותים', href: '/services/', panel: 4 }, ...items];
  const renderWith = (panels: Parameters<typeof SiteHeader>[0]['panels'], path = '/') =>
    renderToStaticMarkup(
      <SiteHeader
        siteName="אריג"
        items={withPanel}
        currentPath={path}
        panels={panels}
        megaSrc={(id) => `/panel/${id}`}
      />,
    );

  it("shows the panel's links as a plain submenu behind the item's toggle, with where its layout is fetched from; a panel's link to this page does not make the item its section", () => {
    const html = renderWith({ 4: [{ label: 'לשיחת היכרות', href: '/contact/' }] }, '/contact/');
    expect(html).toMatch(
      /<li class="site-nav__item has-sub" data-menu-item="true"><a class="site-nav__link" href="\/services\/">שירותים<\/a><button[^>]*aria-controls="submenu-0" aria-label="תת-תפריט של שירותים" data-submenu-toggle="true">/,
    );
    expect(html).toContain(
      '<ul id="submenu-0" class="site-nav__sub" data-submenu="true" data-mega-src="/panel/4"><li><a href="/contact/" aria-current="page">לשיחת היכרות</a></li></ul>',
    );
  });

  it("falls back to the item's own children when the panel has no links", () => {
    const html = renderToStaticMarkup(
      <SiteHeader
        siteName="אריג"
        items={[{ label: 'שירותים', href: '/services/', panel: 4, children: [{ label: 'ייעוץ', href: '/a/' }] }]}
        currentPath="/"
        panels={{ 4: [] }}
        megaSrc={(id) => `/panel/${id}`}
      />,
    );
    expect(html).toContain('data-mega-src="/panel/4"><li><a href="/a/">ייעוץ</a></li></ul>');
  });

  it('shows a plain link when the panel is not available (a draft, deleted)', () => {
    const html = renderWith({});
    expect(html).toContain(
      '<li class="site-nav__item" data-menu-item="true"><a class="site-nav__link" href="/services/">',
    );
    expect(html).not.toContain('data-mega');
  });

  it("adds the owner's call to action after the search, marked current on its own page", () => {
    const button = { label: 'לתיאום פגישה', href: '/contact/' };
    const html = renderToStaticMarkup(
      <SiteHeader siteName="אריג" items={items} currentPath="/about/" button={button} />,
    );
    expect(html).toMatch(/data-header-search[^]*<a class="site-header__cta" href="\/contact\/">לתיאום פגישה<\/a>/);
    const here = renderToStaticMarkup(
      <SiteHeader siteName="אריג" items={items} currentPath="/contact/" button={button} />,
    );
    expect(here).toContain('<a class="site-header__cta" href="/contact/" aria-current="page">');
    expect(render('/')).not.toContain('site-header__cta');
  });
});
