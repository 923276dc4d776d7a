import type { ConsentCategory } from './choice';
import type { TrackingConfig } from './vendors';

/** One cookie (or local storage entry) the site may write, for the privacy page's table. */
export interface CookieEntry {
  name: string;
  provider: string;
  category: 'necessary' | ConsentCategory;
  purpose: string;
  lifetime: string;
}

const necessary: CookieEntry[] = [
  {
    name: 'arig_consent',
    provider: 'אריג',
    category: 'necessary',
    purpose: 'זכירת הבחירה בהגדרות העוגיות.',
    lifetime: '365 ימים',
  },
  {
    name: 'payload-token',
    provider: 'אריג',
    category: 'necessary',
    purpose: 'כניסה לסטודיו (לעורכי האתר בלבד).',
    lifetime: 'עד היציאה מהחשבון',
  },
  {
    name: 'arig-a11y (אחסון מקומי)',
    provider: 'אריג',
    category: 'necessary',
    purpose: 'העדפות הנגישות שבחרתם.',
    lifetime: 'עד שתמחקו',
  },
  {
    name: 'arig-fonts (אחסון מקומי)',
    provider: 'אריג',
    category: 'necessary',
    purpose: 'רשימת גופני האתר שכבר נשמרו בדפדפן, כדי להציג אותם מהעמוד הבא בלי המתנה.',
    lifetime: 'עד שתמחקו',
  },
  {
    name: 'popup_* (אחסון מקומי)',
    provider: 'אריג',
    category: 'necessary',
    purpose: 'כמה פעמים הוצג חלון קופץ, כדי לא להציג אותו שוב ושוב.',
    lifetime: 'שנה',
  },
];

/** The cookies of the vendors the owner configured, with PixelYourSite's lifetimes from the settings. */
export function cookieCatalogue(config: TrackingConfig | null): CookieEntry[] {
  if (!config) return necessary;
  const days = (n: number) => `${n} ימים`;
  const out = [...necessary];
  if (config.ga4)
    out.push({
      name: '_ga, _ga_*',
      provider: 'Google Analytics',
      category: 'analytics',
      purpose: 'ספירת מבקרים ושימוש באתר.',
      lifetime: 'שנתיים',
    });
  if (config.ads)
    out.push({
      name: '_gcl_*',
      provider: 'Google Ads',
      category: 'marketing',
      purpose: 'מדידת פניות שהגיעו מפרסום ממומן.',
      lifetime: '90 ימים',
    });
  if (config.metaPixel)
    out.push(
      {
        name: '_fbp, _fbc',
        provider: 'Meta Pixel',
        category: 'marketing',
        purpose: 'מדידת פרסום בפייסבוק ובאינסטגרם.',
        lifetime: '90 ימים',
      },
      {
        name: 'pbid',
        provider: 'אריג',
        category: 'marketing',
        purpose: 'מזהה אקראי שנמסר ל-Meta להתאמת פניות.',
        lifetime: days(config.visits.externalIdDays),
      },
    );
  if (config.clarity)
    out.push({
      name: '_clck, _clsk, CLID',
      provider: 'Microsoft Clarity',
      category: 'analytics',
      purpose: 'הקלטת ביקורים ומפות חום (בלי הקלדות בטפסים).',
      lifetime: 'שנה',
    });
  if (config.hotjar)
    out.push({
      name: '_hj*',
      provider: 'Hotjar',
      category: 'analytics',
      purpose: 'הקלטת ביקורים ומפות חום.',
      lifetime: 'שנה',
    });
  if (config.ads || config.metaPixel)
    out.push(
      {
        name: 'pys_first_visit, pysTrafficSource, pys_landing_page, pys_utm_*',
        provider: 'אריג',
        category: 'marketing',
        purpose: 'מאיפה הגעתם בביקור הראשון (מקור, עמוד נחיתה, קמפיין).',
        lifetime: days(config.visits.cookieDays),
      },
      {
        name: 'last_pys*, pys_session_limit, pys_start_session',
        provider: 'אריג',
        category: 'marketing',
        purpose: 'מאיפה הגעתם בביקור האחרון, ומתי התחיל הביקור.',
        lifetime: `${days(config.visits.cookieDays)}; ${config.visits.sessionMinutes} דקות; עד סגירת הדפדפן`,
      },
    );
  return out;
}
