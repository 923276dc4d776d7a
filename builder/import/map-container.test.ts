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
});
