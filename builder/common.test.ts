import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commonProps, elementAttrs, elementDomId, withClass, type CommonProps } from './common';

const defaults = Object.fromEntries(Object.entries(commonProps).map(([k, d]) => [k, d.default])) as CommonProps;
const props = (over: Partial<CommonProps> = {}) => ({ id: 'n1', ...defaults, ...over });

describe('common element settings', () => {
  it('default settings add only the base classes', () => {
    expect(elementAttrs('heading', props())).toEqual({ className: 'w w-heading' });
  });

  it('maps every setting to classes and data attributes', () => {
    const attrs = elementAttrs(
      'container',
      props({
        anchor_id: 'services',
        css_classes: ' promo  wide ',
        stretch_element: 'yes',
        hide_desktop: true,
        hide_tablet: true,
        hide_mobile: true,
        animation: 'fadeInStart',
        animation_delay: 300,
        sticky: 'top',
        sticky_on: ['desktop', 'tablet'],
        sticky_offset: 10,
        sticky_effects_offset: 120,
        sticky_parent: true,
        sticky_anchor_link_offset: 80,
      }),
      'tabs',
    );
    expect(attrs).toEqual({
      id: 'services',
      className: 'w w-container w--stretch w--hide-desktop w--hide-tablet w--hide-mobile w--anim w--sticky promo wide',
      'data-animation': 'fadeInStart',
      'data-animation-delay': '300',
      'data-sticky': 'top',
      'data-sticky-on': 'desktop tablet',
      'data-sticky-offset': '10',
      'data-sticky-effects-offset': '120',
      'data-sticky-parent': 'yes',
      'data-sticky-anchor-link-offset': '80',
      'data-island': 'tabs',
    });
  });

  it('ignores sticky with no devices', () => {
    expect(elementAttrs('heading', props({ sticky: 'bottom', sticky_on: [] })).className).toBe('w w-heading');
  });

  it('derives DOM ids and adds classes', () => {
    expect(elementDomId({ id: 'heading-1', anchor_id: '' })).toBe('w-heading-1');
    expect(elementDomId({ id: 'heading-1', anchor_id: 'top' })).toBe('top');
    expect(withClass({ className: 'w' }, 'a', false, null, 'b')).toEqual({ className: 'w a b' });
  });
});

describe('builder/widgets.css', () => {
  const css = readFileSync(new URL('./widgets.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

  it('uses logical properties only (no left/right)', () => {
    // One exception: a hotspot's place on a picture, which is never mirrored, is measured from its left.
    expect(css.match(/(^|[\s;{-])left:\s*var\(--x\)/gm)).toHaveLength(1);
    expect(css.replace(/(^|[\s;{-])left:\s*var\(--x\)/m, '')).not.toMatch(/(^|[\s;{-])(left|right)\s*:/m);
    expect(css).not.toMatch(/(margin|padding|border)-(left|right)/);
    expect(css).not.toMatch(/text-align:\s*(left|right)/);
    expect(css).not.toMatch(/float:\s*(left|right)/);
  });

  it('hides animated elements only when JavaScript runs, and never under reduced motion', () => {
    // Rules that make something invisible, outside keyframes (whose `from { opacity: 0 }` runs only once
    // the runtime has added .w--animated).
    const hiding = (css.match(/[^{}]*\{\s*opacity:\s*0;[^}]*\}/g) ?? []).filter(
      (r) => !/^\s*(from|to|\d+%)\s*\{/.test(r),
    );
    expect(hiding.length).toBeGreaterThan(0);
    for (const rule of hiding) expect(rule.trim().startsWith('html.js')).toBe(true);
    // …with a failsafe reveal in case the runtime never runs.
    expect(hiding.join('')).toMatch(/animation: w-failsafe-reveal 0s linear 4s forwards/);
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toMatch(/html\.js \.w--anim:not\(\.w--animated\)\s*\{\s*opacity:\s*1/);
    expect(reduced).toMatch(/animation:\s*none !important/);
  });

  it('uses the spec breakpoints for device visibility', () => {
    expect(css).toMatch(/@media \(min-width: 1025px\)\s*\{\s*\.w--hide-desktop/);
    expect(css).toMatch(/@media \(min-width: 768px\) and \(max-width: 1024px\)\s*\{\s*\.w--hide-tablet/);
    expect(css).toMatch(/@media \(max-width: 767px\)\s*\{\s*\.w--hide-mobile/);
  });
});
