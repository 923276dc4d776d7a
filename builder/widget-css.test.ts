import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { widgetList } from './registry';
import { compactCss, layoutFeatures, sectionsFor, splitWidgetCss } from './widget-css';

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
  'menu-account',
  // The site footer's own styles (site/styles/site.css), loaded on every page.
  'site-contact',
  'footer-menus',
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
    const features = ['@animation', '@sticky', '@tone', '@grid', '@typography'];
    for (const s of sections)
      if (s.types !== '*') for (const t of s.types) expect(t.startsWith('@') ? features : types, t).toContain(t);
    const covered = new Set(sections.flatMap((s) => (s.types === '*' ? [] : s.types)));
    for (const t of types) if (!noSectionOfTheirOwn.includes(t)) expect(covered.has(t), t).toBe(true);
  });

  it("gives a page the base and its own widgets' sections, in the sheet's order", () => {
    const base = sections.filter((s) => s.types === '*');
    expect(base.length).toBeGreaterThan(0);
    expect(sectionsFor(sections, ['spacer'])).toEqual([...base, ...sections.filter((s) => s.types.includes('spacer'))]);
    const baseCss = base.map((s) => s.css).join('');
    for (const own of [
      '.w-button--primary',
      '.w-icon-list--inline',
      '.w-divider',
      '.w-spacer',
      '.w-image img',
      '.w-heading--large',
      '.w-text-cols-2',
      '.w-colour--custom',
    ]) {
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

  it("carries a setting's CSS only for a layout whose widgets use it", () => {
    const css = (types: string[]) =>
      sectionsFor(sections, types)
        .map((s) => s.css)
        .join('');
    const plain = css(['container', 'button']);
    for (const rule of ['.w--anim', '@keyframes w-fade-in', '.w--sticky', '.w--tone-primary'])
      expect(plain).not.toContain(rule);
    // Reduced motion still stops an accordion's arrow turning, with or without entrance animations.
    expect(plain).toContain('.w-disclosure__icon');
    expect(css(['container', '@animation'])).toContain('@keyframes w-fade-in');
    expect(css(['container', '@sticky'])).toContain('.w--sticky.is-stuck');
    expect(css(['container', '@tone'])).toContain('.w--tone-primary');
    expect(css(['container', '@grid'])).toContain('.w-cols-m-2');
    expect(css(['heading', '@typography'])).toContain('.w--tf');
    expect(css(['section', 'column'])).toContain('.w-section__row');
    expect(css(['section'])).toContain('.w-container__inner'); // a section's columns align as a container's items do
    // In the sheet's order: a box's colours come before the box's own rules, which refer to them.
    const toned = sectionsFor(sections, ['container', '@tone']).map((s) => s.css);
    expect(toned.findIndex((c) => c.includes('.w--tone-primary'))).toBeLessThan(
      toned.findIndex((c) => c.includes('.w-container__inner')),
    );
  });

  it('names the settings a widget uses as stored, an unset one being its default', () => {
    expect(layoutFeatures('heading', { id: 'a' })).toEqual([]);
    expect(layoutFeatures('container', { animation: 'none', sticky: 'none', background: '', layout: 'flex' })).toEqual(
      [],
    );
    expect(layoutFeatures('heading', { animation: 'fadeInUp' })).toEqual(['@animation']);
    expect(layoutFeatures('container', { sticky: 'top', background: 'colour:abc' })).toEqual(['@sticky', '@tone']);
    expect(layoutFeatures('section', { background: 'custom' })).toEqual(['@tone']);
    expect(layoutFeatures('container', { layout: 'grid' })).toEqual(['@grid']);
    // A gallery's own grid is its own section's.
    expect(layoutFeatures('gallery', { layout: 'grid' })).toEqual([]);
  });

  it('names a custom typography group, of any prefix, and not one left global', () => {
    expect(layoutFeatures('heading', { typo_font: '', typo_size_desktop: 0, typo_weight: '' })).toEqual([]);
    expect(layoutFeatures('heading', { typo_size_desktop: 28 })).toEqual(['@typography']);
    expect(layoutFeatures('nav-menu', { typo_menu_weight: '700' })).toEqual(['@typography']);
    expect(layoutFeatures('author-box', { typo_bio_letter_spacing: 1 })).toEqual(['@typography']);
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
