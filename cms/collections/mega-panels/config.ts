import type { CollectionConfig } from 'payload';
import { builderLayoutField } from '../../fields/builder-layout';
import { purgeHooks } from '../../hooks/purge-site-cache';
import { draftContentAccess } from '../../access/draft-content';

/**
 * Mega menu panels (issue 21): a builder layout (columns, pictures, links) that opens under an item of
 * the main menu in place of a plain list. Chosen on the item in "תפריטים".
 */
export const MegaPanels: CollectionConfig = {
  slug: 'mega-panels',
  labels: { singular: 'פאנל תפריט', plural: 'פאנלים לתפריט' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', '_status', 'updatedAt'],
    group: 'תוכן',
    description: 'תוכן רחב שנפתח מתחת לפריט בתפריט הראשי (״מגה־תפריט״). בוחרים אותו בפריט שב״תפריטים״.',
  },
  access: draftContentAccess,
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: purgeHooks,
  fields: [
    {
      name: 'title',
      type: 'text',
      label: 'שם פנימי',
      required: true,
      maxLength: 80,
      admin: { description: 'לזיהוי ברשימה ובבחירה בתפריט; לא מוצג באתר.' },
    },
    builderLayoutField({ label: 'תוכן הפאנל (בונה העמודים)' }),
    {
      name: 'openInBuilder',
      type: 'ui',
      label: 'בונה העמודים',
      admin: { position: 'sidebar', components: { Field: '/studio/builder/OpenInBuilder#OpenInBuilder' } },
    },
  ],
};
