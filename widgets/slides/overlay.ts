import { contrastRatio } from '../../engines/colour/contrast';

/** The slide's text colours: light over a dark overlay, dark over a light one. */
export const lightText = '#ffffff';
export const darkText = '#1a1a1a';
/** WCAG 1.4.3 (AA) for body text: the slide's paragraph and buttons are body-sized. */
export const minContrast = 4.5;

const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
const toHex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** `colour` at `opacity` (0–1) painted over `under`, blended per sRGB channel as browsers paint it. */
export function composite(colour: string, opacity: number, under: string): string {
  return `#${[0, 1, 2].map((i) => toHex(opacity * channel(colour, i) + (1 - opacity) * channel(under, i))).join('')}`;
}

/**
 * The text colour for an overlay and the contrast it keeps over any picture. The picture is unknown (and
 * may change), so the worst pixel is assumed: white under light text, black under dark text. The colour
 * with the better worst case wins.
 */
export function overlayText(colour: string, opacityPercent: number): { text: string; contrast: number } {
  const opacity = opacityPercent / 100;
  const light = contrastRatio(lightText, composite(colour, opacity, '#ffffff'));
  const dark = contrastRatio(darkText, composite(colour, opacity, '#000000'));
  return light >= dark ? { text: lightText, contrast: light } : { text: darkText, contrast: dark };
}

/** The lowest whole-percent opacity at which this colour keeps the text readable; null when none does. */
export function minimumOpacity(colour: string): number | null {
  for (let percent = 0; percent <= 100; percent++)
    if (overlayText(colour, percent).contrast >= minContrast) return percent;
  return null;
}

/** The overlay as CSS custom properties: its colour at its opacity, the solid colour and the text colours. */
export function overlayStyle(colour: string, opacityPercent: number): Record<string, string> {
  const { text } = overlayText(colour, opacityPercent);
  const [r, g, b] = [0, 1, 2].map((i) => channel(colour, i));
  return {
    '--w-slides-overlay': `rgb(${r} ${g} ${b} / ${opacityPercent}%)`,
    '--w-slides-solid': colour,
    '--w-slides-fg': text,
    '--w-slides-on-fg': text === lightText ? darkText : lightText,
  };
}
