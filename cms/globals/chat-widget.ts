import type { GlobalConfig } from 'payload';
import { contrastRatio, isHexColour } from '../../engines/colour/contrast';
import { anyone } from '../access/anyone';
import { isAdmin } from '../access/is-admin';
import { purgeAfterGlobalChange } from '../hooks/purge-site-cache';

export const buttonColour = (value: unknown): true | string => {
  if (!isHexColour(value)) return 'צבע בפורמט ‎#RRGGBB';
  return contrastRatio(value, '#ffffff') >= 4.5
    ? true
    : 'הצבע בהיר מדי: הטקסט והסמל הלבנים על הכפתור צריכים ניגודיות של 4.5:1 לפחות (תקן הנגישות).';
};

export const identifier = (value: unknown): true | string =>
  value === null ||
  value === undefined ||
  value === '' ||
  (typeof value === 'string' && /^[A-Za-z_$][\w$]{0,63}$/.test(value))
    ? true
    : 'שם משתנה JavaScript: אותיות לטיניות, ספרות וקו תחתון, לא יותר מ־64 תווים.';

export const adsTarget = (value: unknown): true | string =>
  value === null ||
  value === undefined ||
  value === '' ||
  (typeof value === 'string' && /^AW-\d{4,15}\/[\w-]{1,64}$/.test(value))
    ? true
    : 'יעד המרה של Google Ads בפורמט ‎AW-123456789/label.';

const path = (value: unknown): true | string =>
  typeof value === 'string' && /^\/[^\s?#]{0,300}$/.test(value) ? true : 'נתיב באתר שמתחיל ב־/ (למשל ‎/checkout/).';

/** The floating WhatsApp button (spec §3 "Chat widget settings"; defaults from reference §2.1–4). */
export const ChatWidget: GlobalConfig = {
  slug: 'chat-widget',
  label: 'כפתור וואטסאפ',
  admin: {
    group: 'הגדרות',
    description:
      'הכפתור הצף שפותח שיחת וואטסאפ עם העסק. המספר נלקח מ״הגדרות האתר ← יצירת קשר ← מספר וואטסאפ״, המקור היחיד לפרטי הקשר באתר.',
  },
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [purgeAfterGlobalChange] },
  fields: [
    { name: 'enabled', type: 'checkbox', label: 'להציג את הכפתור', defaultValue: true },
    {
      name: 'buttonTip',
      type: 'text',
      label: 'טקסט בועית ליד הכפתור',
      maxLength: 80,
      admin: { description: 'מופיע כשעוברים עם העכבר על הכפתור ומוקרא לקוראי מסך.' },
    },
    {
      name: 'message',
      type: 'textarea',
      label: 'הודעת הפתיחה בחלונית',
      maxLength: 2000,
      admin: {
        description:
          'ריק: הכפתור פותח מיד את וואטסאפ. שורה של === מפרידה בין בועות, שורה של >>> פותחת הערה. *מודגש* _נטוי_ ~מחוק~.',
      },
    },
    {
      name: 'messageSend',
      type: 'textarea',
      label: 'ההודעה שתמולא בוואטסאפ',
      maxLength: 1000,
      admin: {
        description:
          'משתנים: {SITE} שם האתר, {URL} כתובת העמוד, {HREF} הכתובת המלאה, {TITLE} כותרת העמוד, {HOME} דף הבית.',
      },
    },
    {
      name: 'messageStart',
      type: 'text',
      label: 'טקסט כפתור הפתיחה בחלונית',
      defaultValue: 'פתיחת שיחה',
      maxLength: 60,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'buttonDelay',
          type: 'number',
          label: 'השהיית הכפתור (שניות)',
          defaultValue: 3,
          min: -1,
          max: 120,
          admin: { description: '‎-1: מיד, בלי אנימציה.' },
        },
        {
          name: 'messageDelay',
          type: 'number',
          label: 'פתיחה אוטומטית אחרי (שניות)',
          defaultValue: 10,
          min: -1,
          max: 600,
          admin: { description: '‎-1 או 0: אף פעם.' },
        },
        { name: 'messageViews', type: 'number', label: 'מצפיית עמוד מספר', defaultValue: 2, min: 1, max: 120 },
      ],
    },
    { name: 'messageBadge', type: 'checkbox', label: 'תג על הכפתור במקום פתיחה אוטומטית', defaultValue: false },
    { name: 'mobileOnly', type: 'checkbox', label: 'להציג רק בנייד', defaultValue: false },
    { name: 'whatsappWeb', type: 'checkbox', label: 'במחשב לפתוח את WhatsApp Web', defaultValue: false },
    { name: 'qr', type: 'checkbox', label: 'קוד QR במחשב', defaultValue: false },
    {
      name: 'optinText',
      type: 'textarea',
      label: 'טקסט הסכמה (אופציונלי)',
      maxLength: 500,
      admin: { description: 'למשל הפניה למדיניות הפרטיות. מוצג בחלונית לפני פתיחת השיחה.' },
    },
    { name: 'optinCheck', type: 'checkbox', label: 'לחייב סימון הסכמה לפני פתיחת השיחה', defaultValue: false },
    {
      type: 'row',
      fields: [
        {
          name: 'position',
          type: 'select',
          label: 'צד המסך',
          defaultValue: 'right',
          options: [
            { value: 'right', label: 'ימין' },
            { value: 'left', label: 'שמאל' },
          ],
        },
        { name: 'color', type: 'text', label: 'צבע הכפתור', defaultValue: '#0a7d5a', validate: buttonColour },
      ],
    },
    {
      name: 'hiddenPaths',
      type: 'array',
      label: 'עמודים בלי הכפתור',
      maxRows: 100,
      labels: { singular: 'נתיב', plural: 'נתיבים' },
      admin: { components: { RowLabel: '/studio/fields/RowTitle#RowTitle' } },
      fields: [{ name: 'path', type: 'text', label: 'נתיב', required: true, validate: path }],
    },
    {
      name: 'tracking',
      type: 'group',
      label: 'מדידה (נשלחת רק אחרי הסכמת המבקר)',
      fields: [
        {
          name: 'gaEvent',
          type: 'text',
          label: 'שם האירוע ב־GA4',
          defaultValue: 'generate_lead',
          validate: identifier,
        },
        { name: 'gads', type: 'text', label: 'המרת Google Ads', validate: adsTarget },
        { name: 'dataLayer', type: 'text', label: 'שם ה־dataLayer', validate: identifier },
      ],
    },
  ],
};
