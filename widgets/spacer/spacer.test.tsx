import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';

describe('spacer', () => {
  it('renders an aria-hidden block with per-device heights', () => {
    expect(renderWidget('spacer', { height: 80, height_mobile: 20 }).html).toBe(
      '<div class="w w-spacer" aria-hidden="true" style="--w-space:80px;--w-space-m:20px"></div>',
    );
  });

  it('rejects heights out of range', () => {
    expect(errorPaths('spacer', { height: 5000 })).toEqual(['content.0.props.height']);
    expect(errorPaths('spacer', { height: '10px' })).toEqual(['content.0.props.height']);
  });
});
