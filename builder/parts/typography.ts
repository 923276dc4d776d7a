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
  // Elementor allows −50..50 px. Below −2 px Hebrew words (no capitals to mark where one starts) run
  // together; beyond 20 px at body size a line reads as separate words rather than a sentence.
  wordSpacing: { min: -2, max: 20 },
} as const;

export const typographyMsg = {
  size: `גודל גופן: 0 (גלובלי) או מספר שלם של פיקסלים בין ${typographyLimits.size.min} ל־${typographyLimits.size.max}`,
  lineHeight: `גובה שורה: 0 (גלובלי) או מספר בין ${typographyLimits.lineHeight.min} ל־${typographyLimits.lineHeight.max}`,
  letterSpacing: `ריווח בין אותיות: 0 (גלובלי) או מספר פיקסלים בין ${typographyLimits.letterSpacing.min} ל־${typographyLimits.letterSpacing.max}, בדיוק של עשירית`,
  wordSpacing: `ריווח בין מילים: 0 (גלובלי) או מספר פיקסלים בין ${typographyLimits.wordSpacing.min} ל־${typographyLimits.wordSpacing.max}, בדיוק של עשירית`,
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
const wordSpacingProp = (label: string) =>
  numberProp(label, typographyLimits.wordSpacing, 0.1, typographyMsg.wordSpacing, {
    min: typographyLimits.wordSpacing.min,
    step: 0.1,
  });

/** One typography group's settings, without the prefix that names the group on a widget. */
export interface TypographyValues {
  font: '' | 'heading' | 'body';
  size_desktop: number;
  size_tablet: number;
  size_mobile: number;
  weight: '' | '400' | '700';
  line_height: number;
  letter_spacing: number;
  word_spacing: number;
  transform: '' | 'uppercase' | 'lowercase' | 'capitalize' | 'none';
}

/** A group's settings as a widget stores them: `typo_font`, or `typo_number_font` for a counter's number. */
export type TypographyGroup<P extends string> = { [K in keyof TypographyValues as `${P}_${K}`]: TypographyValues[K] };
export type Typography = TypographyGroup<'typo'>;

function groupDefs(): {
  [K in keyof TypographyValues]: (label: (text: string) => string) => PropDef<TypographyValues[K]>;
} {
  return {
    font: (label) =>
      p.select(
        label('גופן'),
        [
          ['', 'גלובלי (ברירת המחדל)'],
          ['heading', 'גופן הכותרות (גלובלי)'],
          ['body', 'גופן הטקסט (גלובלי)'],
        ],
        '',
      ),
    size_desktop: (label) => sizeProp(label('גודל גופן במחשב (פיקסלים, 0 = גלובלי)')),
    size_tablet: (label) => sizeProp(label('גודל גופן בטאבלט (פיקסלים, 0 = כמו במחשב)')),
    size_mobile: (label) => sizeProp(label('גודל גופן בנייד (פיקסלים, 0 = כמו בטאבלט)')),
    weight: (label) =>
      p.select(
        label('משקל גופן'),
        [
          ['', 'גלובלי (ברירת המחדל)'],
          ['400', 'רגיל (400)'],
          ['700', 'מודגש (700)'],
        ],
        '',
      ),
    line_height: (label) => lineHeightProp(label('גובה שורה (0 = גלובלי)')),
    letter_spacing: (label) => letterSpacingProp(label('ריווח בין אותיות (פיקסלים, 0 = גלובלי)')),
    word_spacing: (label) => wordSpacingProp(label('ריווח בין מילים (פיקסלים, 0 = גלובלי)')),
    // Hebrew has no capitals: this reaches the Latin words of a text (a brand, a standard's name).
    transform: (label) =>
      p.select(
        label('אותיות לטיניות'),
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
}

/**
 * A typography group under `prefix`. A widget with one styled text uses `typo` and plain labels; one with
 * two texts (a counter's number and title) gives each its own prefix and a Hebrew part name that heads its
 * labels in the editor ("מספר: גופן").
 */
export function typographyGroup<P extends string>(
  prefix: P,
  part?: string,
): { [K in keyof TypographyValues as `${P}_${K}`]: PropDef<TypographyValues[K]> } {
  const label = (text: string) => (part ? `${part}: ${text}` : text);
  const defs = groupDefs();
  return Object.fromEntries(
    Object.entries(defs).map(([key, def]) => [`${prefix}_${key}`, (def as (l: typeof label) => unknown)(label)]),
  ) as { [K in keyof TypographyValues as `${P}_${K}`]: PropDef<TypographyValues[K]> };
}

export const typographyProps = typographyGroup('typo');

const transforms = new Set<string>(['uppercase', 'lowercase', 'capitalize', 'none']);

/** px → rem, so a visitor's own text size still scales a custom size (WCAG 1.4.4); exact for tenths of a px. */
const rem = (px: number) => `${Math.round((px / 16) * 100_000) / 100_000}rem`;

export interface TypographyStyle {
  classes: string[];
  style: Record<string, string>;
}

/** A group left global: no class, no property (for a shared component outside a widget). */
export const globalTypography: TypographyStyle = { classes: [], style: {} };

/**
 * The classes and custom properties of a group's custom settings (none when all are global), for the
 * element that holds the group's text. A size set for a larger device holds on the smaller ones until they
 * set their own (as Elementor's responsive values do): the classes say on which devices a size is in
 * force, the CSS falls back from phone to tablet to desktop.
 */
export function typographyStyle(values: Partial<Typography>): TypographyStyle;
export function typographyStyle<P extends string>(values: Partial<TypographyGroup<P>>, prefix: P): TypographyStyle;
export function typographyStyle(values: object, prefix = 'typo'): TypographyStyle {
  const read = values as Record<string, unknown>;
  const v = (key: keyof TypographyValues) => read[`${prefix}_${key}`];
  const classes: string[] = [];
  const style: Record<string, string> = {};
  const font = v('font');
  if (font === 'heading' || font === 'body') {
    classes.push('w--tf');
    style['--w-font'] = `var(--font-${font})`;
  }
  const sizes = [
    ['d', v('size_desktop')],
    ['t', v('size_tablet')],
    ['m', v('size_mobile')],
  ] as const;
  let inForce = false;
  for (const [device, size] of sizes) {
    if (isCustom(size, typographyLimits.size, 1)) {
      style[`--w-fs-${device}`] = rem(size);
      inForce = true;
    }
    if (inForce) classes.push(`w--ts-${device}`);
  }
  const weight = v('weight');
  if (weight === '400' || weight === '700') {
    classes.push('w--tw');
    style['--w-fw'] = weight;
  }
  const lh = v('line_height');
  if (isCustom(lh, typographyLimits.lineHeight, 0.01)) {
    classes.push('w--tl');
    style['--w-lh'] = String(Math.round(lh * 100) / 100);
  }
  const ls = v('letter_spacing');
  if (isCustom(ls, typographyLimits.letterSpacing, 0.1)) {
    classes.push('w--tls');
    style['--w-ls'] = rem(ls);
  }
  const ws = v('word_spacing');
  if (isCustom(ws, typographyLimits.wordSpacing, 0.1)) {
    classes.push('w--tws');
    style['--w-ws'] = rem(ws);
  }
  const transform = v('transform');
  if (typeof transform === 'string' && transforms.has(transform)) {
    classes.push('w--tt');
    style['--w-tt'] = transform;
  }
  return { classes, style };
}
