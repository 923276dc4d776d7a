import { z } from 'zod';
import { popupBrowsers, popupDevices, popupSources, timesPeriods, urlActions, type TimingSettings } from './conditions';
import { checkUrlPattern, maxUrlPatternLength } from './url-pattern';
import { parseWallClock } from './wall-clock';

/** One popup's settings (spec §3 "Popup settings"), validated when the studio saves them. */

/** The renderer plays an exit animation as the named entrance run in reverse. */
export const popupAnimations = [
  'none',
  'fadeIn',
  'fadeInUp',
  'fadeInDown',
  'fadeInLeft',
  'fadeInRight',
  'zoomIn',
  'slideInUp',
  'slideInDown',
  'slideInLeft',
  'slideInRight',
  'bounceIn',
] as const;

const messages = {
  number: 'יש להזין מספר',
  integer: 'יש להזין מספר שלם',
  flag: 'יש לבחור כן או לא',
  text: 'יש להזין טקסט',
  choice: 'יש לבחור אחת מהאפשרויות',
  list: 'יש לבחור מהרשימה',
};

const flag = (fallback = false) => z.boolean({ error: messages.flag }).default(fallback);

const seconds = (max: number, fallback: number) =>
  z
    .number({ error: messages.number })
    .min(0, 'הערך לא יכול להיות שלילי')
    .max(max, `הערך המרבי הוא ${max} שניות`)
    .default(fallback);

const count = (min: number, max: number, fallback: number) =>
  z
    .number({ error: messages.number })
    .int(messages.integer)
    .min(min, `הערך המזערי הוא ${min}`)
    .max(max, `הערך המרבי הוא ${max}`)
    .default(fallback);

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values, { error: messages.choice }).default(fallback as never);

const manyOf = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number][]) =>
  z
    .array(z.enum(values, { error: messages.choice }), { error: messages.list })
    .refine((list) => new Set(list).size === list.length, 'ערך חוזר ברשימה')
    .default(fallback as never);

const text = (max: number, fallback = '') =>
  z.string({ error: messages.text }).trim().max(max, `מותרים עד ${max} תווים`).default(fallback);

const classNames = text(200).refine(
  (value) => value === '' || value.split(/\s+/).every((name) => /^-?[A-Za-z_][\w-]*$/.test(name)),
  'שמות מחלקות: אותיות לטיניות, ספרות, מקף וקו תחתון בלבד, מופרדים ברווח',
);

const dateTime = text(19).refine(
  (value) => value === '' || parseWallClock(value) !== null,
  'יש להזין תאריך בתבנית YYYY-MM-DD HH:mm',
);

const roleName = z.string({ error: messages.text }).regex(/^[a-z0-9_-]{1,64}$/, 'שם תפקיד לא תקין');

const baseSchema = z.object({
  // Display
  open_selector: text(200),
  avoid_multiple_popups: flag(),
  close_button_delay: seconds(600, 0),
  close_button_position: oneOf(['outside', 'inside'], 'inside'),
  classes: classNames,
  prevent_scroll: flag(),
  // Closing
  close_automatically: seconds(3600, 0),
  prevent_close_on_background_click: flag(),
  prevent_close_on_esc_key: flag(),
  a11y_navigation: flag(true),
  // Animation
  entrance_animation: oneOf(popupAnimations, 'fadeIn'),
  entrance_animation_duration: z.object({ size: seconds(10, 1.2) }, { error: 'יש להזין משך' }).default({ size: 1.2 }),
  exit_animation: oneOf(popupAnimations, 'fadeIn'),
  // Timing
  times: flag(),
  times_times: count(1, 100, 1),
  times_period: oneOf(timesPeriods, 'day'),
  times_count: oneOf(['open', 'close'], 'open'),
  sources: flag(),
  sources_sources: manyOf(popupSources, [...popupSources]),
  url: flag(),
  url_url: text(maxUrlPatternLength),
  url_action: oneOf(urlActions, 'show'),
  logged_in: flag(),
  logged_in_users: oneOf(['all', 'custom'], 'all'),
  logged_in_roles: z.array(roleName, { error: messages.list }).max(50).default([]),
  devices: flag(),
  devices_devices: manyOf(popupDevices, [...popupDevices]),
  browsers: flag(),
  browsers_browsers: oneOf(['all', 'custom'], 'all'),
  browsers_options: manyOf(popupBrowsers, []),
  page_views: flag(),
  page_views_views: count(1, 1000, 3),
  sessions: flag(),
  sessions_sessions: count(1, 1000, 2),
  schedule: flag(),
  schedule_timezone: oneOf(['site', 'visitor'], 'site'),
  schedule_start_date: dateTime,
  schedule_end_date: dateTime,
  /** Kept for imported content; the engine takes the site's offset from the server instead. */
  schedule_server_datetime: text(40),
  // Triggers
  page_load: flag(),
  page_load_delay: seconds(3600, 0),
  scrolling: flag(),
  scrolling_direction: oneOf(['down', 'up'], 'down'),
  scrolling_offset: count(0, 100, 50),
  scrolling_to: flag(),
  scrolling_to_selector: text(200),
  click: flag(),
  click_times: count(1, 100, 1),
  inactivity: flag(),
  inactivity_time: seconds(3600, 30),
  exit_intent: flag(),
  adblock_detection: flag(),
  adblock_detection_delay: seconds(3600, 0),
  // On close, and beyond the original
  do_not_show_again: flag(),
  stop_after_conversion: flag(),
});

type BaseSettings = z.infer<typeof baseSchema>;
type Issue = { path: string; message: string };

/** Rules that tie fields together: only checked for the parts the editor switched on. */
function crossFieldIssues(s: BaseSettings): Issue[] {
  const issues: Issue[] = [];
  const add = (when: boolean, path: string, message: string) => when && issues.push({ path, message });
  // Longer patterns already carry the length message from the field itself.
  if (s.url_action === 'regex' && s.url_url !== '' && s.url_url.length <= maxUrlPatternLength) {
    const screening = checkUrlPattern(s.url_url);
    if (!screening.ok) issues.push({ path: 'url_url', message: screening.reason });
  }
  add(s.url && s.url_url === '', 'url_url', 'יש להזין כתובת או ביטוי');
  add(s.sources && s.sources_sources.length === 0, 'sources_sources', 'יש לבחור לפחות מקור אחד');
  add(s.devices && s.devices_devices.length === 0, 'devices_devices', 'יש לבחור לפחות מכשיר אחד');
  add(
    s.browsers && s.browsers_browsers === 'custom' && s.browsers_options.length === 0,
    'browsers_options',
    'יש לבחור לפחות דפדפן אחד',
  );
  add(
    s.logged_in && s.logged_in_users === 'custom' && s.logged_in_roles.length === 0,
    'logged_in_roles',
    'יש לבחור לפחות תפקיד אחד',
  );
  add(s.scrolling_to && s.scrolling_to_selector === '', 'scrolling_to_selector', 'יש להזין בורר לרכיב');
  add(
    s.schedule && s.schedule_start_date === '' && s.schedule_end_date === '',
    'schedule_start_date',
    'יש להזין תאריך התחלה או סיום',
  );
  const start = parseWallClock(s.schedule_start_date);
  const end = parseWallClock(s.schedule_end_date, true);
  add(start !== null && end !== null && start > end, 'schedule_end_date', 'תאריך הסיום לפני תאריך ההתחלה');
  return issues;
}

export const popupSettingsSchema = baseSchema.superRefine((settings, ctx) => {
  for (const issue of crossFieldIssues(settings)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
});

export type PopupSettings = z.infer<typeof popupSettingsSchema>;

/** What the browser engine reads: the stored settings plus the schedule's bounds, parsed here once. */
export type BrowserPopupSettings = PopupSettings & Pick<TimingSettings, 'schedule_start' | 'schedule_end'>;

export function withScheduleBounds(settings: PopupSettings): BrowserPopupSettings {
  return {
    ...settings,
    schedule_start: parseWallClock(settings.schedule_start_date),
    schedule_end: parseWallClock(settings.schedule_end_date, true),
  };
}

export type SettingsIssue = { path: string; message: string };
export type SettingsRead = { ok: true; settings: PopupSettings } | { ok: false; issues: SettingsIssue[] };

/** Empty studio fields arrive as null: they take the schema's default, as an absent key does. */
function withoutNulls(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (inner !== null && inner !== undefined && key !== 'id') out[key] = withoutNulls(inner);
  }
  return out;
}

/** Stored (or submitted) settings checked and completed with defaults; the issues name each field. */
export function readPopupSettings(raw: unknown): SettingsRead {
  const result = popupSettingsSchema.safeParse(withoutNulls(raw ?? {}));
  if (result.success) return { ok: true, settings: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  };
}
