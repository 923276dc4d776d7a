import type { Field, Validate } from 'payload';

/**
 * A whole number of pixels in Site Settings → Design: its range and the design's own value shown as the
 * placeholder and in the help. `validate` must check the range too (a field's own validate replaces
 * Payload's min/max check).
 */
export function pixelField(options: {
  name: string;
  label: string;
  limits: { min: number; max: number };
  fallback: number;
  validate: Validate;
  /** What the size is for, before the range in the help. */
  use?: string;
  width?: string;
}): Field {
  const { name, label, limits, fallback, validate, use, width } = options;
  const range = `בפיקסלים (${limits.min}–${limits.max}); ריק: ${fallback}.`;
  return {
    name,
    type: 'number',
    label,
    min: limits.min,
    max: limits.max,
    admin: {
      step: 1,
      ...(width ? { width } : {}),
      placeholder: String(fallback),
      description: use ? `${use}, ${range}` : range,
    },
    validate,
  };
}
