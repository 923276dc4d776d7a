import { describe, expect, it } from 'vitest';
import { validateLayout } from '../layout';
import { elementorToLayout } from './elementor-to-layout';
import { columnItems, map, testResolver, widgetPage } from './testing';

describe('common settings', () => {
  it('entrance animations are mirrored for right-to-left, approximated when arig has none', () => {
    expect(map('heading', { title: 'x', _animation: 'fadeInLeft' }).props.animation).toBe('fadeInEnd');
    expect(map('heading', { title: 'x', _animation: 'slideInRight' }).props.animation).toBe('slideInStart');
    const bounce = map('heading', { title: 'x', _animation: 'bounceInLeft', _animation_delay: 99_999 });
    expect(bounce.props).toMatchObject({ animation: 'fadeInEnd', animation_delay: 10_000 });
    expect(bounce.issues).toContain('bounceInLeft');
  });

  it('device visibility, classes, sticky', () => {
    const { props, issues } = map('heading', {
      title: 'x',
      hide_mobile: 'hidden-mobile',
      hide_desktop: '',
      _css_classes: 'good also-good 1bad <x>',
      sticky: 'top',
      sticky_on: ['desktop', 'phone'],
      sticky_offset: 40,
      sticky_parent: 'yes',
    });
    expect(props).toMatchObject({
      hide_mobile: true,
      hide_desktop: false,
      css_classes: 'good also-good',
      sticky: 'top',
      sticky_on: ['desktop'],
      sticky_offset: 40,
      sticky_parent: true,
    });
    expect(issues).toContain('מחלקות CSS לא תקינות');
  });

  it('anchors arig refuses (not Latin, or already used) are dropped and reported', () => {
    const page = [
      ...widgetPage('heading', { title: 'א', _element_id: 'מחירים' }, 'h1'),
      ...widgetPage('heading', { title: 'ב', _element_id: 'top' }, 'h2'),
      ...widgetPage('heading', { title: 'ג', _element_id: 'top' }, 'h3'),
    ];
    const { layout, report } = elementorToLayout(page, 'עמוד', testResolver());
    expect(validateLayout(layout).ok).toBe(true);
    expect(layout.content.map((s) => columnItems([s])[0]!.props.anchor_id)).toEqual(['', 'top', '']);
    expect(report.issues.join('\n')).toContain('„מחירים”');
    expect(report.issues.join('\n')).toContain('כבר קיים');
  });
});
