import type { Field } from 'payload';
import { popupBrowsers, popupDevices, popupSources, timesPeriods } from '../../../engines/popup/conditions';
import { popupAnimations, popupSettingsSchema } from '../../../engines/popup/settings';
import { checkUrlPattern, maxUrlPatternLength } from '../../../engines/popup/url-pattern';
import { roleLabels, roles } from '../../access/roles';

/**
 * Every popup setting of spec §3 as a studio field with a Hebrew label, inside the `settings` group, so the
 * stored object is exactly what `popupSettingsSchema` reads. Defaults come from the schema itself.
 */
const defaults = popupSettingsSchema.parse({});
type Key = keyof typeof defaults;
type Sibling = Record<string, unknown>;

const when =
  (flag: Key) =>
  (_data: unknown, sibling: Sibling): boolean =>
    sibling?.[flag] === true;

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const flag = (name: Key, label: string, description?: string): Field => ({
  name,
  type: 'checkbox',
  label,
  defaultValue: defaults[name] as boolean,
  admin: description ? { description } : {},
});

const number = (name: Key, label: string, unit: string, condition?: Key): Field => ({
  name,
  type: 'number',
  label: `${label} (${unit})`,
  defaultValue: defaults[name] as number,
  min: 0,
  admin: condition ? { condition: when(condition) } : {},
});

const text = (name: Key, label: string, description: string, condition?: Key): Field => ({
  name,
  type: 'text',
  label,
  defaultValue: defaults[name] as string,
  admin: { description, ...(condition ? { condition: when(condition) } : {}) },
});

const select = <T extends string>(
  name: Key,
  label: string,
  values: readonly T[],
  labels: Record<T, string>,
  condition?: Key,
  hasMany = false,
): Field =>
  ({
    name,
    type: 'select',
    label,
    hasMany,
    options: options(values, labels),
    defaultValue: defaults[name],
    admin: condition ? { condition: when(condition) } : {},
  }) as Field;

const animationLabels: Record<(typeof popupAnimations)[number], string> = {
  none: 'ללא',
  fadeIn: 'הופעה הדרגתית',
  fadeInUp: 'הופעה מלמטה',
  fadeInDown: 'הופעה מלמעלה',
  fadeInLeft: 'הופעה משמאל',
  fadeInRight: 'הופעה מימין',
  zoomIn: 'התקרבות',
  slideInUp: 'החלקה מלמטה',
  slideInDown: 'החלקה מלמעלה',
  slideInLeft: 'החלקה משמאל',
  slideInRight: 'החלקה מימין',
  bounceIn: 'קפיצה',
};

const collapsible = (label: string, fields: Field[], initCollapsed = true): Field => ({
  type: 'collapsible',
  label,
  admin: { initCollapsed },
  fields,
});

export const popupSettingsFields: Field[] = [
  collapsible(
    'תצוגה',
    [
      text('open_selector', 'בורר לפתיחה', 'לחיצה על רכיב שתואם לבורר CSS זה פותחת את החלון, למשל ‎.open-newsletter'),
      flag('avoid_multiple_popups', 'מניעת חלונות מרובים', 'לא להציג אם חלון אחר כבר הוצג בדף'),
      number('close_button_delay', 'השהיית כפתור הסגירה', 'שניות'),
      select('close_button_position', 'מיקום כפתור הסגירה', ['inside', 'outside'], {
        inside: 'בתוך החלון',
        outside: 'מחוץ לחלון',
      }),
      text('classes', 'מחלקות CSS', 'שמות מחלקות מופרדים ברווח'),
      flag('prevent_scroll', 'מניעת גלילת הדף', 'הדף שמאחורי החלון לא נגלל כשהחלון פתוח'),
    ],
    false,
  ),
  collapsible('סגירה', [
    number('close_automatically', 'סגירה אוטומטית אחרי', 'שניות, 0 = לא נסגר מעצמו'),
    flag('prevent_close_on_background_click', 'מניעת סגירה בלחיצה על הרקע'),
    flag('prevent_close_on_esc_key', 'מניעת סגירה במקש Escape'),
    flag('a11y_navigation', 'ניווט נגיש', 'המיקוד נשאר בתוך החלון עד שנסגר (מומלץ)'),
    flag('do_not_show_again', 'לא להציג שוב אחרי סגירה', 'מבקר שסגר את החלון לא יראה אותו שוב'),
    flag(
      'stop_after_conversion',
      'הפסקה אחרי המרה',
      'לא להציג למבקר שכבר יצר קשר (טלפון, דוא"ל, וואטסאפ), פתח את הצ\'אט או שלח טופס',
    ),
  ]),
  collapsible('אנימציה', [
    select('entrance_animation', 'אנימציית כניסה', popupAnimations, animationLabels),
    {
      name: 'entrance_animation_duration',
      type: 'group',
      label: 'משך אנימציית הכניסה',
      fields: [
        {
          name: 'size',
          type: 'number',
          label: 'שניות',
          min: 0,
          defaultValue: defaults.entrance_animation_duration.size,
        },
      ],
    },
    select('exit_animation', 'אנימציית יציאה', popupAnimations, animationLabels),
  ]),
  collapsible('תנאי הצגה', [
    flag('times', 'הגבלת מספר הצגות'),
    {
      type: 'row',
      fields: [
        number('times_times', 'עד', 'פעמים', 'times'),
        select(
          'times_period',
          'בכל',
          timesPeriods,
          { day: 'יום', week: 'שבוע', month: 'חודש', session: 'ביקור' },
          'times',
        ),
        select('times_count', 'נספר', ['open', 'close'], { open: 'בפתיחה', close: 'בסגירה' }, 'times'),
      ],
    },
    flag('sources', 'לפי מקור ההגעה'),
    select(
      'sources_sources',
      'מקורות',
      popupSources,
      { internal: 'קישור פנימי', external: 'קישור חיצוני', search: 'מנוע חיפוש' },
      'sources',
      true,
    ),
    flag('url', 'לפי כתובת המפנה'),
    select(
      'url_action',
      'סוג ההתאמה',
      ['show', 'hide', 'regex'],
      { show: 'להציג אם הכתובת מכילה', hide: 'להסתיר אם הכתובת מכילה', regex: 'ביטוי רגולרי' },
      'url',
    ),
    {
      ...(text('url_url', 'כתובת או ביטוי', 'עד 300 תווים; ביטוי שעלול להיתקע בדפדפן נפסל', 'url') as object),
      validate: (value: unknown, { siblingData }: { siblingData: Sibling }) => urlFieldMessage(value, siblingData),
    } as Field,
    flag('logged_in', 'הסתרה ממשתמשים מחוברים'),
    select(
      'logged_in_users',
      'ממי להסתיר',
      ['all', 'custom'],
      { all: 'מכל המשתמשים המחוברים', custom: 'מבעלי תפקידים מסוימים' },
      'logged_in',
    ),
    {
      ...(select('logged_in_roles', 'תפקידים', roles, roleLabels, 'logged_in', true) as object),
      admin: { condition: (_: unknown, s: Sibling) => s?.logged_in === true && s?.logged_in_users === 'custom' },
    } as Field,
    flag('devices', 'לפי מכשיר'),
    select(
      'devices_devices',
      'מכשירים',
      popupDevices,
      { desktop: 'מחשב', tablet: 'טאבלט', mobile: 'נייד' },
      'devices',
      true,
    ),
    flag('browsers', 'לפי דפדפן'),
    select(
      'browsers_browsers',
      'דפדפנים',
      ['all', 'custom'],
      { all: 'כל הדפדפנים', custom: 'דפדפנים מסוימים' },
      'browsers',
    ),
    {
      ...(select(
        'browsers_options',
        'בחירת דפדפנים',
        popupBrowsers,
        {
          chrome: 'Chrome',
          firefox: 'Firefox',
          safari: 'Safari',
          edge: 'Edge',
          opera: 'Opera',
          samsung: 'Samsung Internet',
        },
        'browsers',
        true,
      ) as object),
      admin: { condition: (_: unknown, s: Sibling) => s?.browsers === true && s?.browsers_browsers === 'custom' },
    } as Field,
    flag('page_views', 'אחרי מספר צפיות בדפים'),
    number('page_views_views', 'צפיות', 'לפחות', 'page_views'),
    flag('sessions', 'אחרי מספר ביקורים'),
    number('sessions_sessions', 'ביקורים', 'לפחות', 'sessions'),
    flag('schedule', 'לפי תאריכים'),
    select(
      'schedule_timezone',
      'אזור זמן',
      ['site', 'visitor'],
      { site: 'שעון האתר', visitor: 'שעון המבקר' },
      'schedule',
    ),
    text('schedule_start_date', 'מתאריך', 'YYYY-MM-DD HH:mm', 'schedule'),
    text('schedule_end_date', 'עד תאריך', 'YYYY-MM-DD HH:mm', 'schedule'),
  ]),
  collapsible(
    'טריגרים (מתי לפתוח)',
    [
      flag('page_load', 'בטעינת הדף'),
      number('page_load_delay', 'השהיה', 'שניות', 'page_load'),
      flag('scrolling', 'בגלילה'),
      select('scrolling_direction', 'כיוון', ['down', 'up'], { down: 'למטה', up: 'למעלה' }, 'scrolling'),
      number('scrolling_offset', 'אחוז מהדף', '0–100', 'scrolling'),
      flag('scrolling_to', 'בגלילה אל רכיב'),
      text('scrolling_to_selector', 'בורר הרכיב', 'בורר CSS, למשל ‎#contact', 'scrolling_to'),
      flag('click', 'אחרי לחיצות בדף'),
      number('click_times', 'מספר לחיצות', 'לחיצות', 'click'),
      flag('inactivity', 'אחרי חוסר פעילות'),
      number('inactivity_time', 'זמן', 'שניות', 'inactivity'),
      flag('exit_intent', 'בכוונת יציאה (מחשב בלבד)'),
      flag('adblock_detection', 'בזיהוי חוסם פרסומות'),
      number('adblock_detection_delay', 'השהיה', 'שניות', 'adblock_detection'),
    ],
    false,
  ),
];

/** The field-level message for the URL condition; the collection hook checks the whole object again. */
export function urlFieldMessage(value: unknown, sibling: Sibling): true | string {
  if (sibling?.url !== true) return true;
  const pattern = typeof value === 'string' ? value.trim() : '';
  if (pattern === '') return 'יש להזין כתובת או ביטוי';
  if (pattern.length > maxUrlPatternLength) return `מותרים עד ${maxUrlPatternLength} תווים`;
  if (sibling.url_action !== 'regex') return true;
  const check = checkUrlPattern(pattern);
  return check.ok ? true : check.reason;
}
