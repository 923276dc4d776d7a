/** Elementor writes #RGB, #RRGGBB and #RRGGBBAA; an opaque one becomes #rrggbb, anything else null. */
export function opaqueHex(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  if (/^#[0-9a-f]{3}$/.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join('')}`;
  if (/^#[0-9a-f]{6}$/.test(v)) return v;
  if (/^#[0-9a-f]{6}ff$/.test(v)) return v.slice(0, 7);
  return null;
}
