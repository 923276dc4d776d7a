/**
 * The Hebrew words of the editors' popup explainer: why each condition passed or failed and what each
 * trigger is doing. The engine records reasons as short codes with their values (`Reason`), so the
 * visitor's popup chunk carries none of this text; the explainer chunk (and the tests) turn them into
 * sentences here.
 */
import type { PopupBrowser, PopupDevice, PopupSource, TimesPeriod } from './conditions';
import type { ConversionKind } from './counters';
import type { GateName, OpenVia, PopupStatus } from './machine';
import type { TriggerName } from './triggers';
import { formatWallClock } from './wall-clock';

export const sourceLabels: Record<PopupSource | 'direct', string> = {
  internal: 'קישור פנימי',
  external: 'קישור חיצוני',
  search: 'מנוע חיפוש',
  direct: 'כניסה ישירה, בלי דף מפנה',
};
export const deviceLabels: Record<PopupDevice, string> = { desktop: 'מחשב', tablet: 'טאבלט', mobile: 'נייד' };
export const browserLabels: Record<PopupBrowser | 'other', string> = {
  chrome: 'Chrome',
  firefox: 'Firefox',
  safari: 'Safari',
  edge: 'Edge',
  opera: 'Opera',
  samsung: 'Samsung Internet',
  other: 'דפדפן אחר',
};
const periodLabels: Record<TimesPeriod, string> = {
  day: 'בתקופה של יום',
  week: 'בתקופה של שבוע',
  month: 'בתקופה של חודש',
  session: 'בביקור הנוכחי',
};
export const gateLabels: Record<GateName, string> = {
  do_not_show_again: 'לא להציג שוב',
  stop_after_conversion: 'הפסקה אחרי המרה',
  avoid_multiple_popups: 'מניעת חלונות מרובים',
  sources: 'מקור ההגעה',
  url: 'כתובת המפנה',
  logged_in: 'משתמשים מחוברים',
  devices: 'מכשירים',
  browsers: 'דפדפנים',
  page_views: 'צפיות בדפים',
  sessions: 'ביקורים',
  schedule: 'תזמון',
  times: 'מספר הצגות',
};
export const triggerLabels: Record<TriggerName, string> = {
  page_load: 'בטעינת הדף',
  scrolling: 'בגלילה',
  scrolling_to: 'בגלילה אל רכיב',
  click: 'בלחיצות',
  inactivity: 'אחרי חוסר פעילות',
  exit_intent: 'בכוונת יציאה',
  adblock_detection: 'בזיהוי חוסם פרסומות',
};
const conversionLabels: Record<ConversionKind, string> = {
  contact: 'יצירת קשר',
  chat: "פתיחת צ'אט",
  form: 'שליחת טופס',
};

const chosen = (passed: unknown) => (passed ? 'נבחר' : 'לא נבחר');
const s = String;
const clockText = (ms: unknown) => (typeof ms === 'number' ? formatWallClock(ms) : s(ms));

/** Every reason the engine can give, and its sentence. */
const sentences = {
  // Conditions
  'all-sources': () => 'כל המקורות נבחרו',
  source: (source: unknown, passed: unknown) =>
    `מקור ההגעה: ${sourceLabels[source as PopupSource | 'direct']} — ${chosen(passed)}`,
  'pattern-refused': (why: unknown) =>
    `הביטוי נפסל ולכן התנאי נכשל: ${why === 'invalid' ? 'הביטוי הרגולרי אינו תקין' : s(why)}`,
  'pattern-match': (matched: unknown) => (matched ? 'כתובת המפנה תואמת את הביטוי' : 'כתובת המפנה אינה תואמת את הביטוי'),
  'referrer-text': (pattern: unknown, contains: unknown, hides: unknown) =>
    `${contains ? `כתובת המפנה מכילה "${s(pattern)}"` : `כתובת המפנה אינה מכילה "${s(pattern)}"`}${hides ? ', ולכן החלון מוסתר' : ''}`,
  anonymous: () => 'המבקר אינו מחובר',
  'hidden-from-users': () => 'החלון מוסתר מכל המשתמשים המחוברים',
  'role-allowed': () => 'למשתמש המחובר אין תפקיד שהחלון מוסתר ממנו',
  'role-hidden': (role: unknown) => `החלון מוסתר מבעלי התפקיד ${s(role)}`,
  device: (device: unknown, passed: unknown) => `המכשיר: ${deviceLabels[device as PopupDevice]} — ${chosen(passed)}`,
  'all-browsers': () => 'כל הדפדפנים',
  browser: (browser: unknown, passed: unknown) =>
    `הדפדפן: ${browserLabels[browser as PopupBrowser | 'other']} — ${chosen(passed)}`,
  'page-views': (counted: unknown, required: unknown) => `נספרו ${s(counted)} צפיות בדפים; נדרשות לפחות ${s(required)}`,
  sessions: (counted: unknown, required: unknown) => `נספרו ${s(counted)} ביקורים; נדרשים לפחות ${s(required)}`,
  times: (shown: unknown, limit: unknown, period: unknown) =>
    `הוצג ${s(shown)} מתוך ${s(limit)} פעמים ${periodLabels[period as TimesPeriod]}`,
  schedule: (siteClock: unknown, wall: unknown, where: unknown, bound: unknown) => {
    const clock = `${siteClock ? 'לפי שעון האתר' : 'לפי שעון המבקר'} השעה ${clockText(wall)}`;
    if (where === 'before') return `${clock}, לפני תחילת התזמון (${clockText(bound)})`;
    if (where === 'after') return `${clock}, אחרי סוף התזמון (${clockText(bound)})`;
    return `${clock}, בתוך חלון התזמון`;
  },
  // Gates
  'not-disabled': () => 'המבקר לא ביקש להסתיר את החלון',
  disabled: () => 'המבקר בחר "לא להציג שוב"',
  'not-converted': () => 'המבקר עוד לא המיר',
  converted: (...kinds: unknown[]) =>
    `המבקר כבר המיר: ${kinds.map((k) => conversionLabels[k as ConversionKind]).join(', ')}`,
  'none-popped': () => 'עוד לא הוצג חלון בדף הזה',
  'other-popped': () => 'חלון אחר כבר הוצג בדף הזה',
  // Triggers
  'not-started': () => 'המנוע עוד לא התחיל לפעול',
  armed: () => 'ממתין',
  fired: () => 'הטריגר הופעל',
  'beaten-by': (name: unknown) => `בוטל: הטריגר "${triggerLabels[name as TriggerName]}" הופעל קודם`,
  'opened-manually': () => 'בוטל: החלון נפתח מקישור או מבורר',
  'condition-failed': () => 'לא הופעל: תנאי לא התקיים',
  'visitor-converted': () => 'בוטל: המבקר המיר',
  stopped: () => 'בוטל: המנוע נעצר',
  'no-adblock': () => 'לא זוהה חוסם פרסומות',
  'wait-load': (seconds: unknown) => `ייפתח ${s(seconds)} שניות אחרי טעינת הדף`,
  'wait-scroll-down': (percent: unknown) => `ממתין לגלילה של ${s(percent)}% מהדף`,
  'wait-scroll-up': () => 'ממתין לגלילה למעלה',
  'wait-element': (selector: unknown) => `ממתין שהרכיב ${s(selector)} ייראה במסך`,
  'wait-clicks': (clicks: unknown) => `ממתין ל-${s(clicks)} לחיצות בדף`,
  'wait-idle': (seconds: unknown) => `ממתין ל-${s(seconds)} שניות בלי פעילות`,
  'wait-exit': () => 'ממתין שהסמן ייצא מראש החלון',
  'wait-adblock': (seconds: unknown) => `יבדוק חוסם פרסומות אחרי ${s(seconds)} שניות`,
  'exit-desktop-only': () => 'כוונת יציאה נבדקת רק במחשב',
  'no-selector': () => 'לא הוגדר בורר לרכיב',
} satisfies Record<string, (...args: never[]) => string>;

export type ReasonCode = keyof typeof sentences;
/** A reason as the engine records it: a code and the values its sentence needs. */
export type Reason = readonly [ReasonCode, ...(string | number | boolean)[]];

export function describeReason([code, ...args]: Reason): string {
  return (sentences[code] as (...values: unknown[]) => string)(...args);
}

/** The panel's one-line summary of a popup's state. */
export function describeStatus(status: PopupStatus, failed: readonly GateName[], openedVia: OpenVia | null): string {
  const failedText = failed.map((name) => gateLabels[name]).join(', ');
  switch (status) {
    case 'idle':
      return 'המנוע עוד לא התחיל לפעול בדף';
    case 'waiting':
      return 'כל התנאים מתקיימים; ממתין לטריגר';
    case 'manual-only':
      return 'כל התנאים מתקיימים, אך אין טריגר פעיל: החלון ייפתח רק מקישור או מלחיצה על הבורר';
    case 'blocked':
      return `לא יוצג בדף הזה. תנאים שלא התקיימו: ${failedText}`;
    case 'skipped':
      return `טריגר הופעל, אך החלון דולג. תנאים שלא התקיימו: ${failedText}`;
    case 'open':
      return `מוצג כעת (${openedVia === 'manual' || openedVia === null ? 'נפתח מקישור או מבורר' : triggerLabels[openedVia]})`;
    case 'shown':
      return 'הוצג ונסגר';
  }
}
