import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';

const inSection = (column: Record<string, unknown>) => ({
  columns: [{ type: 'column', props: { id: 'c1', ...column } }],
});

describe('column', () => {
  it('renders its slot with vertical alignment and widths as custom properties', () => {
    const { html } = renderWidget('section', inSection({ vertical_align: 'center', width: 25, width_mobile: 50 }));
    expect(html).toContain(
      '<div class="w w-column w-justify-center" style="--w-col:25%;--w-col-m:50%"><div class="w-column__inner"></div></div>',
    );
  });

  it('rejects widths outside 0–100 and unknown alignments', () => {
    expect(errorPaths('section', inSection({ width: 120 }))).toEqual(['content.0.props.columns.0.props.width']);
    expect(errorPaths('section', inSection({ vertical_align: 'top' }))).toEqual([
      'content.0.props.columns.0.props.vertical_align',
    ]);
  });
});
