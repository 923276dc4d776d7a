import type { CollectionConfig } from 'payload';
import { barColoursProblem } from '../../../engines/announcement/bar';
import { isSafeUrl } from '../../../engines/safe-url';
import { purgeHooks } from '../../hooks/purge-site-cache';
import { placementField } from '../popups/placement-fields';
import { draftContentAccess } from '../../access/draft-content';

type Sibling = Record<string, unknown>;

const link = (value: unknown): true | string =>
  value === null || value === undefined || value === '' || (typeof value === 'string' && isSafeUrl(value))
    ? true
    : 'קישור הכפתור: כתובת באתר (למשל ‎/contact/) או כתובת מלאה שמתחילה ב-https://';

/** Colours are checked as a pair: the text must be readable on the background (WCAG AA, 4.5:1). */
const colour = (value: unknown, { siblingData }: { siblingData: Partial<Sibling> }): true | string =>
  barColoursProblem(siblingData.background, siblingData.foreground) ?? true;

/**
 * Announcement bars (issue 21): a line of news at the top or the bottom of the site, with a button and
 * an optional countdown, closed by the visitor for a set number of days. Shown where its placement
 * says, like a popup.
 */
export const AnnouncementBars: CollectionConfig = {
  slug: 'announcement-bars',
  labels: { singular: 'פס הודעה', plural: 'פסי הודעות' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'position', 'until', '_status'],
    group: 'תוכן',
    description: 'הודעה קצרה בראש האתר או בתחתיתו: מבצע, אירוע, שעות פעילות. רק פסים שפורסמו מוצגים.',
  },
  access: draftContentAccess,
  versions: { drafts: true, maxPerDoc: 10 },
  hooks: purgeHooks,
  fields: [
    {
      name: 'title',
      type: 'text',
      label: 'שם פנימי',
      required: true,
      maxLength: 80,
      admin: { description: 'לזיהוי ברשימה; לא מוצג באתר.' },
    },
    { name: 'text', type: 'text', label: 'נוסח ההודעה', required: true, maxLength: 200 },
    {
      type: 'row',
      fields: [
        { name: 'buttonLabel', type: 'text', label: 'טקסט הכפתור', maxLength: 40 },
        { name: 'buttonLink', type: 'text', label: 'קישור הכפתור', maxLength: 500, validate: link },
      ],
    },
    {
      name: 'position',
      type: 'select',
      label: 'מיקום',
      required: true,
      defaultValue: 'top',
      options: [
        { value: 'top', label: 'בראש האתר (נגלל עם הדף)' },
        { value: 'bottom', label: 'בתחתית המסך (צף)' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'background',
          type: 'text',
          label: 'צבע רקע',
          required: true,
          defaultValue: '#12355b',
          validate: colour,
        },
        {
          name: 'foreground',
          type: 'text',
          label: 'צבע טקסט',
          required: true,
          defaultValue: '#ffffff',
          validate: colour,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'dismissible', type: 'checkbox', label: 'המבקר יכול לסגור', defaultValue: true },
        {
          name: 'dismissDays',
          type: 'number',
          label: 'אחרי סגירה, להסתיר למשך (ימים)',
          defaultValue: 7,
          min: 0,
          max: 365,
          admin: {
            step: 1,
            description: '0: עד סוף הביקור.',
            condition: (_: unknown, s: Sibling) => s?.dismissible !== false,
          },
        },
      ],
    },
    {
      name: 'until',
      type: 'date',
      label: 'ספירה לאחור עד',
      admin: {
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' },
        description: 'אופציונלי: הפס מציג כמה זמן נותר, ונעלם כשהמועד עובר.',
      },
    },
    placementField,
  ],
};
