import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { widgetList } from './registry';
import { compactCss, sectionsFor, splitWidgetCss } from './widget-css';

const sheet = readFileSync(new URL('./widgets.css', import.meta.url), 'utf8');
const sections = splitWidgetCss(sheet);
const types = widgetList.map((e) => e.type);

/** Widgets whose look comes from the base sections or the site's own stylesheets (forms.css, search.css, shop.css). */
const styledElsewhere = [
  'container',
  'section',
  'column',
  'heading',
  'text-editor',
  'products',
  'add-to-cart',
  'payment-buttons',
  'menu-cart',
  'cart',
  'notices',
  'purchase-summary',
  'post-title',
  'post-meta',
  'post-image',
  'post-content',
  'post-navigation',
  // The site header's own styles (components/layout/header.css), loaded on every page.
  'site-logo',
  'site-menu',
  // The site's own archive heading and breadcrumbs (site/styles/site.css), loaded on every page.
  'archive-title',
  'breadcrumbs',
  // The search page's own styles (components/search/search-page.css), inlined on the search page.
  'search-results',
];
const noSectionOfTheirOwn = [...styledElsewhere, 'form', 'subscribe', 'search-form'];

describe('builder/widgets.css by section', () => {
  it('loses nothing: the sections put back together are the sheet', () => {
    expect(sections.map((s) => s.css).join('')).toBe(sheet);
  });

  it('names only registered widget types, and every widget with CSS of its own has a section', () => {
    for (const s of sections) if (s.types !== '*') for (const t of s.types) expect(types, t).toContain(t);
    const covered = new Set(sections.flatMap((s) => (s.types === '*' ? [] : s.types)));
    for (const t of types) if (!noSectionOfTheirOwn.includes(t)) expect(covered.has(t), t).toBe(true);
  });

  it("gives a page the base and its own widgets' sections, in the sheet's order", () => {
    const base = sections.filter((s) => s.types === '*');
    expect(base.length).toBeGreaterThan(0);
    expect(sectionsFor(sections, ['heading', 'text-editor'])).toEqual(base);
    const baseCss = base.map((s) => s.css).join('');
    for (const own of ['.w-button--primary', '.w-icon-list--inline', '.w-divider', '.w-spacer', '.w-image img']) {
      expect(baseCss).not.toContain(own);
    }
    const form = sectionsFor(sections, ['form', 'tabs', 'posts']);
    expect(form.map((s) => s.index)).toEqual([...form.map((s) => s.index)].sort((a, b) => a - b));
    const joined = form.map((s) => s.css).join('');
    expect(joined).toContain('.w-tabs');
    expect(joined).toContain('.w-listing');
    expect(joined).not.toContain('.w-portfolio');
    expect(joined).not.toContain('.w-gallery');
  });

  it("leaves the boxes' CSS out of a layout without boxes (a listing is a filter and a grid)", () => {
    const css = (types: string[]) =>
      sectionsFor(sections, types)
        .map((s) => s.css)
        .join('');
    expect(css(['taxonomy-filter', 'loop-grid'])).not.toContain('.w-container');
    for (const box of ['container', 'section', 'column']) expect(css([box])).toContain('.w-container__inner');
  });

  it('refuses a sheet whose section names no widget types', () => {
    expect(() => splitWidgetCss('/* ---------- A ---------- */\n.a {}\n')).toThrow(/names no widget types/);
    expect(() => splitWidgetCss('.a {}')).toThrow(/no section headers/);
  });
});

describe('compactCss', () => {
  it('drops comments and spaces without joining selectors or values', () => {
    expect(compactCss('/* a */\n.w-a  .b:hover ,\n.c > .d {\n  margin: 0 auto;\n  grid: repeat(2, 1fr);\n}\n')).toBe(
      '.w-a .b:hover,.c>.d{margin:0 auto;grid:repeat(2,1fr)}',
    );
  });

  it('keeps a descendant combinator before a colon, and quoted strings as written', () => {
    expect(compactCss('.a :is(.b, .c) {\n  content: \'x ,  y: { z }\';\n  font-family: "A  B", serif;\n}')).toBe(
      '.a :is(.b,.c){content:\'x ,  y: { z }\';font-family:"A  B",serif}',
    );
  });

  it('keeps media queries readable to the browser', () => {
    expect(compactCss('@media (min-width: 768px) and (max-width: 1024px) {\n  .a { b: c; }\n}')).toBe(
      '@media (min-width:768px) and (max-width:1024px){.a{b:c}}',
    );
  });

  it('leaves no comment in any section of the sheet', () => {
    for (const s of sections) expect(compactCss(s.css)).not.toMatch(/\/\*|\*\//);
  });
});
