import type { AnimationName } from '../common';
import { quote, type MapContext } from './map-context';
import type { Settings } from './settings';
import { clampInt } from './values';

export type ElementKind = 'widget' | 'section' | 'column' | 'container';

/**
 * Elementor's entrance animations → arig's. Elementor names physical sides; on arig's right-to-left pages
 * "from the left" comes from the end of the line (builder/common.ts).
 */
const exact: Readonly<Record<string, AnimationName>> = {
  none: 'none',
  fadeIn: 'fadeIn',
  fadeInUp: 'fadeInUp',
  fadeInDown: 'fadeInDown',
  fadeInLeft: 'fadeInEnd',
  fadeInRight: 'fadeInStart',
  zoomIn: 'zoomIn',
  slideInUp: 'slideInUp',
  slideInLeft: 'slideInEnd',
  slideInRight: 'slideInStart',
};

/** Animations arig does not have, as the nearest one it does (reported). */
const nearest: Readonly<Record<string, AnimationName>> = {
  slideInDown: 'fadeInDown',
  zoomInUp: 'zoomIn',
  zoomInDown: 'zoomIn',
  zoomInLeft: 'zoomIn',
  zoomInRight: 'zoomIn',
  bounceIn: 'zoomIn',
  bounceInUp: 'fadeInUp',
  bounceInDown: 'fadeInDown',
  bounceInLeft: 'fadeInEnd',
  bounceInRight: 'fadeInStart',
  lightSpeedIn: 'fadeInEnd',
};

function animation(name: string, ctx: MapContext, where: string): AnimationName {
  if (name === '') return 'none';
  if (Object.hasOwn(exact, name)) return exact[name] ?? 'none';
  const near = Object.hasOwn(nearest, name) ? (nearest[name] ?? 'fadeIn') : 'fadeIn';
  ctx.report.issue(`${where}: אנימציית הכניסה ${quote(name)} אינה קיימת באריג והוחלפה ב־${near}`);
  return near;
}

const hidden = (s: Settings, key: string) => s.str(key) !== '';

const devices = ['desktop', 'tablet', 'mobile'] as const;

/**
 * The settings every element has (builder/common.ts): anchor, classes, device visibility, entrance
 * animation and sticky. Widgets prefix some of them with "_" (`_css_classes`, `_animation`), sections,
 * columns and containers do not. Only values that differ from the default are returned.
 */
export function commonProps(
  s: Settings,
  ctx: MapContext,
  kind: ElementKind,
  where: string,
  anchorFallback = '',
): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  const prefix = kind === 'widget' ? '_' : '';
  const anchor = ctx.anchor(s.str('_element_id') || anchorFallback, where);
  if (anchor) props.anchor_id = anchor;

  const classes = s.str(`${prefix}css_classes`).trim();
  if (classes) {
    const valid = classes.split(/\s+/).filter((c) => /^[A-Za-z_][\w-]*$/.test(c));
    let kept = '';
    for (const c of valid) {
      const next = kept ? `${kept} ${c}` : c;
      if (next.length > 200) break;
      kept = next;
    }
    if (kept) props.css_classes = kept;
    if (valid.length !== classes.split(/\s+/).length)
      ctx.report.issue(`${where}: מחלקות CSS לא תקינות לא יובאו מתוך ${quote(classes)}`);
  }

  if (kind === 'section' && s.str('stretch_section') === 'section-stretched') props.stretch_element = 'yes';
  if (hidden(s, 'hide_desktop')) props.hide_desktop = true;
  if (hidden(s, 'hide_tablet')) props.hide_tablet = true;
  if (hidden(s, 'hide_mobile')) props.hide_mobile = true;

  const name = animation(s.str(`${prefix}animation`), ctx, where);
  if (name !== 'none') {
    props.animation = name;
    const delay = s.num(`${prefix}animation_delay`);
    if (delay !== null && delay > 0) props.animation_delay = clampInt(delay, 0, 10_000);
  }

  const sticky = s.str('sticky');
  if (sticky === 'top' || sticky === 'bottom') {
    props.sticky = sticky;
    const on = s
      .strings('sticky_on')
      .filter((d): d is (typeof devices)[number] => (devices as readonly string[]).includes(d));
    if (s.has('sticky_on')) props.sticky_on = [...new Set(on)];
    const offset = (key: string, max: number) => {
      const n = s.num(key);
      if (n !== null && n > 0) props[key] = clampInt(n, 0, max);
    };
    offset('sticky_offset', 2000);
    offset('sticky_effects_offset', 10_000);
    offset('sticky_anchor_link_offset', 2000);
    if (s.yes('sticky_parent')) props.sticky_parent = true;
  }
  return props;
}
