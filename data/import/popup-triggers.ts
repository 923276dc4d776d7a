import { bounded, isOn, readText, unread, type PopupSettingsData, type Raw } from './popup-values';

const read = new Set([
  'page_load',
  'page_load_delay',
  'scrolling',
  'scrolling_direction',
  'scrolling_offset',
  'scrolling_to',
  'scrolling_to_selector',
  'click',
  'click_times',
  'inactivity',
  'inactivity_time',
  'exit_intent',
  'adblock_detection',
  'adblock_detection_delay',
]);

const seconds = { min: 0, max: 3600 };

/**
 * `_elementor_popup_display_settings.triggers` → arig's triggers (spec §3 uses Elementor's names, so each
 * one carries over). A trigger's values are read only when it is on; one arig lacks is named in a note.
 */
export function mapTriggers(raw: Raw, notes: string[]): PopupSettingsData {
  const out: PopupSettingsData = {
    page_load: isOn(raw.page_load),
    scrolling: isOn(raw.scrolling),
    scrolling_to: isOn(raw.scrolling_to),
    click: isOn(raw.click),
    inactivity: isOn(raw.inactivity),
    exit_intent: isOn(raw.exit_intent),
    adblock_detection: isOn(raw.adblock_detection),
  };
  const set = <K extends keyof PopupSettingsData>(key: K, value: PopupSettingsData[K] | null) => {
    if (value !== null && value !== undefined) out[key] = value;
  };
  if (out.page_load) set('page_load_delay', bounded(raw.page_load_delay, seconds, 'השהיה בטעינת הדף', notes));
  if (out.scrolling) {
    const direction = readText(raw.scrolling_direction);
    set('scrolling_direction', direction === 'up' || direction === 'down' ? direction : null);
    set('scrolling_offset', bounded(raw.scrolling_offset, { min: 0, max: 100, integer: true }, 'אחוז הגלילה', notes));
  }
  if (out.scrolling_to) {
    const selector = readText(raw.scrolling_to_selector).slice(0, 200);
    if (selector) out.scrolling_to_selector = selector;
    else {
      out.scrolling_to = false;
      notes.push('הטריגר "גלילה אל רכיב" הופעל בלי בורר רכיב, ולכן לא יובא');
    }
  }
  if (out.click)
    set('click_times', bounded(raw.click_times, { min: 1, max: 100, integer: true }, 'מספר הלחיצות', notes));
  if (out.inactivity) set('inactivity_time', bounded(raw.inactivity_time, seconds, 'זמן חוסר הפעילות', notes));
  if (out.adblock_detection)
    set('adblock_detection_delay', bounded(raw.adblock_detection_delay, seconds, 'השהיה בזיהוי חוסם פרסומות', notes));
  const rest = unread(raw, read);
  if (rest.length > 0) notes.push(`טריגרים של אלמנטור שאין להם מקבילה באריג לא יובאו: ${rest.join(', ')}`);
  return out;
}
