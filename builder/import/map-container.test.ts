import { describe, expect, it } from 'vitest';
import { validateLayout } from '../layout';
import type { LayoutNode } from '../props';
import { elementorToLayout } from './elementor-to-layout';
import { testResolver } from './testing';

describe('containers', () => {
  it('containers: flex direction per device, grid columns, gaps, even padding, nesting', () => {
    const page = [
      {
        id: 'outer',
        elType: 'container',
        settings: {
          flex_direction: 'row',
          flex_direction_mobile: 'column-reverse',
          flex_justify_content: 'space-between',
          flex_align_items: 'center',
          flex_wrap: 'wrap',
          flex_gap: { column: '24', row: '24', isLinked: true, unit: 'px', size: 24 },
          flex_gap_mobile: { unit: 'px', size: 8 },
          padding: { unit: 'px', top: '16', right: '16', bottom: '16', left: '16', isLinked: true },
          content_width: 'full',
          html_tag: 'nav',
          min_height: { unit: 'px', size: 300 },
        },
        elements: [
          {
            id: 'inner',
            elType: 'container',
            isInner: true,
            settings: {
              container_type: 'grid',
              grid_columns_grid: { unit: 'fr', size: 3 },
              grid_columns_grid_mobile: { unit: 'fr', size: 1 },
            },
            elements: [],
          },
        ],
      },
    ];
    const { layout, report } = elementorToLayout(page, 'עמוד', testResolver());
    expect(validateLayout(layout).ok).toBe(true);
    const outer = layout.content[0]!;
    expect(outer.props).toMatchObject({
      direction: 'row',
      direction_mobile: 'column',
      justify: 'space-between',
      align: 'center',
      wrap: true,
      gap: 24,
      gap_mobile: 8,
      padding: 16,
      content_width: 'full',
      html_tag: 'div',
      min_height: 300,
    });
    expect((outer.props.items as LayoutNode[])[0]!.props).toMatchObject({
      layout: 'grid',
      columns: '3',
      columns_mobile: '1',
    });
    expect(report.issues.join('\n')).toContain('column-reverse');
    expect(report.issues.join('\n')).toContain('„nav”');
  });

  it("takes a kit colour as the site's own background, an opaque readable hex as a custom one, and names the rest", () => {
    const box = (id: string, settings: Record<string, unknown>) => ({
      id,
      elType: 'container',
      settings,
      elements: [],
    });
    const page = [
      box('kit', { background_background: 'classic', __globals__: { background_color: 'globals/colors?id=primary' } }),
      box('text', { __globals__: { background_color: 'globals/colors?id=text' } }),
      box('hex', { background_background: 'classic', background_color: '#1B4F8A' }),
      box('accent', { __globals__: { background_color: 'globals/colors?id=accent' } }),
      box('grey', { background_background: 'classic', background_color: '#777777' }),
      box('gradient', { background_background: 'gradient', background_color: '#000000' }),
    ];
    const { layout, report } = elementorToLayout(page, 'עמוד', testResolver());
    expect(validateLayout(layout).ok).toBe(true);
    expect(layout.content.map((n) => [n.props.background, n.props.background_custom])).toEqual([
      ['primary', '#f3f6fa'],
      ['dark', '#f3f6fa'],
      ['custom', '#1b4f8a'],
      ['', '#f3f6fa'],
      ['', '#f3f6fa'],
      ['', '#f3f6fa'],
    ]);
    const issues = report.issues.join('\n');
    expect(issues).toContain('accent');
    expect(issues).toContain('4.5:1');
    expect(issues).toContain('gradient');
    // The references it carried are not reported as dropped.
    expect(issues).not.toContain('globals/colors?id=primary');
  });

  it('keeps the accent and a custom colour global when Site Settings took them, and names the others', () => {
    const box = (id: string, colour: string) => ({
      id,
      elType: 'container',
      settings: { background_background: 'classic', __globals__: { background_color: `globals/colors?id=${colour}` } },
      elements: [],
    });
    // The fixture's kit: its accent and its light grey (3f1c2a9) came over; b77e0d4 stands for one that did not.
    const carried: Record<string, { value: string; readsAsText: boolean }> = {
      accent: { value: 'accent', readsAsText: false },
      '3f1c2a9': { value: 'colour:3f1c2a9', readsAsText: false },
    };
    const resolver = testResolver({ kitColour: (id) => carried[id] ?? null });
    const page = [box('a', 'accent'), box('b', '3f1c2a9'), box('c', 'b77e0d4')];
    const { layout, report } = elementorToLayout(page, 'עמוד', resolver);
    expect(validateLayout(layout).ok).toBe(true);
    expect(layout.content.map((n) => n.props.background)).toEqual(['accent', 'colour:3f1c2a9', '']);
    expect(report.issues).toEqual([expect.stringContaining('b77e0d4')]);
  });
});
