import { typographyLimits, type Typography } from '../parts/typography';
import { Settings } from './settings';
import { pixels } from './sizes';

const weights: Readonly<Record<string, Typography['typo_weight']>> = {
  '400': '400',
  normal: '400',
  '700': '700',
  bold: '700',
};

const transforms: Readonly<Record<string, Typography['typo_transform']>> = {
  uppercase: 'uppercase',
  lowercase: 'lowercase',
  capitalize: 'capitalize',
  none: 'none',
};

/**
 * The kit's typographies that are Site Settings' families (data/import/kit-design.ts): Elementor's "primary"
 * the headings', its "text" the body's. Its "secondary" and "accent" have no family of their own in arig.
 */
const kitFamilies: Readonly<Record<string, Typography['typo_font']>> = {
  'globals/typography?id=primary': 'heading',
  'globals/typography?id=text': 'body',
};

/**
 * A reference to the kit's primary or text typography (`__globals__`) as the heading or body family, left
 * global where that is the widget's own (`ownFamily`: a heading's is the headings', a text's and a
 * button's the body's). Otherwise an Elementor widget's own typography (`typography_typography: custom`)
 * when it is simple: font sizes in px, em or rem per device within the builder's 12–96 px (rounded to
 * whole pixels), the weight 400 or 700, a unitless or em line height of 1–2.5, letter spacing in px of −2
 * to 10 (to a tenth), the text transform. Whatever else (a family, another weight, a line height in px, a
 * size out of range, word spacing…) is left unread, so the report names it and the widget stays global.
 */
export function mapTypography(s: Settings, ownFamily: 'heading' | 'body'): Partial<Typography> {
  // Read through a copy, so a key is marked as used (and left out of the report) only when it is mapped.
  const peek = new Settings(s.raw);
  const kit = kitFamilies[peek.global('typography_typography')];
  if (kit) {
    s.global('typography_typography');
    return kit === ownFamily ? {} : { typo_font: kit };
  }
  if (s.raw.typography_typography !== 'custom') return {};
  const props: Partial<Typography> = {};
  const size = (key: string): number => {
    const px = pixels(peek.size(key));
    if (px === null) return 0;
    const rounded = Math.round(px);
    if (rounded < typographyLimits.size.min || rounded > typographyLimits.size.max) return 0;
    s.touch(key);
    return rounded;
  };
  for (const [prop, key] of [
    ['typo_size_desktop', 'typography_font_size'],
    ['typo_size_tablet', 'typography_font_size_tablet'],
    ['typo_size_mobile', 'typography_font_size_mobile'],
  ] as const) {
    const px = size(key);
    if (px) props[prop] = px;
  }
  const weight = weights[peek.str('typography_font_weight')];
  if (weight) {
    props.typo_weight = weight;
    s.touch('typography_font_weight');
  }
  const lh = peek.size('typography_line_height');
  if (lh && (lh.unit === 'em' || lh.unit === '')) {
    const value = Math.round(lh.size * 100) / 100;
    if (value >= typographyLimits.lineHeight.min && value <= typographyLimits.lineHeight.max) {
      props.typo_line_height = value;
      s.touch('typography_line_height');
    }
  }
  const spacing = peek.size('typography_letter_spacing');
  if (spacing && spacing.unit === 'px') {
    const value = Math.round(spacing.size * 10) / 10;
    const { min, max } = typographyLimits.letterSpacing;
    if (value !== 0 && value >= min && value <= max) {
      props.typo_letter_spacing = value;
      s.touch('typography_letter_spacing');
    }
  }
  const transform = transforms[peek.str('typography_text_transform')];
  if (transform) {
    props.typo_transform = transform;
    s.touch('typography_text_transform');
  }
  if (Object.keys(props).length) s.touch('typography_typography');
  return props;
}
