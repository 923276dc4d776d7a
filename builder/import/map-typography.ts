import { typographyLimits, type Typography, type TypographyGroup, type TypographyValues } from '../parts/typography';
import { Settings } from './settings';
import { pixels } from './sizes';

const weights: Readonly<Record<string, TypographyValues['weight']>> = {
  '400': '400',
  normal: '400',
  '700': '700',
  bold: '700',
};

const transforms: Readonly<Record<string, TypographyValues['transform']>> = {
  uppercase: 'uppercase',
  lowercase: 'lowercase',
  capitalize: 'capitalize',
  none: 'none',
};

/**
 * The kit's typographies that are Site Settings' families (data/import/kit-design.ts): Elementor's "primary"
 * the headings', its "text" the body's. Its "secondary" and "accent" have no family of their own in arig.
 */
const kitFamilies: Readonly<Record<string, TypographyValues['font']>> = {
  'globals/typography?id=primary': 'heading',
  'globals/typography?id=text': 'body',
};

/**
 * A reference to the kit's primary or text typography (`__globals__`) as the heading or body family, left
 * global where that is the widget's own (`ownFamily`: a heading's is the headings', a text's and a
 * button's the body's). Otherwise an Elementor widget's own typography (`typography_typography: custom`)
 * when it is simple: font sizes in px, em or rem per device within the builder's 12–96 px (rounded to
 * whole pixels), the weight 400 or 700, a unitless or em line height of 1–2.5, letter spacing in px of −2
 * to 10 and word spacing in px of −2 to 20 (to a tenth), the text transform. Whatever else (a family,
 * another weight, a line height in px, a size out of range, a spacing in em…) is left unread, so the
 * report names it and the widget stays global.
 *
 * Elementor names a widget's typography group (`typography`, or a counter's `typography_number`, an icon
 * list's `icon_typography`…) and its keys after it (`typography_number_font_size`); `from` is that name and
 * `to` the arig group's prefix (builder/parts/typography.ts).
 */
export function mapTypography(s: Settings, ownFamily: 'heading' | 'body'): Partial<Typography>;
export function mapTypography<P extends string>(
  s: Settings,
  ownFamily: 'heading' | 'body',
  from: string,
  to: P,
): Partial<TypographyGroup<P>>;
export function mapTypography(
  s: Settings,
  ownFamily: 'heading' | 'body',
  from = 'typography',
  to = 'typo',
): Record<string, unknown> {
  const values = mapGroup(s, ownFamily, from);
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [`${to}_${key}`, value]));
}

function mapGroup(s: Settings, ownFamily: 'heading' | 'body', from: string): Partial<TypographyValues> {
  const key = (field: string) => `${from}_${field}`;
  // Read through a copy, so a key is marked as used (and left out of the report) only when it is mapped.
  const peek = new Settings(s.raw);
  const kit = kitFamilies[peek.global(key('typography'))];
  if (kit) {
    s.global(key('typography'));
    return kit === ownFamily ? {} : { font: kit };
  }
  if (s.raw[key('typography')] !== 'custom') return {};
  const props: Partial<TypographyValues> = {};
  const size = (name: string): number => {
    const px = pixels(peek.size(name));
    if (px === null) return 0;
    const rounded = Math.round(px);
    if (rounded < typographyLimits.size.min || rounded > typographyLimits.size.max) return 0;
    s.touch(name);
    return rounded;
  };
  for (const [prop, suffix] of [
    ['size_desktop', ''],
    ['size_tablet', '_tablet'],
    ['size_mobile', '_mobile'],
  ] as const) {
    const px = size(key(`font_size${suffix}`));
    if (px) props[prop] = px;
  }
  const weight = weights[peek.str(key('font_weight'))];
  if (weight) {
    props.weight = weight;
    s.touch(key('font_weight'));
  }
  const lh = peek.size(key('line_height'));
  if (lh && (lh.unit === 'em' || lh.unit === '')) {
    const value = Math.round(lh.size * 100) / 100;
    if (value >= typographyLimits.lineHeight.min && value <= typographyLimits.lineHeight.max) {
      props.line_height = value;
      s.touch(key('line_height'));
    }
  }
  const spacing = (name: string, { min, max }: { min: number; max: number }): number => {
    const value = peek.size(name);
    if (!value || value.unit !== 'px') return 0;
    const tenths = Math.round(value.size * 10) / 10;
    if (tenths === 0 || tenths < min || tenths > max) return 0;
    s.touch(name);
    return tenths;
  };
  const letters = spacing(key('letter_spacing'), typographyLimits.letterSpacing);
  if (letters) props.letter_spacing = letters;
  const words = spacing(key('word_spacing'), typographyLimits.wordSpacing);
  if (words) props.word_spacing = words;
  const transform = transforms[peek.str(key('text_transform'))];
  if (transform) {
    props.transform = transform;
    s.touch(key('text_transform'));
  }
  if (Object.keys(props).length) s.touch(key('typography'));
  return props;
}
