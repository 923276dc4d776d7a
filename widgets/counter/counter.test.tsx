import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';

describe('counter', () => {
  it('renders the final number in the HTML with data attributes for the island', () => {
    const { html, islands } = renderWidget('counter', {
      start: 0,
      end: 1250,
      suffix: '+',
      title: 'פרויקטים',
      duration: 1500,
    });
    expect(islands).toEqual(['counter']);
    expect(html).toContain('<span class="visually-hidden">1,250 +</span>');
    expect(html).toContain(
      '<bdi dir="ltr" class="w-counter__number" data-counter-start="0" data-counter-end="1250" data-counter-duration="1500" data-counter-decimals="0" data-counter-separator="yes">1,250</bdi>',
    );
    expect(html).toContain('<span aria-hidden="true" class="w-counter__display">');
    expect(html).toContain('<p class="w-counter__title">פרויקטים</p>');
  });

  it('formats decimals, and ships no island with zero duration', () => {
    const { html, islands } = renderWidget('counter', { end: 4.5, decimals: 1, separator: false, duration: 0 });
    expect(html).toContain('>4.5</bdi>');
    expect(islands).toEqual([]);
  });

  it('rejects non-numbers and out-of-range values', () => {
    expect(errorPaths('counter', { end: '100' })).toEqual(['content.0.props.end']);
    expect(errorPaths('counter', { decimals: 5 })).toEqual(['content.0.props.decimals']);
    expect(errorPaths('counter', { duration: -1 })).toEqual(['content.0.props.duration']);
  });
});
