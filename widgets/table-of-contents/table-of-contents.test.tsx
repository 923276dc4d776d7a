import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { validateLayout } from '../../builder/layout';
import { RenderLayout } from '../../builder/render-layout';
import { errorPaths, renderWidget } from '../../builder/testing';
import { nestHeadings } from './table-of-contents';

const headings = [
  { id: 'intro', text: 'מבוא', level: 2 },
  { id: 'fabrics', text: 'בדים', level: 3 },
  { id: 'deep', text: 'עמוק', level: 5 },
  { id: 'end', text: 'סיכום', level: 2 },
];

describe('table of contents', () => {
  it('renders nested links to the context headings within the chosen levels', () => {
    const { html, islands } = renderWidget('table-of-contents', { list_style: 'numbers' }, { headings });
    expect(islands).toEqual([]);
    expect(html).toBe(
      '<nav class="w w-table-of-contents" aria-labelledby="w-w1-title"><p class="w-toc__title" id="w-w1-title">תוכן העניינים</p>' +
        '<ol class="w-toc__list w-toc__list--numbers"><li><a href="#intro">מבוא</a><ol class="w-toc__list w-toc__list--numbers"><li><a href="#fabrics">בדים</a></li></ol></li>' +
        '<li><a href="#end">סיכום</a></li></ol></nav>',
    );
  });

  it('builds its list from the layout’s heading widgets when the page passes none', () => {
    const result = validateLayout({
      version: 1,
      root: {},
      content: [
        { type: 'table-of-contents', props: { id: 't1', collapsible: true } },
        { type: 'heading', props: { id: 'h1', text: 'שירותים', tag: 'h2' } },
        { type: 'heading', props: { id: 'h2', text: 'לא כותרת', tag: 'p' } },
        {
          type: 'container',
          props: {
            id: 'c1',
            items: [{ type: 'heading', props: { id: 'h3', text: 'ייעוץ', tag: 'h3', anchor_id: 'consult' } }],
          },
        },
      ],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const html = renderToStaticMarkup(<RenderLayout layout={result.layout} />);
    expect(html).toContain(
      '<details open="" class="w-toc__details"><summary class="w-toc__title" id="w-t1-title">תוכן העניינים</summary>',
    );
    expect(html).toContain(
      '<li><a href="#w-h1">שירותים</a><ul class="w-toc__list w-toc__list--bullets"><li><a href="#consult">ייעוץ</a></li></ul></li>',
    );
    expect(html).not.toContain('לא כותרת</a>');
    expect(html).toContain('id="consult">ייעוץ</h3>');
  });

  it('renders nothing without headings and drops headings with invalid ids', () => {
    expect(renderWidget('table-of-contents', {}, { headings: [] }).html).toBe('');
    expect(
      renderWidget('table-of-contents', {}, { headings: [{ id: 'x" onclick="y', text: 'x', level: 2 }] }).html,
    ).toBe('');
  });

  it('nests by level', () => {
    expect(nestHeadings(headings).map((n) => [n.heading.id, n.children.map((c) => c.heading.id)])).toEqual([
      ['intro', ['fabrics']],
      ['end', []],
    ]);
  });

  it('rejects an inverted level range', () => {
    expect(errorPaths('table-of-contents', { min_level: '4', max_level: '2' })).toEqual(['content.0.props.max_level']);
  });

  it("gives the title its typography group, and the list's to the outer list (the nested ones inherit it)", () => {
    const { html } = renderWidget(
      'table-of-contents',
      { list_style: 'numbers', typo_title_font: 'heading', typo_list_letter_spacing: 0.5 },
      { headings },
    );
    expect(html).toContain(
      '<p class="w-toc__title w--tf" style="--w-font:var(--font-heading)" id="w-w1-title">תוכן העניינים</p>',
    );
    expect(html).toContain(
      '<ol class="w-toc__list w-toc__list--numbers w--tls" style="--w-ls:0.03125rem"><li><a href="#intro">מבוא</a><ol class="w-toc__list w-toc__list--numbers"><li>',
    );
    expect(errorPaths('table-of-contents', { typo_list_letter_spacing: 12 })).toEqual([
      'content.0.props.typo_list_letter_spacing',
    ]);
  });
});
