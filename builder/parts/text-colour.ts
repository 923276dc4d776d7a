import { colourRefId } from '../../engines/colour/custom-colours';
import { isHexColour } from '../../engines/colour/contrast';
import { p } from '../props';

/**
 * A text widget's colour ("צבע"; Elementor's `title_color`, `text_color`): the text's own (the default),
 * one of the site's colours or named colours (global: follows Site Settings), or a custom `#RRGGBB`. A
 * custom one is checked on save against the surface it sits on (builder/colour-refs.ts,
 * engines/colour/text-colour.ts); inside a coloured box a global one yields to the box's text colour.
 */
export const textColourChoices = [
  ['', 'צבע הטקסט (ברירת מחדל)'],
  ['primary', 'הצבע הראשי (גלובלי)'],
  ['accent', 'צבע ההדגשה (גלובלי)'],
  ['custom', 'צבע מותאם'],
] as const;

export const textColourProps = {
  colour: p.colourChoice('צבע', textColourChoices, '', 'text'),
  colour_custom: p.color('צבע טקסט מותאם (כשנבחר ״צבע מותאם״), בתבנית #RRGGBB', '#1a1a1a'),
};

interface TextColour {
  colour: (typeof textColourChoices)[number][0] | `colour:${string}`;
  colour_custom: string;
}

/** The widget's colour class (builder/widgets.css `.w-colour--*`) and the property that carries its colour. */
export function textColourStyle(v: TextColour): { classes: string[]; style: Record<string, string> } {
  if (v.colour === 'primary' || v.colour === 'accent') return { classes: [`w-colour--${v.colour}`], style: {} };
  if (v.colour === 'custom' && isHexColour(v.colour_custom))
    return { classes: ['w-colour--custom'], style: { '--w-colour': v.colour_custom.toLowerCase() } };
  // A named colour (global) as Site Settings set it, only where it reads on the page.
  const ref = colourRefId(v.colour);
  if (ref !== null) return { classes: ['w-colour--ref'], style: { '--w-colour': `var(--color-custom-${ref}-text)` } };
  return { classes: [], style: {} };
}
