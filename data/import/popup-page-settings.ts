import { animationKeys, mapAnimation } from './popup-animation';
import { popupLookNotes, lookKeys } from './popup-look';
import { bounded, isOn, isOnByDefault, readText, unread, type PopupSettingsData, type Raw } from './popup-values';

const read = new Set<string>([
  ...animationKeys,
  ...lookKeys,
  'close_button_position',
  'close_button_delay',
  'close_automatically',
  'avoid_multiple_popups',
  'a11y_navigation',
  'prevent_close_on_background_click',
  'prevent_close_on_esc_key',
  'prevent_scroll',
  'open_selector',
  'classes',
]);

const className = /^-?[A-Za-z_][\w-]*$/;

/** Elementor's CSS classes that arig accepts (Latin names); the rest are named in a note. */
function classes(value: unknown, notes: string[]): string {
  const names = readText(value).split(/\s+/).filter(Boolean);
  const kept = names.filter((n) => className.test(n));
  const dropped = names.filter((n) => !className.test(n));
  if (dropped.length > 0) notes.push(`מחלקות CSS שאריג אינו מקבל לא יובאו: ${dropped.join(' ')}`);
  const joined = kept.join(' ');
  if (joined.length <= 200) return joined;
  notes.push('רשימת מחלקות ה-CSS ארוכה מ-200 תווים ולא יובאה');
  return '';
}

function selector(value: unknown, notes: string[]): string {
  const text = readText(value);
  if (text.length <= 200) return text;
  notes.push('בורר הפתיחה ארוך מ-200 תווים ולא יובא');
  return '';
}

/**
 * `_elementor_page_settings` of a popup → arig's display, closing and animation settings. Every one is
 * written (Elementor's default when the export lacks it), so a popup behaves as it did; the box's look,
 * which arig keeps uniform, is named in notes (popup-look.ts), and so is any other setting arig lacks.
 */
export function mapPageSettings(raw: Raw, notes: string[]): PopupSettingsData {
  const seconds = (key: string, max: number, label: string) => bounded(raw[key], { min: 0, max }, label, notes) ?? 0;
  const out: PopupSettingsData = {
    open_selector: selector(raw.open_selector, notes),
    avoid_multiple_popups: isOn(raw.avoid_multiple_popups),
    close_button_delay: seconds('close_button_delay', 600, 'השהיית כפתור הסגירה'),
    close_button_position: readText(raw.close_button_position) === 'outside' ? 'outside' : 'inside',
    classes: classes(raw.classes, notes),
    prevent_scroll: isOn(raw.prevent_scroll),
    close_automatically: seconds('close_automatically', 3600, 'סגירה אוטומטית'),
    prevent_close_on_background_click: isOn(raw.prevent_close_on_background_click),
    prevent_close_on_esc_key: isOn(raw.prevent_close_on_esc_key),
    a11y_navigation: isOnByDefault(raw.a11y_navigation),
    ...mapAnimation(raw, notes),
  };
  notes.push(...popupLookNotes(raw));
  const rest = unread(raw, read);
  if (rest.length > 0) notes.push(`עיצוב והגדרות של החלון שאין להם מקבילה באריג לא יובאו: ${rest.join(', ')}`);
  return out;
}
