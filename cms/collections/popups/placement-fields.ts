import type { Field } from 'payload';

export const placementOptions = ['all', 'articles', 'chosen'] as const;
export type PlacementMode = (typeof placementOptions)[number];

type Sibling = Record<string, unknown>;

/** Where a popup may appear; the exclusions win over everything else (read by data/get-popups.ts). */
export const placementField: Field = {
  name: 'placement',
  type: 'group',
  label: 'איפה להציג',
  fields: [
    {
      name: 'show_on',
      type: 'select',
      label: 'הצגה ב',
      required: true,
      defaultValue: 'all',
      options: [
        { value: 'all', label: 'כל הדפים' },
        { value: 'articles', label: 'כל המאמרים' },
        { value: 'chosen', label: 'דפים מסוימים (ו/או מאמרים מקטגוריות מסוימות)' },
      ],
      admin: { description: 'לחלון בדף אחד בלבד: ״דפים מסוימים״, ובחירת הדף ברשימה שתופיע.' },
    },
    {
      name: 'pages',
      type: 'relationship',
      relationTo: 'pages',
      hasMany: true,
      label: 'דפים',
      admin: {
        condition: (_: unknown, s: Sibling) => s?.show_on === 'chosen',
        description: 'החלון יופיע בדפים האלה.',
      },
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      label: 'מאמרים בקטגוריות',
      admin: {
        condition: (_: unknown, s: Sibling) => s?.show_on === 'chosen',
        description: 'וגם במאמרים שבקטגוריות האלה (ובתת־הקטגוריות שלהן). ריק: רק בדפים שנבחרו.',
      },
    },
    { name: 'exclude_pages', type: 'relationship', relationTo: 'pages', hasMany: true, label: 'לא להציג בדפים' },
    {
      name: 'exclude_categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      label: 'לא להציג במאמרים בקטגוריות',
    },
  ],
};
