import { isRecord } from './elementor-types';
import type { MapContext } from './map-context';

const typographyRef = /^globals\/typography\?id=([A-Za-z0-9_-]+)$/;
/** The kit's typographies that are Site Settings' families: their references stay global (map-typography.ts). */
const siteFamilies = new Set(['primary', 'text']);
/** An Elementor typography group's fields, each also per device (`_tablet`, `_mobile`). */
const groupFields = [
  'font_family',
  'font_size',
  'font_weight',
  'text_transform',
  'font_style',
  'text_decoration',
  'line_height',
  'letter_spacing',
  'word_spacing',
].flatMap((f) => [f, `${f}_tablet`, `${f}_mobile`]);

/**
 * A widget's reference to a kit typography arig holds no global place for (Elementor's "secondary", "accent"
 * or a custom one) becomes that typography's settings on the widget, as Elementor shows it: the group set to
 * custom with the kit's values, which the widget's own would not override. Its size, weight, line height,
 * spacing and transform are then read like a widget's own typography (map-typography.ts), and what arig
 * cannot hold (a family by name) is reported like a widget's own.
 */
export function withKitTypography(raw: Readonly<Record<string, unknown>>, ctx: MapContext): Record<string, unknown> {
  const globals = raw.__globals__;
  if (!isRecord(globals)) return raw;
  let out: Record<string, unknown> | null = null;
  const left: Record<string, unknown> = { ...globals };
  for (const [key, ref] of Object.entries(globals)) {
    const id = typeof ref === 'string' ? typographyRef.exec(ref)?.[1] : undefined;
    if (!id || siteFamilies.has(id) || !key.endsWith('_typography')) continue;
    const kit = ctx.kitTypography(id);
    if (!kit) continue;
    const group = key.slice(0, -'_typography'.length);
    out ??= { ...raw };
    // Elementor's group keys: `typography_font_size` in the kit, `title_typography_font_size` on a widget.
    for (const field of groupFields) delete out[`${group}_${field}`];
    for (const [kitKey, value] of Object.entries(kit)) out[`${group}_${kitKey.slice('typography_'.length)}`] = value;
    out[key] = 'custom';
    delete left[key];
  }
  if (!out) return raw;
  out.__globals__ = left;
  return out;
}
