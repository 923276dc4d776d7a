import { isolateLtr as ltr } from '../bidi';
import { contrastRatio, isHexColour } from './contrast';

/**
 * The site's brand colours (issue 25): what the owner sets in Site Settings, checked for WCAG AA contrast
 * (4.5:1 for text) and turned into the CSS custom properties every page and widget reads. An empty field
 * keeps the design's own colour.
 */
export interface BrandColours {
  /** Links, buttons, the header's call to action. */
  primary?: string | null;
  /** The second button style (a builder button set to "משני"). */
  secondary?: string | null;
  text?: string | null;
  muted?: string | null;
  background?: string | null;
  /** Elementor's "accent": a box's background or a heading's colour (global). Empty: the primary. */
  accent?: string | null;
}

export type BrandField = keyof BrandColours;
type DesignField = Exclude<BrandField, 'accent'>;

/** The design's own colours (site/styles/global.css). The accent has none of its own: it is the primary. */
export const defaultBrandColours: Required<{ [K in DesignField]: string }> = {
  primary: '#0b5394',
  secondary: '#2f3b4c',
  text: '#1a1a1a',
  muted: '#4a4a4a',
  background: '#ffffff',
};

export const minimumTextContrast = 4.5;
const darkOnPrimary = '#1a1a1a';
const lightOnPrimary = '#ffffff';

const fieldNames: Record<BrandField, string> = {
  primary: 'הצבע הראשי',
  secondary: 'הצבע המשני',
  text: 'צבע הטקסט',
  muted: 'צבע הטקסט המשני',
  background: 'צבע הרקע',
  accent: 'צבע ההדגשה',
};

export interface BrandProblem {
  field: BrandField;
  message: string;
}

/** A ratio as the refusals write it: rounded down, so 4.49 never shows as 4.5. */
export const ratioText = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

/** The colours in force: each set one, or the design's own (the accent's is the primary in force). */
export function effectiveBrand(input: BrandColours): Required<{ [K in BrandField]: string }> {
  const set = (k: BrandField) => (isHexColour(input[k]) ? input[k]!.toLowerCase() : null);
  const pick = (k: DesignField) => set(k) ?? defaultBrandColours[k];
  return {
    primary: pick('primary'),
    secondary: pick('secondary'),
    text: pick('text'),
    muted: pick('muted'),
    background: pick('background'),
    accent: set('accent') ?? pick('primary'),
  };
}

/** White or near-black, whichever reads on a button's colour; null when neither reaches AA. */
export function textOnPrimary(primary: string): string | null {
  const light = contrastRatio(primary, lightOnPrimary);
  const dark = contrastRatio(primary, darkOnPrimary);
  const best = light >= dark ? lightOnPrimary : darkOnPrimary;
  return Math.max(light, dark) >= minimumTextContrast ? best : null;
}

/**
 * A button's colour under the pointer: 18% of the way towards black when its text is white, towards white
 * when its text is dark, so the hover never reads worse than the button at rest. Null when no text reads
 * on the colour (refused on save).
 */
export function hoverShade(colour: string): string | null {
  const text = textOnPrimary(colour);
  if (!text) return null;
  const toward = text === lightOnPrimary ? 0 : 255;
  const channel = (i: number) => {
    const mixed = Math.round(Number.parseInt(colour.slice(i, i + 2), 16) * 0.82 + toward * 0.18);
    return mixed.toString(16).padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** A colour that is not `#RRGGBB`, in Hebrew. */
export const hexMessage = (name: string) =>
  `${name}: יש לכתוב צבע בתבנית ${ltr('#RRGGBB')} (למשל ${ltr(defaultBrandColours.primary)}).`;

/** What stops these colours from being saved, in Hebrew, one problem per field at most. */
export function brandProblems(input: BrandColours): BrandProblem[] {
  const problems: BrandProblem[] = [];
  for (const field of Object.keys(fieldNames) as BrandField[]) {
    const value = input[field];
    if (value !== null && value !== undefined && value !== '' && !isHexColour(value))
      problems.push({
        field,
        message: hexMessage(fieldNames[field]),
      });
  }
  if (problems.length) return problems;
  const c = effectiveBrand(input);
  for (const field of ['text', 'muted', 'primary'] as const) {
    const ratio = contrastRatio(c[field], c.background);
    if (ratio < minimumTextContrast)
      problems.push({
        field: input[field] ? field : 'background',
        message: `${fieldNames[field]} על ${fieldNames.background} בניגודיות ${ltr(ratioText(ratio))} בלבד; נדרש לפחות ${ltr('4.5:1')} (${ltr('WCAG AA')}, תקן 5568) כדי שכולם יוכלו לקרוא. יש לבחור גוון כהה או בהיר יותר.`,
      });
  }
  // An unset accent is the primary, already checked.
  for (const field of ['primary', 'secondary', ...(input.accent ? (['accent'] as const) : [])] as const)
    if (!textOnPrimary(c[field]))
      problems.push({
        field,
        message: `${fieldNames[field]} אינו קריא עם טקסט לבן או שחור על הכפתורים (ניגודיות מתחת ל־${ltr('4.5:1')}). יש לבחור גוון כהה או בהיר יותר.`,
      });
  return problems;
}

/** The custom properties to set on :root for these colours: none when nothing differs from the design's. */
export function brandCssVariables(input: BrandColours): Record<string, string> {
  if (brandProblems(input).length) return {};
  const c = effectiveBrand(input);
  const d = defaultBrandColours;
  const vars: Record<string, string> = {};
  if (c.primary !== d.primary) {
    vars['--color-accent'] = c.primary;
    vars['--color-accent-contrast'] = textOnPrimary(c.primary)!;
    vars['--color-accent-hover'] = hoverShade(c.primary)!;
    Object.assign(vars, logoOn(c.primary, '--tone-primary-'));
  }
  if (c.secondary !== d.secondary) {
    vars['--color-secondary'] = c.secondary;
    vars['--color-secondary-contrast'] = textOnPrimary(c.secondary)!;
    vars['--color-secondary-hover'] = hoverShade(c.secondary)!;
    Object.assign(vars, logoOn(c.secondary, '--tone-secondary-'));
  }
  if (isHexColour(input.accent)) {
    vars['--color-highlight'] = c.accent;
    vars['--color-highlight-contrast'] = textOnPrimary(c.accent)!;
    // As a heading's colour only where it reads on the page; else the heading keeps the text's colour.
    vars['--color-highlight-text'] = readsAsText(c.accent, c.background) ? c.accent : c.text;
    Object.assign(vars, logoOn(c.accent, '--tone-accent-'));
  }
  if (c.text !== d.text) vars['--color-text'] = c.text;
  if (c.muted !== d.muted) vars['--color-muted'] = c.muted;
  if (c.background !== d.background) {
    vars['--color-bg'] = c.background;
    if (isDark(c.background)) Object.assign(vars, logoOn(c.background, '--'));
  }
  return vars;
}

/** A colour that text may be written in on this background (4.5:1). */
export const readsAsText = (colour: string, background: string) =>
  contrastRatio(colour, background) >= minimumTextContrast;

/** A colour white text reads best on. */
const isDark = (colour: string) => textOnPrimary(colour) === lightOnPrimary;

/**
 * Which of the logo's two variants shows on a background of this colour (header.css `.brand-logo--*`):
 * the one for dark backgrounds on a dark colour.
 */
function logoOn(colour: string, prefix: string): Record<string, string> {
  const dark = isDark(colour);
  return { [`${prefix}logo-light`]: dark ? 'none' : 'inline', [`${prefix}logo-dark`]: dark ? 'inline' : 'none' };
}

/**
 * A `<style>` body setting those properties. The selector outranks the stylesheet's `:root` in any order,
 * and stands aside while the accessibility widget's contrast modes set their own colours.
 */
export const brandSelector = ':root:not(.a11y-contrast-high, .a11y-contrast-dark, .a11y-contrast-light)';
export function brandCss(input: BrandColours, more: Record<string, string> = {}): string {
  const vars = Object.entries({ ...brandCssVariables(input), ...more });
  return vars.length ? `${brandSelector}{${vars.map(([k, v]) => `${k}:${v}`).join(';')}}` : '';
}
