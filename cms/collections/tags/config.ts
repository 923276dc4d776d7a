import type { CollectionConfig } from 'payload';
import { anyone } from '../../access/anyone';
import { isContentStaff } from '../../access/is-content-staff';
import { slugField, tagSlugSpace } from '../../fields/slug';
import { seoField } from '../../fields/seo';
import { purgeHooks } from '../../hooks/purge-site-cache';
import { wordpressIdField } from '../../fields/wordpress-id';

/** Article tags (WordPress's post_tag, issue 20): flat, each with its archive at /tag/{slug}/. */
export const Tags: CollectionConfig = {
  slug: 'tags',
  labels: { singular: 'תגית', plural: 'תגיות' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug'],
    group: 'תוכן',
    description: 'תגיות למאמרים: כל תגית מקבלת עמוד ארכיון בכתובת ‎/tag/{slug}/‎.',
  },
  access: {
    read: anyone,
    create: isContentStaff,
    update: isContentStaff,
    delete: isContentStaff,
  },
  hooks: purgeHooks,
  fields: [
    wordpressIdField(),
    { name: 'title', type: 'text', label: 'שם', required: true, maxLength: 80 },
    slugField(tagSlugSpace),
    { name: 'description', type: 'textarea', label: 'תיאור', maxLength: 500 },
    seoField(),
  ],
};
