import type { Field, GlobalConfig } from 'payload';
import { anyone } from '../access/anyone';
import { isContentStaff } from '../access/is-content-staff';
import { purgeAfterGlobalChange } from '../hooks/purge-site-cache';

/** Internal paths (/…/) or full https links; never javascript: or data: URLs. */
const validHref = (value: unknown): true | string =>
  typeof value === 'string' && /^(\/(?!\/)[^\s]*|https:\/\/[^\s]+|tel:\+?[0-9-]+|mailto:[^\s@]+@[^\s@]+)$/.test(value)
    ? true
    : 'קישור חייב להתחיל ב-/ או ב-https://';

const linkFields: Field[] = [
  { name: 'label', type: 'text', label: 'טקסט', required: true },
  {
    name: 'href',
    type: 'text',
    label: 'קישור',
    required: true,
    validate: validHref,
    admin: { components: { Field: '/studio/links/LinkTextField#LinkTextField' } },
  },
];

export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: 'תפריטים',
  admin: { group: 'הגדרות' },
  access: { read: anyone, update: isContentStaff },
  hooks: { afterChange: [purgeAfterGlobalChange] },
  fields: [
    {
      name: 'header',
      type: 'array',
      label: 'תפריט ראשי',
      labels: { singular: 'פריט בתפריט', plural: 'פריטי תפריט' },
      admin: { components: { RowLabel: '/studio/fields/RowTitle#RowTitle' } },
      fields: [
        ...linkFields,
        {
          name: 'children',
          type: 'array',
          label: 'תת-תפריט',
          labels: { singular: 'פריט בתת-התפריט', plural: 'פריטי תת-התפריט' },
          admin: { components: { RowLabel: '/studio/fields/RowTitle#RowTitle' } },
          fields: linkFields,
        },
        {
          name: 'megaPanel',
          type: 'relationship',
          relationTo: 'mega-panels',
          label: 'פאנל רחב (מגה־תפריט)',
          admin: {
            description: 'אופציונלי: במקום רשימת תת־התפריט נפתח פאנל שנבנה בבונה העמודים (עמודות, תמונות, קישורים).',
          },
        },
      ],
    },
    {
      name: 'headerButton',
      type: 'group',
      label: 'כפתור בכותרת העליונה',
      admin: {
        description:
          'קריאה לפעולה בולטת בראש כל עמוד, למשל "לתיאום פגישה" שמוביל לעמוד יצירת הקשר. מוצג מרוחב טאבלט; בטלפון התפריט והצ׳אט מובילים לשם. בלי טקסט: אין כפתור.',
      },
      fields: [
        { name: 'label', type: 'text', label: 'טקסט', maxLength: 30 },
        {
          name: 'href',
          type: 'text',
          label: 'קישור',
          // Only with a text: a button needs both.
          validate: (value: unknown, { siblingData }: { siblingData?: { label?: string | null } }) =>
            siblingData?.label?.trim() ? validHref(value) : true,
          admin: { components: { Field: '/studio/links/LinkTextField#LinkTextField' } },
        },
      ],
    },
    {
      name: 'footer',
      type: 'array',
      label: 'תפריטי כותרת תחתונה',
      labels: { singular: 'קבוצת קישורים', plural: 'קבוצות קישורים' },
      admin: { components: { RowLabel: '/studio/fields/RowTitle#RowTitle' } },
      fields: [
        { name: 'title', type: 'text', label: 'כותרת הקבוצה', required: true },
        {
          name: 'links',
          type: 'array',
          label: 'קישורים',
          labels: { singular: 'קישור', plural: 'קישורים' },
          admin: { components: { RowLabel: '/studio/fields/RowTitle#RowTitle' } },
          fields: linkFields,
        },
      ],
    },
  ],
};
