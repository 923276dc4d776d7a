import type { GroupField } from 'payload';
import { imagesOnly } from './images-only';

export function seoField(): GroupField {
  return {
    name: 'seo',
    type: 'group',
    label: 'קידום אתרים (SEO)',
    fields: [
      { name: 'title', type: 'text', label: 'כותרת לתוצאות החיפוש', maxLength: 70 },
      {
        name: 'description',
        type: 'textarea',
        label: 'תיאור מטא',
        maxLength: 170,
        admin: { description: 'עד 170 תווים. מוצג בתוצאות החיפוש ובשיתוף ברשתות.' },
      },
      { name: 'image', type: 'upload', relationTo: 'media', label: 'תמונת שיתוף', filterOptions: imagesOnly },
      { name: 'noindex', type: 'checkbox', label: 'להסתיר ממנועי חיפוש', defaultValue: false },
    ],
  };
}
