import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';

describe('divider', () => {
  it('renders an <hr> with validated custom properties', () => {
    expect(renderWidget('divider', { style: 'dashed', weight: 2, width: 50, align: 'start' }).html).toBe(
      '<hr class="w w-divider w-align-start" style="--w-div-style:dashed;--w-div-weight:2px;--w-div-width:50%;--w-div-space:15px"/>',
    );
  });

  it('rejects unknown styles and out-of-range sizes', () => {
    expect(errorPaths('divider', { style: 'solid;background:url(x)' })).toEqual(['content.0.props.style']);
    expect(errorPaths('divider', { weight: 0 })).toEqual(['content.0.props.weight']);
    expect(errorPaths('divider', { width: 101 })).toEqual(['content.0.props.width']);
  });
});
