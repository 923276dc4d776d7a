import type { CollectionConfig } from 'payload';
import { purgeHooks } from '../../hooks/purge-site-cache';
import { validateSourceUrl } from './source-url';
import { draftContentAccess } from '../../access/draft-content';
import { imagesOnly } from '../../fields/images-only';

/**
 * Reviews and testimonials (issue 21): shown by the reviews widget, chosen one by one or the latest.
 * Published is Payload's draft status, so a review waits as a draft until the owner has the client's
 * consent to show it.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: { singular: 'המלצה', plural: 'המלצות' },
  admin: {
    useAsTitle: 'author',
    defaultColumns: ['author', 'company', 'rating', 'date', '_status'],
    group: 'תוכן',
    description: 'המלצות של לקוחות: מוצגות ברכיב "המלצות". רק המלצות שפורסמו נראות באתר.',
  },
  access: draftContentAccess,
  versions: { drafts: true, maxPerDoc: 10 },
  defaultSort: '-date',
  hooks: purgeHooks,
  fields: [
    { name: 'author', type: 'text', label: 'שם הממליץ', required: true, maxLength: 80 },
    {
      type: 'row',
      fields: [
        { name: 'role', type: 'text', label: 'תפקיד', maxLength: 80 },
        { name: 'company', type: 'text', label: 'חברה', maxLength: 120 },
      ],
    },
    {
      name: 'text',
      type: 'textarea',
      label: 'ההמלצה',
      required: true,
      maxLength: 1200,
      admin: { rows: 5 },
    },
    {
      name: 'rating',
      type: 'number',
      label: 'דירוג (1–5 כוכבים)',
      required: true,
      min: 1,
      max: 5,
      defaultValue: 5,
      admin: { step: 1 },
      validate: (value: number | null | undefined) =>
        Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5
          ? true
          : 'הדירוג הוא מספר שלם בין 1 ל-5.',
    },
    {
      name: 'photo',
      type: 'upload',
      relationTo: 'media',
      filterOptions: imagesOnly,
      label: 'תמונה',
      admin: { description: 'תמונת פנים או לוגו של החברה; מוצגת בעיגול קטן.' },
    },
    {
      name: 'date',
      type: 'date',
      label: 'תאריך',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
    },
    {
      name: 'sourceUrl',
      type: 'text',
      label: 'קישור למקור',
      maxLength: 500,
      validate: validateSourceUrl,
      admin: { description: 'כתובת ההמלצה המקורית (למשל בגוגל או בלינקדאין), אם יש.' },
    },
  ],
};
