import { hasValue, isOnByDefault, readNumber, readText, isRaw, type Raw } from './popup-values';

/** The box's size, place, overlay and close button: arig draws every popup alike (components/popup/popup.css). */
export const lookKeys = [
  'width',
  'width_tablet',
  'width_mobile',
  'height_type',
  'height',
  'height_tablet',
  'height_mobile',
  'content_position',
  'horizontal_position',
  'horizontal_position_tablet',
  'horizontal_position_mobile',
  'vertical_position',
  'vertical_position_tablet',
  'vertical_position_mobile',
  'overlay',
  'close_button',
] as const;

const devices = [
  ['', ''],
  ['_tablet', 'בטאבלט '],
  ['_mobile', 'בנייד '],
] as const;

function size(value: unknown): string {
  const n = readNumber(value);
  const unit = isRaw(value) ? readText(value.unit) : '';
  return n === null ? '' : `${n}${unit || 'px'}`;
}

/** "560px; בנייד 92%" from a responsive size setting; '' when none is set. */
function perDevice(raw: Raw, key: string): string {
  return devices
    .filter(([suffix]) => hasValue(raw[`${key}${suffix}`]))
    .map(([suffix, label]) => `${label}${size(raw[`${key}${suffix}`])}`)
    .join('; ');
}

function widthNote(raw: Raw): string | null {
  const widths = perDevice(raw, 'width');
  // arig's box is Elementor's default, 640px, narrowing with the screen.
  if (widths === '' || widths === '640px') return null;
  return `רוחב החלון (${widths}) לא יובא: באריג החלון ברוחב של עד 640px, ובמסך צר כרוחב המסך`;
}

function heightNote(raw: Raw): string | null {
  const type = readText(raw.height_type);
  if (type === '' || type === 'auto') return null;
  const heights = type === 'fit_to_screen' ? 'מלוא המסך' : perDevice(raw, 'height');
  return `גובה החלון (${heights}) לא יובא: באריג גובה החלון לפי התוכן`;
}

function positionNote(raw: Raw): string | null {
  const off = (['horizontal_position', 'vertical_position'] as const).flatMap((key) =>
    devices
      .map(([suffix, label]) => ({ label, value: readText(raw[`${key}${suffix}`]) }))
      .filter(({ value }) => value !== '' && value !== 'center')
      .map(({ label, value }) => `${label}${value}`),
  );
  return off.length > 0 ? `מיקום החלון (${off.join(', ')}) לא יובא: באריג החלון תמיד במרכז המסך` : null;
}

/** What the old popup looked like that arig does not carry, one note each; none when it looked like arig's. */
export function popupLookNotes(raw: Raw): string[] {
  return [
    widthNote(raw),
    heightNote(raw),
    positionNote(raw),
    isOnByDefault(raw.overlay) ? null : 'החלון הוצג בלי רקע מעומעם מאחוריו; באריג יש לחלון תמיד רקע מעומעם',
    isOnByDefault(raw.close_button)
      ? null
      : 'החלון הוצג בלי כפתור סגירה; באריג יש תמיד כפתור סגירה (כדי שכל מבקר יוכל לסגור אותו)',
  ].filter((note): note is string => note !== null);
}
