import { readPopupSettings } from '../../engines/popup/settings';
import { mapConditions, type PlacementPlan } from './popup-conditions';
import { mapPageSettings } from './popup-page-settings';
import { mapTiming } from './popup-timing';
import { mapTriggers } from './popup-triggers';
import { isRaw, readMeta, type PopupSettingsData, type Raw } from './popup-values';

export interface MappedPopup {
  /**
   * The settings Elementor has a counterpart for; arig's own (do not show again, stop after conversion)
   * are left to the editor, so a re-import keeps them.
   */
  settings: PopupSettingsData;
  placement: PlacementPlan;
  /** What arig cannot carry, or carries differently, in Hebrew for the report. */
  notes: string[];
}

/** The switch a setting belongs to (`url_url` → `url`, `scrolling_to_selector` → `scrolling_to`). */
const switches = [
  'scrolling_to',
  'scrolling',
  'page_load',
  'click',
  'inactivity',
  'adblock_detection',
  'times',
  'sources',
  'url',
  'logged_in',
  'devices',
  'browsers',
  'page_views',
  'sessions',
  'schedule',
] as const;

const switchOf = (path: string) => switches.find((s) => path === s || path.startsWith(`${s}_`));

const isSettingKey = (settings: PopupSettingsData, key: string): key is keyof PopupSettingsData => key in settings;

/**
 * The last guard before the collection's own check (validate-settings.ts): a value the mappers let through
 * that the schema refuses is dropped with its condition switched off, so the popup is still imported.
 */
export function keepValid(settings: PopupSettingsData, notes: string[]): PopupSettingsData {
  const read = readPopupSettings(settings);
  if (read.ok) return settings;
  const out: PopupSettingsData = { ...settings };
  for (const issue of read.issues) {
    const key = issue.path.split('.')[0] ?? '';
    const flag = switchOf(key);
    if (isSettingKey(out, key)) delete out[key];
    if (flag) out[flag] = false;
    notes.push(`ההגדרה ${key} לא יובאה (${issue.message})${flag ? `; התנאי "${flag}" כובה` : ''}`);
  }
  if (readPopupSettings(out).ok) return out;
  notes.push('הגדרות החלון לא נקראו ולכן לא יובאו: החלון יובא עם הגדרות ברירת המחדל של אריג');
  return {};
}

/** One of the three postmeta arrays, with a note when it is there but unreadable. */
function meta(value: string | undefined, label: string, notes: string[]): Raw {
  const read = readMeta(value);
  if (read === null) notes.push(`${label} לא נקראו (הנתונים פגומים) ולא יובאו`);
  return read ?? {};
}

/**
 * An Elementor popup's postmeta → arig's settings and placement (pure): `_elementor_page_settings` (the box,
 * closing, animations), `_elementor_popup_display_settings` (triggers and timing conditions) and
 * `_elementor_conditions` (where). Everything arig cannot carry is named in `notes`, never dropped unsaid.
 */
export function mapElementorPopup(postmeta: Record<string, string>): MappedPopup {
  const notes: string[] = [];
  const display = meta(postmeta._elementor_popup_display_settings, 'הטריגרים ותנאי ההצגה', notes);
  const section = (key: string): Raw => {
    const value = display[key];
    return isRaw(value) ? value : {};
  };
  const other = Object.keys(display).filter((key) => key !== 'triggers' && key !== 'timing');
  if (other.length > 0) notes.push(`הגדרות תצוגה של אלמנטור שאין להן מקבילה באריג לא יובאו: ${other.join(', ')}`);
  const settings = {
    ...mapPageSettings(meta(postmeta._elementor_page_settings, 'הגדרות החלון', notes), notes),
    ...mapTiming(section('timing'), notes),
    ...mapTriggers(section('triggers'), notes),
  };
  const placement = mapConditions(meta(postmeta._elementor_conditions, 'תנאי ההצגה', notes), notes);
  return { settings: keepValid(settings, notes), placement, notes };
}
