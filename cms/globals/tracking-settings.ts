import type { Field, GlobalConfig } from 'payload';
import { isAdmin } from '../access/is-admin';
import { anyOf, bySystemTask } from '../access/system-task';
import { purgeAfterGlobalChange } from '../hooks/purge-site-cache';

/** An id in its vendor's format, or empty (the vendor is off). */
const idField = (name: string, label: string, pattern: RegExp, example: string, description?: string): Field => ({
  name,
  type: 'text',
  label,
  admin: { description: description ?? `לדוגמה ${example}. ריק: כבוי.` },
  validate: (value: unknown) =>
    value === null || value === undefined || value === '' || (typeof value === 'string' && pattern.test(value.trim()))
      ? true
      : `המזהה אינו בפורמט הנכון. לדוגמה: ${example}`,
});

/**
 * Measurement (issue 17): the vendors' ids and the consent version. Field names are fixed (imports and
 * scripts use them). Admins only; the site reads it through its own system task. Everything empty in the
 * seed: the demo sends nothing anywhere.
 */
export const TrackingSettings: GlobalConfig = {
  slug: 'tracking-settings',
  label: 'מדידה ועוגיות',
  admin: { group: 'הגדרות' },
  access: { read: anyOf(isAdmin, bySystemTask('tracking')), update: isAdmin },
  hooks: { afterChange: [purgeAfterGlobalChange] },
  fields: [
    {
      type: 'collapsible',
      label: 'Google',
      fields: [
        idField('ga4_id', 'Google Analytics 4 (מזהה מדידה)', /^G-[A-Z0-9]{4,16}$/, 'G-AB12CD34EF'),
        idField('ads_id', 'Google Ads (מזהה המרות)', /^AW-\d{6,14}$/, 'AW-123456789'),
        {
          type: 'row',
          fields: [
            idField('ads_label_tel', 'תווית המרה: לחיצה על טלפון', /^[\w-]{1,64}$/, 'AbCdEf123'),
            idField('ads_label_mailto', 'תווית המרה: לחיצה על דוא"ל', /^[\w-]{1,64}$/, 'GhIjKl456'),
          ],
        },
      ],
    },
    idField('meta_pixel_id', 'Meta Pixel (פייסבוק ואינסטגרם)', /^\d{8,20}$/, '123456789012345'),
    {
      type: 'row',
      fields: [
        idField('clarity_id', 'Microsoft Clarity (הקלטת ביקורים)', /^[a-z0-9]{6,20}$/, 'abcd1234ef'),
        idField('hotjar_id', 'Hotjar (הקלטת ביקורים)', /^\d{4,12}$/, '1234567'),
      ],
    },
    {
      name: 'consent_version',
      type: 'number',
      label: 'גרסת ההסכמה',
      defaultValue: 1,
      min: 1,
      required: true,
      admin: {
        description: 'העלאת המספר מבקשת מכל המבקרים לבחור שוב (למשל כשנוסף ספק חדש או השתנתה מדיניות הפרטיות).',
      },
    },
    {
      name: 'pys',
      type: 'group',
      label: 'עוגיות מקור הביקור (כמו PixelYourSite)',
      admin: { description: 'נשמרות רק אחרי הסכמה לשיווק.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'cookie_days',
              type: 'number',
              label: 'תוקף עוגיות הביקור (ימים)',
              defaultValue: 7,
              min: 1,
              max: 365,
              required: true,
            },
            {
              name: 'session_minutes',
              type: 'number',
              label: 'אורך ביקור (דקות)',
              defaultValue: 60,
              min: 5,
              max: 1440,
              required: true,
            },
            {
              name: 'external_id_days',
              type: 'number',
              label: 'תוקף מזהה חיצוני (ימים)',
              defaultValue: 180,
              min: 1,
              max: 730,
              required: true,
            },
          ],
        },
        {
          name: 'visit_model',
          type: 'radio',
          label: 'איזה ביקור נזקף למקור',
          defaultValue: 'first_visit',
          options: [
            { label: 'הביקור הראשון', value: 'first_visit' },
            { label: 'הביקור האחרון', value: 'last_visit' },
          ],
          required: true,
        },
      ],
    },
  ],
};
