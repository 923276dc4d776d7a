import { describe, expect, it } from 'vitest';
import { validateLayout } from '../layout';
import type { LayoutNode } from '../props';
import { elementorToLayout } from './elementor-to-layout';
import { testResolver, widgetPage } from './testing';

describe('sections and columns', () => {
  it('sections: width, gap, height, column position and the columns’ vertical alignment', () => {
    const page = [
      {
        id: 's',
        elType: 'section',
        settings: {
          layout: 'full_width',
          content_width: { unit: 'px', size: 960 },
          gap: 'no',
          height: 'min-height',
          custom_height: { unit: 'px', size: 400 },
          column_position: 'middle',
          content_position: 'bottom',
          html_tag: 'aside',
          stretch_section: 'section-stretched',
        },
        elements: [
          { id: 'a', elType: 'column', settings: { _column_size: 66, _inline_size: null }, elements: [] },
          {
            id: 'b',
            elType: 'column',
            settings: { _column_size: 33, content_position: 'space-between' },
            elements: [],
          },
        ],
      },
    ];
    const { layout } = elementorToLayout(page, 'עמוד', testResolver());
    expect(validateLayout(layout).ok).toBe(true);
    const section = layout.content[0]!;
    expect(section.props).toMatchObject({
      layout: 'full_width',
      content_width: 960,
      gap: 'no',
      min_height: 400,
      vertical_align: 'center',
      html_tag: 'aside',
      stretch_element: 'yes',
    });
    expect((section.props.columns as LayoutNode[]).map((c) => [c.props.width, c.props.vertical_align])).toEqual([
      [66.666, 'end'],
      [33.333, 'space-between'],
    ]);
  });

  it('a column outside a section becomes a container', () => {
    const { layout, report } = elementorToLayout(
      [{ id: 'c', elType: 'column', settings: {}, elements: widgetPage('heading', { title: 'x' }) }],
      'עמוד',
      testResolver(),
    );
    expect(validateLayout(layout).ok).toBe(true);
    expect(layout.content[0]!.type).toBe('container');
    expect(report.issues.join('\n')).toContain('עמודה מחוץ לאזור');
  });

  it("sections: a kit colour as the site's own background, the fixture's light grey as a custom one", () => {
    const section = (id: string, settings: Record<string, unknown>) => ({
      id,
      elType: 'section',
      settings,
      elements: [{ id: `${id}c`, elType: 'column', settings: { _column_size: 100 }, elements: [] }],
    });
    const page = [
      section('kit', {
        background_background: 'classic',
        __globals__: { background_color: 'globals/colors?id=primary' },
      }),
      section('grey', { background_background: 'classic', background_color: '#F3F6FA' }),
    ];
    const { layout } = elementorToLayout(page, 'עמוד', testResolver());
    expect(validateLayout(layout).ok).toBe(true);
    expect(layout.content.map((n) => [n.props.background, n.props.background_custom])).toEqual([
      ['primary', '#f3f6fa'],
      ['custom', '#f3f6fa'],
    ]);
  });
});
