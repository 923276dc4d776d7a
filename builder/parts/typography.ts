import { z } from 'zod';
import { p, type PropDef } from '../props';

/**
 * A text widget's typography (issue 25, builder → "גופן", "גודל גופן…", "משקל גופן", "גובה שורה"): each
 * setting is global (the site's fonts and type scale from Site Settings, so a change there restyles the
 * widget) or custom. Only custom settings reach the page, as custom properties on the widget's element read
 * by builder/widgets.css; a widget left global carries no extra byte, and a layout stored before these
 * settings existed reads as global (every one defaults to it).
 *
 * The family is one of the two the site serves (Site Settings' heading and body families), through the
 * same properties as the rest of the site (`--font-heading`, `--font-body`): the system font of the same
 * kind on a visitor's first page, the family once the site's fonts are cached (docs/paint-first.md).
 */
export const typographyLimits = {
  size: { min: 12, max: 96 },
  lineHeight: { min: 1, max: 2.5 },
  // Elementor allows −5 px; tighter than −2 px runs Hebrew letters into each other.
  letterSpacing: { min: -2, max: 10 },
} as const;

export const typographyMsg = {
  size: `גודל גופן: 0 (גלובלי) או מספר שלם של פיקסלים בין ${typographyLimits.size.min} ל־${typographyLimits.size.max}`,
  lineHeight: `גובה שורה: 0 (גלובלי) או מספר בין ${typographyLimits.lineHeight.min} ל־${typographyLimits.lineHeight.max}`,
  letterSpacing: `ריווח בין אותיות: 0 (גלובלי) או מספר פיקסלים בין ${typographyLimits.letterSpacing.min} ל־${typographyLimits.letterSpacing.max}, בדיוק של עשירית`,
};

type Bounds = { readonly min: number; readonly max: number };

/**
 * A custom value of a numeric setting: not 0 (global), within its bounds, and a whole multiple of its
 * precision (1 for a size in px, hundredths for a line height, tenths for letter spacing).
 */
function isCustom(v: unknown, { min, max }: Bounds, precision: number): v is number {
  return (
    typeof v === 'number' &&
    v !== 0 &&
    v >= min &&
    v <= max &&
    Math.abs(v / precision - Math.round(v / precision)) < 1e-6
  );
}

/** A numeric setting whose 0 (also the editor's empty field) is global. */
function numberProp(
  label: string,
  bounds: Bounds,
  precision: number,
  message: string,
  editor: { min: number; step: number },
): PropDef<number> {
  return {
    schema: z.number({ error: message }).refine((v) => v === 0 || isCustom(v, bounds, precision), message),
    default: 0,
    field: { type: 'number', label, min: editor.min, max: bounds.max, step: editor.step },
  };
}

// The editor lets 0 through (empty is 0); the server refuses sizes of 1–11 and line heights under 1.
const sizeProp = (label: string) =>
  numberProp(label, typographyLimits.size, 1, typographyMsg.size, { min: 0, step: 1 });
const lineHeightProp = (label: string) =>
  numberProp(label, typographyLimits.lineHeight, 0.01, typographyMsg.lineHeight, { min: 0, step: 0.1 });
const letterSpacingProp = (label: string) =>
  numberProp(label, typographyLimits.letterSpacing, 0.1, typographyMsg.letterSpacing, {
    min: typographyLimits.letterSpacing.min,
    step: 0.1,
  });

export const typographyProps = {
  typo_font: p.select(
    'גופן',
    [
      ['', 'גלובלי (ברירת המחדל)'],
      ['heading', 'גופן הכותרות (גלובלי)'],
      ['body', 'גופן הטקסט (גלובלי)'],
    ],
    '',
  ),
  typo_size_desktop: sizeProp('גודל גופן במחשב (פיקסלים, 0 = גלובלי)'),
  typo_size_tablet: sizeProp('גודל גופן בטאבלט (פיקסלים, 0 = כמו במחשב)'),
  typo_size_mobile: sizeProp('גודל גופן בנייד (פיקסלים, 0 = כמו בטאבלט)'),
  typo_weight: p.select(
    'משקל גופן',
    [
      ['', 'גלובלי (ברירת המחדל)'],
      ['400', 'רגיל (400)'],
      ['700', 'מודגש (700)'],
    ],
    '',
  ),
  typo_line_height: lineHeightProp('גובה שורה (0 = גלובלי)'),
  typo_letter_spacing: letterSpacingProp('ריווח בין אותיות (פיקסלים, 0 = גלובלי)'),
  // Hebrew has no capitals: this reaches the Latin words of a text (a brand, a standard's name).
  typo_transform: p.select(
    'אותיות לטיניות',
    [
      ['', 'גלובלי (ברירת המחדל)'],
      ['uppercase', 'כולן גדולות'],
      ['lowercase', 'כולן קטנות'],
      ['capitalize', 'גדולה בתחילת כל מילה'],
      ['none', 'כפי שנכתבו'],
    ],
    '',
  ),
};

export interface Typography {
  typo_font: '' | 'heading' | 'body';
  typo_size_desktop: number;
  typo_size_tablet: number;
  typo_size_mobile: number;
  typo_weight: '' | '400' | '700';
  typo_line_height: number;
  typo_letter_spacing: number;
  typo_transform: '' | 'uppercase' | 'lowercase' | 'capitalize' | 'none';
}

const transforms = new Set<string>(['uppercase', 'lowercase', 'capitalize', 'none']);

/** px → rem, so a visitor's own text size still scales a custom size (WCAG 1.4.4); exact for tenths of a px. */
const rem = (px: number) => `${Math.round((px / 16) * 100_000) / 100_000}rem`;

/**
 * The classes and custom properties of the custom settings (none when all are global). A size set for a
 * larger device holds on the smaller ones until they set their own (as Elementor's responsive values do):
 * the classes say on which devices a size is in force, the CSS falls back from phone to tablet to desktop.
 */
export function typographyStyle(v: Partial<Typography>): { classes: string[]; style: Record<string, string> } {
  const classes: string[] = [];
  const style: Record<string, string> = {};
  if (v.typo_font === 'heading' || v.typo_font === 'body') {
    classes.push('w--tf');
    style['--w-font'] = `var(--font-${v.typo_font})`;
  }
  const sizes = [
    ['d', v.typo_size_desktop],
    ['t', v.typo_size_tablet],
    ['m', v.typo_size_mobile],
  ] as const;
  let inForce = false;
  for (const [device, size] of sizes) {
    if (isCustom(size, typographyLimits.size, 1)) {
      style[`--w-fs-${device}`] = rem(size);
      inForce = true;
    }
    if (inForce) classes.push(`w--ts-${device}`);
  }
  if (v.typo_weight === '400' || v.typo_weight === '700') {
    classes.push('w--tw');
    style['--w-fw'] = v.typo_weight;
  }
  const lh = v.typo_line_height;
  if (isCustom(lh, typographyLimits.lineHeight, 0.01)) {
    classes.push('w--tl');
    style['--w-lh'] = String(Math.round(lh * 100) / 100);
  }
  const ls = v.typo_letter_spacing;
  if (isCustom(ls, typographyLimits.letterSpacing, 0.1)) {
    classes.push('w--tls');
    style['--w-ls'] = rem(ls);
  }
  if (v.typo_transform && transforms.has(v.typo_transform)) {
    classes.push('w--tt');
    style['--w-tt'] = v.typo_transform;
  }
  return { classes, style };
}
