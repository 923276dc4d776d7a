import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';

describe('section and column (imported layouts)', () => {
  it('renders a row of columns with logical widths', () => {
    const { html } = renderWidget('section', {
      gap: 'wide',
      columns: [
        {
          type: 'column',
          props: { id: 'c1', width: 33.3, items: [{ type: 'heading', props: { id: 'h1', text: 'א' } }] },
        },
        { type: 'column', props: { id: 'c2', width: 66.7, width_tablet: 50 } },
      ],
    });
    expect(html).toMatch(
      /^<section class="w w-section w-section--boxed w-section--gap-wide w-items-stretch" style="--w-content-width:1140px"><div class="w-section__row">/,
    );
    expect(html).toContain(
      '<div class="w w-column w-justify-start" style="--w-col:33.3%;--w-col-m:100%"><div class="w-column__inner"><h2',
    );
    expect(html).toContain('style="--w-col:66.7%;--w-col-t:50%;--w-col-m:100%"');
  });

  it('accepts only columns inside, and columns only inside sections', () => {
    expect(errorPaths('section', { columns: [{ type: 'heading', props: { id: 'h1', text: 'x' } }] })).toEqual([
      'content.0.props.columns.0.type',
    ]);
    expect(errorPaths('column', {})).toEqual(['content.0.type']);
    expect(errorPaths('section', { gap: '10px' })).toEqual(['content.0.props.gap']);
  });
});
