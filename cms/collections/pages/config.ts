import type { CollectionConfig } from 'payload';
import { isContentStaff } from '../../access/is-content-staff';
import { publishedOrStaff } from '../../access/published-or-staff';
import { slugField } from '../../fields/slug';
import { seoField } from '../../fields/seo';
import { builderLayoutField } from '../../fields/builder-layout';
import { purgeHooks } from '../../hooks/purge-site-cache';

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'עמוד', plural: 'עמודים' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'updatedAt'], group: 'תוכן' },
  access: {
    read: publishedOrStaff,
    create: isContentStaff,
    update: isContentStaff,
    delete: isContentStaff,
    readVersions: isContentStaff,
  },
  versions: { drafts: true, maxPerDoc: 50 },
  hooks: purgeHooks,
  fields: [
    { name: 'title', type: 'text', label: 'כותרת', required: true },
    slugField(),
    {
      name: 'content',
      type: 'richText',
      label: 'תוכן',
      admin: { description: 'מוצג כאשר לעמוד אין פריסה בבונה העמודים.' },
    },
    builderLayoutField(),
    {
      // The builder's entry point: a link, no stored data (UI fields add no column: no migration).
      name: 'openInBuilder',
      type: 'ui',
      label: 'בונה העמודים',
      admin: { position: 'sidebar', components: { Field: '/studio/builder/OpenInBuilder#OpenInBuilder' } },
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: 'תמונה ראשית' },
    seoField(),
  ],
};
