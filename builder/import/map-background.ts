import { isolateLtr as ltr } from '../../engines/bidi';
import { opaqueHex } from '../../engines/colour/opaque-hex';
import { textOnCustom } from '../../engines/colour/tone';
import type { MapContext } from './map-context';
import type { Settings } from './settings';

/** The kit's system colours that Site Settings carry (data/import/kit-design.ts), as a container's background. */
const kitTones: Readonly<Record<string, 'primary' | 'secondary' | 'dark'>> = {
  primary: 'primary',
  secondary: 'secondary',
  text: 'dark',
};

/** The kit colour a `__globals__` reference names (`globals/colors?id=primary` → `primary`), or ''. */
export const kitColourId = (ref: string): string => /[?&]id=([a-z0-9_-]+)/i.exec(ref)?.[1] ?? '';

export interface BackgroundProps {
  background: '' | 'primary' | 'secondary' | 'dark' | 'custom' | 'accent' | `colour:${string}`;
  background_custom: string;
}

const none: BackgroundProps = { background: '', background_custom: '#f3f6fa' };

/**
 * Elementor's classic background colour as a container's or a section's "רקע": a kit colour stays global (it follows Site
 * Settings; the accent and the custom colours too, when Site Settings took them), an opaque hex on which
 * dark or white text reads becomes a custom one. Gradients, images,
 * videos, see-through colours and unreadable ones are named in the report.
 */
export function mapBackground(s: Settings, ctx: MapContext, where: string): BackgroundProps {
  const kind = s.str('background_background');
  const ref = s.global('background_color');
  const raw = s.str('background_color');
  if (kind && kind !== 'classic') {
    ctx.report.issue(`${where}: רקע מסוג ${ltr(kind)} לא יובא (רק צבע אחיד)`);
    return none;
  }
  if (ref) {
    const id = kitColourId(ref);
    const tone = kitTones[id];
    if (tone) return { ...none, background: tone };
    const global = ctx.kitColour(id);
    if (global) return { ...none, background: global.value as BackgroundProps['background'] };
    ctx.report.issue(`${where}: צבע הרקע הגלובלי ${ltr(id || ref)} אינו בין צבעי האתר ולא יובא`);
    return none;
  }
  if (!raw) return none;
  const hex = opaqueHex(raw);
  if (hex && textOnCustom(hex)) return { background: 'custom', background_custom: hex };
  ctx.report.issue(
    hex
      ? `${where}: על צבע הרקע ${ltr(hex)} אין טקסט שקריא בניגודיות 4.5:1, ולכן לא יובא`
      : `${where}: צבע הרקע ${ltr(raw)} אינו אטום ולא יובא`,
  );
  return none;
}
