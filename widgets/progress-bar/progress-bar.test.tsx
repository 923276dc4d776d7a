import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';

describe('progress bar', () => {
  it('renders role=progressbar named by its title with value attributes', () => {
    const { html, islands } = renderWidget('progress-bar', { title: 'שביעות רצון', percent: 92, inner_text: 'מצוין' });
    expect(islands).toEqual([]);
    expect(html).toContain('<span id="w-w1-label" class="w-progress__title">שביעות רצון</span>');
    expect(html).toContain(
      '<div class="w-progress__track" role="progressbar" aria-labelledby="w-w1-label" aria-valuemin="0" aria-valuemax="100" aria-valuenow="92" aria-valuetext="92%">',
    );
    expect(html).toContain(
      '<div class="w-progress__fill" style="--w-pct:92%"><span class="w-progress__inner">מצוין</span></div>',
    );
    expect(html).toContain('<bdi dir="ltr">92%</bdi>');
  });

  it('rejects out-of-range percentages and a missing title', () => {
    expect(errorPaths('progress-bar', { percent: 101 })).toEqual(['content.0.props.percent']);
    expect(errorPaths('progress-bar', { title: '' })).toEqual(['content.0.props.title']);
  });
});
