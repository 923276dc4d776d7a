import { colourRefId } from '../../engines/colour/custom-colours';
import { containerTones, customToneRefusal, textOnCustom } from '../../engines/colour/tone';
import { p } from '../props';

/**
 * A box's background ("רקע"): one of the site's colours or named colours (global) or a custom one
 * (engines/colour/tone.ts).
 */
export const backgroundProps = {
  background: p.colourChoice('רקע', containerTones, '', 'background'),
  background_custom: p.color('צבע רקע מותאם (כשנבחר ״צבע מותאם״)', '#f3f6fa'),
};

interface Background {
  background: (typeof containerTones)[number][0] | `colour:${string}`;
  background_custom: string;
}

/** Whatever the background, the text on it must read: a custom colour neither dark nor white text can is refused. */
export const refineBackground = (v: Background) =>
  v.background === 'custom' && textOnCustom(v.background_custom) === null
    ? { path: 'background_custom', message: customToneRefusal }
    : null;

/**
 * The box's tone classes (builder/widgets.css `.w--tone-*`) and, for a custom colour (a validated hex),
 * the property that carries it. Dark text means a light background, and the other way round.
 */
export function backgroundTone(v: Background): { classes: string[]; style: Record<string, string> } {
  if (v.background === '') return { classes: [], style: {} };
  const ref = colourRefId(v.background);
  // The site's <style> sets the colour and the text that reads on it; a deleted one leaves the box as the page.
  if (ref !== null)
    return {
      classes: ['w--tone', 'w--tone-ref'],
      style: { '--w-ref-bg': `var(--color-custom-${ref})`, '--w-ref-fg': `var(--color-custom-${ref}-on)` },
    };
  if (v.background !== 'custom') return { classes: ['w--tone', `w--tone-${v.background}`], style: {} };
  const text = textOnCustom(v.background_custom);
  if (!text) return { classes: [], style: {} };
  const tone = text === 'dark' ? 'custom-light' : 'custom-dark';
  return { classes: ['w--tone', `w--tone-${tone}`], style: { '--w-tone-bg': v.background_custom } };
}
