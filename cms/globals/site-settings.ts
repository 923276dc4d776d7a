import type { GlobalConfig } from 'payload';
import { anyone } from '../access/anyone';
import { isValidChatPhone } from '../../engines/chat/whatsapp';
import { isAdmin } from '../access/is-admin';
import { purgeAfterGlobalChange } from '../hooks/purge-site-cache';
import { checkCustomTextColours } from './hooks/check-custom-text-colours';
import { imagesOnly } from '../fields/images-only';
import { brandFields } from '../fields/brand-colours';
import { fontFields } from '../fields/design-fonts';
import { layoutFields } from '../fields/design-layout';
import { typeScaleFields } from '../fields/design-type-scale';

const phonePattern = /^\+?[0-9][0-9\- ]{6,18}$/;
const validPhone = (value: unknown): true | string =>
  value === null || value === undefined || value === '' || (typeof value === 'string' && phonePattern.test(value))
    ? true
    : 'מספר טלפון לא תקין: ספרות, מקפים ורווחים, אפשר + בתחילתו (למשל ‎03-555-0123).';
const validWhatsapp = (value: unknown): true | string =>
  value === null || value === undefined || value === '' || (typeof value === 'string' && isValidChatPhone(value))
    ? true
    : 'מספר וואטסאפ: ספרות בלבד, אפשר עם + בהתחלה, 6 עד 15 ספרות (למשל ‎+972525550123).';

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'הגדרות האתר',
  admin: { group: 'הגדרות' },
  access: { read: anyone, update: isAdmin },
  hooks: { beforeChange: [checkCustomTextColours], afterChange: [purgeAfterGlobalChange] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'העסק',
          fields: [
            { name: 'businessName', type: 'text', label: 'שם העסק', required: true },
            { name: 'legalName', type: 'text', label: 'שם משפטי' },
            {
              name: 'companyId',
              type: 'text',
              label: 'מספר חברה / עוסק',
              validate: (v: unknown) => !v || /^[0-9]{8,9}$/.test(String(v)) || 'מספר בן 8–9 ספרות',
            },
            {
              name: 'address',
              type: 'group',
              label: 'כתובת',
              fields: [
                { name: 'street', type: 'text', label: 'רחוב ומספר' },
                { name: 'city', type: 'text', label: 'עיר' },
                { name: 'postalCode', type: 'text', label: 'מיקוד' },
              ],
            },
            { name: 'logo', type: 'upload', relationTo: 'media', label: 'לוגו', filterOptions: imagesOnly },
            {
              name: 'logoDark',
              type: 'upload',
              relationTo: 'media',
              label: 'לוגו לרקע כהה',
              filterOptions: imagesOnly,
              admin: {
                description:
                  'גרסה בהירה של הלוגו. מוצגת במקומו על רקע כהה: תיבה בצבע כהה, אתר בצבעים כהים ומצב הניגודיות הכהה של רכיב הנגישות.',
              },
            },
            {
              name: 'favicon',
              type: 'upload',
              relationTo: 'media',
              label: 'סמל האתר בלשונית הדפדפן',
              filterOptions: imagesOnly,
              admin: {
                description:
                  'תמונה ריבועית (SVG או PNG של 512 פיקסלים לפחות). ממנה נוצרים גם הסמלים למסך הבית של טלפונים. ריק: הסמל של אריג.',
              },
            },
            { name: 'homePage', type: 'relationship', relationTo: 'pages', label: 'עמוד הבית' },
          ],
        },
        {
          label: 'עיצוב',
          description:
            'צבעי המותג, הגופנים, גודלי הטקסט ופריסת האתר. שדה ריק משאיר את ערך העיצוב המקורי. כל שינוי חל על כל העמודים מיד.',
          fields: [brandFields, fontFields, typeScaleFields, layoutFields],
        },
        {
          label: 'יצירת קשר',
          fields: [
            { name: 'phone', type: 'text', label: 'טלפון', validate: validPhone },
            { name: 'email', type: 'email', label: 'דואר אלקטרוני' },
            {
              name: 'whatsapp',
              type: 'text',
              label: 'מספר וואטסאפ',
              validate: validWhatsapp,
              admin: {
                description:
                  'בפורמט בינלאומי, למשל ‎+972501234567. כפתור הוואטסאפ הצף וקישורי הוואטסאפ באתר משתמשים במספר הזה.',
              },
            },
            {
              name: 'socialLinks',
              type: 'array',
              label: 'רשתות חברתיות',
              labels: { singular: 'רשת', plural: 'רשתות' },
              fields: [
                {
                  name: 'network',
                  type: 'select',
                  label: 'רשת',
                  required: true,
                  options: [
                    { value: 'facebook', label: 'פייסבוק' },
                    { value: 'instagram', label: 'אינסטגרם' },
                    { value: 'linkedin', label: 'לינקדאין' },
                    { value: 'youtube', label: 'יוטיוב' },
                    { value: 'x', label: 'X' },
                  ],
                },
                {
                  name: 'url',
                  type: 'text',
                  label: 'כתובת',
                  required: true,
                  validate: (v: unknown) =>
                    (typeof v === 'string' && /^https:\/\/[^\s]+$/.test(v)) || 'כתובת https מלאה',
                },
              ],
            },
          ],
        },
        {
          label: 'לייטבוקס',
          fields: [
            {
              name: 'lightbox',
              type: 'group',
              label: 'לייטבוקס תמונות',
              fields: [
                { name: 'global', type: 'checkbox', label: 'לייטבוקס גלובלי לקישורי תמונה', defaultValue: true },
                { name: 'counter', type: 'checkbox', label: 'מונה', defaultValue: true },
                { name: 'fullscreen', type: 'checkbox', label: 'מסך מלא', defaultValue: true },
                { name: 'zoom', type: 'checkbox', label: 'הגדלה', defaultValue: true },
                { name: 'share', type: 'checkbox', label: 'שיתוף', defaultValue: true },
                {
                  name: 'titleSource',
                  type: 'select',
                  label: 'מקור הכותרת',
                  defaultValue: 'title',
                  options: [
                    { value: 'title', label: 'כותרת התמונה' },
                    { value: 'caption', label: 'כיתוב' },
                    { value: 'alt', label: 'טקסט חלופי' },
                    { value: 'description', label: 'תיאור' },
                    { value: 'none', label: 'ללא' },
                  ],
                },
                {
                  name: 'descriptionSource',
                  type: 'select',
                  label: 'מקור התיאור',
                  defaultValue: 'description',
                  options: [
                    { value: 'title', label: 'כותרת התמונה' },
                    { value: 'caption', label: 'כיתוב' },
                    { value: 'alt', label: 'טקסט חלופי' },
                    { value: 'description', label: 'תיאור' },
                    { value: 'none', label: 'ללא' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
