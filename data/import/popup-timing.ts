import { parseWallClock } from '../../engines/popup/wall-clock';
import { audienceKeys, mapAudience } from './popup-audience';
import { bounded, isOn, readText, unread, type PopupSettingsData, type Raw } from './popup-values';

const read = new Set<string>([
  ...audienceKeys,
  'times',
  'times_times',
  'times_period',
  'times_count',
  'page_views',
  'page_views_views',
  'sessions',
  'sessions_sessions',
  'schedule',
  'schedule_timezone',
  'schedule_start_date',
  'schedule_end_date',
  // Elementor's own clock at save time; arig takes the site's offset from the server instead.
  'schedule_server_datetime',
]);

const periods = ['day', 'week', 'month', 'session'] as const;

function mapTimes(raw: Raw, out: PopupSettingsData, notes: string[]): void {
  out.times = isOn(raw.times);
  if (!out.times) return;
  const times = bounded(raw.times_times, { min: 1, max: 100, integer: true }, 'מספר ההצגות', notes);
  if (times !== null) out.times_times = times;
  const period = readText(raw.times_period);
  const known = periods.find((p) => p === period);
  // Elementor's "persisting" ('' or absent) counts forever; arig's longest period is a month.
  out.times_period = known ?? 'month';
  if (!known) notes.push('הגבלת מספר ההצגות ללא הגבלת זמן (persisting) אינה קיימת באריג: ההגבלה נקבעה לכל חודש');
  out.times_count = readText(raw.times_count) === 'close' ? 'close' : 'open';
}

function mapVisits(raw: Raw, out: PopupSettingsData, notes: string[]): void {
  out.page_views = isOn(raw.page_views);
  if (out.page_views) {
    const views = bounded(raw.page_views_views, { min: 1, max: 1000, integer: true }, 'מספר הצפיות', notes);
    if (views !== null) out.page_views_views = views;
  }
  out.sessions = isOn(raw.sessions);
  if (out.sessions) {
    const sessions = bounded(raw.sessions_sessions, { min: 1, max: 1000, integer: true }, 'מספר הביקורים', notes);
    if (sessions !== null) out.sessions_sessions = sessions;
  }
}

/** A schedule date arig reads, or '' (with a note) when it cannot. */
function scheduleDate(value: unknown, label: string, notes: string[]): string {
  const text = readText(value);
  if (text === '' || parseWallClock(text) !== null) return text;
  notes.push(`${label} "${text.slice(0, 40)}" אינו תאריך שאריג קורא (YYYY-MM-DD HH:mm), ולכן לא יובא`);
  return '';
}

function mapSchedule(raw: Raw, out: PopupSettingsData, notes: string[]): void {
  out.schedule = isOn(raw.schedule);
  if (!out.schedule) return;
  out.schedule_timezone = readText(raw.schedule_timezone) === 'visitor' ? 'visitor' : 'site';
  out.schedule_start_date = scheduleDate(raw.schedule_start_date, 'תאריך ההתחלה', notes);
  out.schedule_end_date = scheduleDate(raw.schedule_end_date, 'תאריך הסיום', notes);
  const start = parseWallClock(out.schedule_start_date);
  const end = parseWallClock(out.schedule_end_date, true);
  if (out.schedule_start_date === '' && out.schedule_end_date === '') {
    out.schedule = false;
    notes.push('תזמון לפי תאריכים הופעל בלי תאריכים, ולכן לא יובא');
  } else if (start !== null && end !== null && start > end) {
    out.schedule = false;
    notes.push('תאריך הסיום בתזמון קודם לתאריך ההתחלה, ולכן התזמון לא יובא');
  }
}

/**
 * `_elementor_popup_display_settings.timing` → arig's timing conditions (spec §5, Elementor's names).
 * Values arig cannot hold are brought within bounds or switched off, each with a note.
 */
export function mapTiming(raw: Raw, notes: string[]): PopupSettingsData {
  const out: PopupSettingsData = mapAudience(raw, notes);
  mapTimes(raw, out, notes);
  mapVisits(raw, out, notes);
  mapSchedule(raw, out, notes);
  const rest = unread(raw, read);
  if (rest.length > 0) notes.push(`תנאי הצגה של אלמנטור שאין להם מקבילה באריג לא יובאו: ${rest.join(', ')}`);
  return out;
}
