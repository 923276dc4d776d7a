import type { CollectionConfig } from 'payload';
import { anyone } from '../../access/anyone';
import { isContentStaff } from '../../access/is-content-staff';
import { purgeHooks } from '../../hooks/purge-site-cache';
import { slugify } from '../../fields/slugify';

/**
 * Old addresses that still answer (issue 27): when a published page or article, or a category, gets a new
 * slug, its old one is kept here and answers 301 to wherever the document is now (WordPress does the same
 * with `_wp_old_slug`). The target is a reference, so a second rename needs no new chain. Staff may also
 * add or remove one by hand.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: 'הפניה', plural: 'הפניות מכתובות ישנות' },
  admin: {
    group: 'הגדרות',
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'updatedAt'],
    description: 'כתובות ישנות שמפנות (301) לעמוד, למאמר או לקטגוריה. נוצרות לבד כששם הכתובת (slug) משתנה.',
  },
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  hooks: purgeHooks,
  fields: [
    {
      name: 'from',
      type: 'text',
      label: 'הכתובת הישנה (slug)',
      required: true,
      unique: true,
      index: true,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? slugify(value) || value : value)] },
      validate: (value: unknown) =>
        (typeof value === 'string' && slugify(value) === value && value !== '') ||
        'מזהה כתובת: אותיות, ספרות ומקפים (למשל ‎old-page).',
    },
    {
      name: 'to',
      type: 'relationship',
      label: 'מפנה אל',
      relationTo: ['pages', 'posts', 'categories'],
      required: true,
    },
  ],
};
