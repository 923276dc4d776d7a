import type { CollectionConfig } from 'payload';
import { anyone } from '../../access/anyone';
import { isContentStaff } from '../../access/is-content-staff';
import { purgeHooks } from '../../hooks/purge-site-cache';
import { slugify } from '../../fields/slugify';
import { parseOldAddress } from '../../../engines/links/old-address';

/** A slug as typed (slugified), or a whole old address in its stored spelling (engines/links/old-address). */
function redirectFrom(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('/') || /^https?:\/\//i.test(trimmed)) return parseOldAddress(trimmed) ?? value;
  return slugify(trimmed) || value;
}

/**
 * Old addresses that still answer (issue 27): when a published page or article, or a category, gets a new
 * slug, its old one is kept here and answers 301 to wherever the document is now (WordPress does the same
 * with `_wp_old_slug`). The target is a reference, so a second rename needs no new chain. Staff may also
 * add or remove one by hand. The WordPress importer (issue 22) stores the old site's whole addresses
 * here too (`/category/x/`, `/?p=84`, a child page's `/about/team/`).
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
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? redirectFrom(value) : value)] },
      validate: (value: unknown) =>
        (typeof value === 'string' && value !== '' && redirectFrom(value) === value) ||
        'מזהה כתובת (למשל ‎old-page) או כתובת ישנה שלמה שמתחילה ב־/ (למשל ‎/category/news/ או ‎/?p=84).',
      admin: {
        description:
          'מזהה כתובת בודד, או כתובת ישנה שלמה מאתר הוורדפרס (נתיב שמתחיל ב־/, או ‎/?p=מספר לקישור לפי מזהה).',
      },
    },
    {
      name: 'to',
      type: 'relationship',
      label: 'מפנה אל',
      relationTo: ['pages', 'posts', 'categories', 'tags', 'media'],
      required: true,
    },
  ],
};
