import type { CollectionConfig } from 'payload';
import { projectSlugSpace, slugField } from '../../fields/slug';
import { titleField } from '../../fields/title';
import { seoField } from '../../fields/seo';
import { purgeHooks } from '../../hooks/purge-site-cache';
import { draftContentAccess } from '../../access/draft-content';
import { imagesOnly } from '../../fields/images-only';

/** Portfolio projects (issue 20): shown by the portfolio widget, each at /project/{slug}/. */
export const Projects: CollectionConfig = {
  slug: 'projects',
  labels: { singular: 'פרויקט', plural: 'פרויקטים' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'field', 'client', 'year', '_status'],
    group: 'תוכן',
    description: 'עבודות לתיק העבודות: מוצגות ברכיב "תיק עבודות" ובעמוד משלהן.',
  },
  access: draftContentAccess,
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: '-year',
  hooks: purgeHooks,
  fields: [
    titleField(),
    slugField(projectSlugSpace),
    {
      name: 'field',
      type: 'text',
      label: 'תחום',
      required: true,
      maxLength: 60,
      admin: { description: 'לפי התחום מסננים בתיק העבודות, למשל: טקסטיל טכני.' },
    },
    { name: 'client', type: 'text', label: 'לקוח', maxLength: 120 },
    { name: 'year', type: 'number', label: 'שנה', required: true, min: 1950, max: 2100, admin: { step: 1 } },
    { name: 'summary', type: 'textarea', label: 'תקציר', maxLength: 300 },
    {
      name: 'images',
      type: 'upload',
      relationTo: 'media',
      filterOptions: imagesOnly,
      hasMany: true,
      maxRows: 20,
      label: 'תמונות',
      admin: { description: 'הראשונה היא תמונת הכרטיס.' },
    },
    { name: 'content', type: 'richText', label: 'תיאור הפרויקט' },
    seoField(),
  ],
};
