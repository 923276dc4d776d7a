import type { CollectionConfig } from 'payload';
import { anyone } from '../../access/anyone';
import { isContentStaff } from '../../access/is-content-staff';
import { slugField } from '../../fields/slug';
import { seoField } from '../../fields/seo';
import { purgeHooks } from '../../hooks/purge-site-cache';
import { keepOldSlug } from '../../hooks/keep-old-slug';
import { twoLevelParent } from '../../hooks/two-level-parent';
import { wordpressIdField } from '../../fields/wordpress-id';

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'קטגוריה', plural: 'קטגוריות' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'parent'], group: 'תוכן' },
  access: {
    read: anyone,
    create: isContentStaff,
    update: isContentStaff,
    delete: isContentStaff,
  },
  hooks: {
    ...purgeHooks,
    beforeValidate: [twoLevelParent('categories')],
    afterChange: [...purgeHooks.afterChange, keepOldSlug('categories')],
  },
  fields: [
    wordpressIdField(),
    { name: 'title', type: 'text', label: 'שם', required: true },
    slugField(),
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'categories',
      label: 'קטגוריית אב',
      admin: { position: 'sidebar' },
    },
    { name: 'description', type: 'textarea', label: 'תיאור' },
    seoField(),
  ],
};
