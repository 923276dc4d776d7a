import type { Field, GlobalConfig } from 'payload';
import { anyone } from '../access/anyone';
import { isAdmin } from '../access/is-admin';
import { purgeAfterGlobalChange } from '../hooks/purge-site-cache';

const hexColour = (v: unknown): true | string =>
  typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v) ? true : 'צבע בפורמט ‎#RRGGBB';

const positionLabels = {
  'top-left': 'למעלה משמאל',
  'top-right': 'למעלה מימין',
  'center-left': 'באמצע משמאל',
  'center-right': 'באמצע מימין',
  'bottom-left': 'למטה משמאל',
  'bottom-right': 'למטה מימין',
} as const;
const positions = Object.entries(positionLabels).map(([value, label]) => ({ value, label }));

const placement = (name: 'desktop' | 'mobile', label: string): Field => ({
  name,
  type: 'group',
  label,
  fields: [
    { name: 'hidden', type: 'checkbox', label: 'להסתיר את הכפתור', defaultValue: false },
    { name: 'position', type: 'select', label: 'מיקום', defaultValue: 'center-left', options: positions },
    { name: 'enableExactPosition', type: 'checkbox', label: 'מיקום מדויק', defaultValue: false },
    {
      name: 'exact',
      type: 'group',
      label: 'מיקום מדויק (פיקסלים מהקצה)',
      fields: [
        {
          name: 'xSide',
          type: 'select',
          label: 'צד',
          defaultValue: 'right',
          options: [
            { value: 'right', label: 'ימין' },
            { value: 'left', label: 'שמאל' },
          ],
        },
        { name: 'x', type: 'number', label: 'מרחק אופקי', defaultValue: 10, min: 0, max: 400 },
        {
          name: 'ySide',
          type: 'select',
          label: 'צד אנכי',
          defaultValue: 'bottom',
          options: [
            { value: 'bottom', label: 'למטה' },
            { value: 'top', label: 'למעלה' },
          ],
        },
        { name: 'y', type: 'number', label: 'מרחק אנכי', defaultValue: 10, min: 0, max: 400 },
      ],
    },
  ],
});

/** The spec's tools; its disabled ones (sitemap, screen reader, remove-label) exist and default to off. */
export const widgetTools: { name: string; label: string; enabled: boolean }[] = [
  { name: 'biggerText', label: 'הגדלת טקסט', enabled: true },
  { name: 'biggerLineHeight', label: 'ריווח שורות', enabled: true },
  { name: 'textAlign', label: 'יישור טקסט', enabled: true },
  { name: 'readableFont', label: 'גופן קריא', enabled: true },
  { name: 'grayscale', label: 'גווני אפור', enabled: true },
  { name: 'contrast', label: 'ניגודיות', enabled: true },
  { name: 'pageStructure', label: 'מבנה העמוד', enabled: true },
  { name: 'readingMask', label: 'מסכת קריאה', enabled: true },
  { name: 'hideImages', label: 'הסתרת תמונות', enabled: true },
  { name: 'pauseAnimations', label: 'עצירת אנימציות', enabled: true },
  { name: 'highlightLinks', label: 'הדגשת קישורים', enabled: true },
  { name: 'focusOutline', label: 'מסגרת מיקוד', enabled: true },
  { name: 'sitemap', label: 'מפת אתר', enabled: false },
  { name: 'screenReader', label: 'הקראת טקסט', enabled: false },
  { name: 'removeLabel', label: 'הסרת תווית', enabled: false },
];

export const AccessibilityWidget: GlobalConfig = {
  slug: 'accessibility-widget',
  label: 'וידג׳ט נגישות',
  admin: { group: 'הגדרות', description: 'העדפות תצוגה למבקרים. הוידג׳ט אינו מנגיש את האתר; האתר עצמו עומד בתקן.' },
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [purgeAfterGlobalChange] },
  fields: [
    { name: 'enabled', type: 'checkbox', label: 'להציג את הוידג׳ט', defaultValue: true },
    {
      name: 'icon',
      type: 'group',
      label: 'כפתור הפתיחה',
      fields: [
        {
          name: 'style',
          type: 'select',
          label: 'סמל',
          defaultValue: 'person',
          options: [{ value: 'person', label: 'דמות' }],
        },
        {
          name: 'size',
          type: 'select',
          label: 'גודל',
          defaultValue: 'small',
          options: [
            { value: 'small', label: 'קטן' },
            { value: 'medium', label: 'בינוני' },
            { value: 'large', label: 'גדול' },
          ],
        },
        { name: 'color', type: 'text', label: 'צבע', defaultValue: '#0b5394', validate: hexColour },
        { name: 'cornerRadius', type: 'number', label: 'עיגול פינות (px)', defaultValue: 32, min: 0, max: 64 },
      ],
    },
    placement('desktop', 'מיקום במחשב'),
    placement('mobile', 'מיקום בנייד'),
    {
      name: 'tools',
      type: 'group',
      label: 'כלים',
      fields: widgetTools.map((t) => ({
        name: t.name,
        type: 'checkbox' as const,
        label: t.label,
        defaultValue: t.enabled,
      })),
    },
    { name: 'sitemapUrl', type: 'text', label: 'כתובת מפת האתר', defaultValue: '/wp-sitemap.xml' },
    { name: 'statementUrl', type: 'text', label: 'כתובת הצהרת הנגישות', defaultValue: '/accessibility-statement/' },
    {
      name: 'analytics',
      type: 'group',
      label: 'מדידה',
      fields: [
        { name: 'enabled', type: 'checkbox', label: 'מדידת שימוש', defaultValue: false },
        { name: 'url', type: 'text', label: 'כתובת' },
      ],
    },
  ],
};
