import { p, type PropsOf } from './props';

/**
 * Settings every element has (spec §3 "Other element settings", "Sticky element settings"; issue 3 item 5).
 * Merged into every widget's schema by defineWidget. Names follow the imported data where the spec names
 * them (`stretch_element`, `animation`, `animation_delay`, `sticky…`); imported `_animation` maps to
 * `animation` in the importer.
 */
export const devices = [
  ['desktop', 'מחשב'],
  ['tablet', 'טאבלט'],
  ['mobile', 'נייד'],
] as const;
export type Device = (typeof devices)[number][0];

/** Entrance animations. Directions are logical (start/end), never left/right: Elementor's fadeInLeft
 * becomes fadeInEnd on a right-to-left page when imported. */
export const animations = [
  ['none', 'ללא'],
  ['fadeIn', 'הופעה הדרגתית'],
  ['fadeInUp', 'הופעה מלמטה'],
  ['fadeInDown', 'הופעה מלמעלה'],
  ['fadeInStart', 'הופעה מצד ההתחלה'],
  ['fadeInEnd', 'הופעה מצד הסוף'],
  ['zoomIn', 'התקרבות'],
  ['slideInUp', 'החלקה מלמטה'],
  ['slideInStart', 'החלקה מצד ההתחלה'],
  ['slideInEnd', 'החלקה מצד הסוף'],
] as const;
export type AnimationName = (typeof animations)[number][0];

export const commonProps = {
  anchor_id: p.identifier('מזהה עוגן (CSS ID)'),
  css_classes: p.classes('מחלקות CSS'),
  stretch_element: p.select(
    'מתיחה לרוחב המסך',
    [
      ['', 'לא'],
      ['yes', 'כן'],
    ],
    '',
  ),
  hide_desktop: p.bool('הסתרה במחשב'),
  hide_tablet: p.bool('הסתרה בטאבלט'),
  hide_mobile: p.bool('הסתרה בנייד'),
  animation: p.select('אנימציית כניסה', animations, 'none'),
  animation_delay: p.number('השהיית אנימציה (מ״ש)', { min: 0, max: 10_000, default: 0, step: 100 }),
  sticky: p.select(
    'הצמדה',
    [
      ['none', 'ללא'],
      ['top', 'למעלה'],
      ['bottom', 'למטה'],
    ],
    'none',
  ),
  sticky_on: p.multi('הצמדה במכשירים', devices, ['desktop', 'tablet', 'mobile']),
  sticky_offset: p.number('מרחק הצמדה (פיקסלים)', { min: 0, max: 2000, default: 0 }),
  sticky_effects_offset: p.number('מרחק להפעלת אפקטים (פיקסלים)', { min: 0, max: 10_000, default: 0 }),
  sticky_parent: p.bool('הישארות בתוך האלמנט ההורה'),
  sticky_anchor_link_offset: p.number('היסט קישורי עוגן (פיקסלים)', { min: 0, max: 2000, default: 0 }),
};

export type CommonProps = PropsOf<typeof commonProps>;

/** Editor group headings for the common settings. */
export const commonFieldKeys = Object.keys(commonProps) as (keyof typeof commonProps)[];

/** The DOM id used for an element: its anchor id, else one derived from Puck's node id. */
export function elementDomId(props: { id: string; anchor_id?: string }): string {
  return props.anchor_id ? props.anchor_id : `w-${props.id}`;
}

export type ElementAttrs = {
  id?: string;
  className: string;
} & { [key: `data-${string}`]: string | undefined };

/**
 * The wrapper attributes for the common settings. Classes and data attributes only: the browser wiring
 * (site-runtime) reads data-animation / data-sticky*; CSS hides `.w--anim` only under `html.js`, so the
 * content is visible without JavaScript.
 */
export function elementAttrs(type: string, props: CommonProps & { id: string }, island?: string): ElementAttrs {
  const classes = ['w', `w-${type}`];
  if (props.stretch_element === 'yes') classes.push('w--stretch');
  if (props.hide_desktop) classes.push('w--hide-desktop');
  if (props.hide_tablet) classes.push('w--hide-tablet');
  if (props.hide_mobile) classes.push('w--hide-mobile');
  const attrs: ElementAttrs = { className: '' };
  if (props.anchor_id) attrs.id = props.anchor_id;
  if (props.animation !== 'none') {
    classes.push('w--anim');
    attrs['data-animation'] = props.animation;
    if (props.animation_delay > 0) attrs['data-animation-delay'] = String(props.animation_delay);
  }
  if (props.sticky !== 'none' && props.sticky_on.length > 0) {
    classes.push('w--sticky');
    attrs['data-sticky'] = props.sticky;
    attrs['data-sticky-on'] = props.sticky_on.join(' ');
    if (props.sticky_offset) attrs['data-sticky-offset'] = String(props.sticky_offset);
    if (props.sticky_effects_offset) attrs['data-sticky-effects-offset'] = String(props.sticky_effects_offset);
    if (props.sticky_parent) attrs['data-sticky-parent'] = 'yes';
    if (props.sticky_anchor_link_offset)
      attrs['data-sticky-anchor-link-offset'] = String(props.sticky_anchor_link_offset);
  }
  if (island) attrs['data-island'] = island;
  const extra = props.css_classes.trim();
  attrs.className = extra ? `${classes.join(' ')} ${extra.split(/\s+/).join(' ')}` : classes.join(' ');
  return attrs;
}

/** Adds classes to wrapper attributes. */
export function withClass(attrs: ElementAttrs, ...classes: (string | false | null | undefined)[]): ElementAttrs {
  const extra = classes.filter(Boolean).join(' ');
  return extra ? { ...attrs, className: `${attrs.className} ${extra}` } : attrs;
}

/** Alignment is stored logically (start/center/end/justify), never left/right (ARCHITECTURE "RTL is data"). */
export const alignments = [
  ['start', 'התחלה'],
  ['center', 'מרכז'],
  ['end', 'סוף'],
  ['justify', 'יישור לשני הצדדים'],
] as const;
export const alignmentsNoJustify = [
  ['start', 'התחלה'],
  ['center', 'מרכז'],
  ['end', 'סוף'],
] as const;
export type Alignment = (typeof alignments)[number][0];
