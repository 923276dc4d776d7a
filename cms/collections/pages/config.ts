import type { CollectionConfig } from 'payload';
import { previewUrl } from '../../fields/preview-url';
import { slugField } from '../../fields/slug';
import { titleField } from '../../fields/title';
import { seoField } from '../../fields/seo';
import { builderLayoutField } from '../../fields/builder-layout';
import { hasLayoutContent } from '../../../builder/outline';
import { purgeHooks } from '../../hooks/purge-site-cache';
import { keepOldSlug } from '../../hooks/keep-old-slug';
import { draftContentAccess } from '../../access/draft-content';
import { imagesOnly } from '../../fields/images-only';
import { wordpressIdField } from '../../fields/wordpress-id';

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'עמוד', plural: 'עמודים' },
  admin: {
    preview: previewUrl,
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: 'תוכן',
  },
  access: draftContentAccess,
  versions: { drafts: true, maxPerDoc: 50 },
  hooks: { ...purgeHooks, afterChange: [...purgeHooks.afterChange, keepOldSlug('pages')] },
  fields: [
    wordpressIdField(),
    titleField(),
    slugField(),
    {
      // Whether the page is built in the builder (computed, not stored): decides which body the edit view shows.
      name: 'hasLayout',
      type: 'checkbox',
      label: 'נבנה בבונה העמודים',
      virtual: true,
      admin: { hidden: true },
      hooks: { afterRead: [({ siblingData }) => hasLayoutContent(siblingData?.layout)] },
    },
    {
      // One body per page (issue 27): a page built in the builder shows its layout, not a rich-text box the
      // site would ignore.
      name: 'builderBody',
      type: 'ui',
      label: 'תוכן העמוד',
      admin: {
        condition: (data) => data?.hasLayout === true,
        components: { Field: '/studio/builder/BuilderBody#BuilderBody' },
      },
    },
    {
      name: 'content',
      type: 'richText',
      label: 'תוכן',
      admin: {
        condition: (data) => data?.hasLayout !== true,
        description: 'לעיצוב העמוד ברכיבים (מקטעים, עמודות, תמונות, טפסים) פתחו אותו ב״עריכה בבונה״.',
      },
    },
    builderLayoutField(),
    {
      // The builder's entry point: a link, no stored data (UI fields add no column: no migration).
      name: 'openInBuilder',
      type: 'ui',
      label: 'בונה העמודים',
      admin: {
        position: 'sidebar',
        // A page built in the builder has "עריכה בבונה" in its body (builderBody): one is enough.
        condition: (data) => data?.hasLayout !== true,
        components: { Field: '/studio/builder/OpenInBuilder#OpenInBuilder' },
      },
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: 'תמונה ראשית', filterOptions: imagesOnly },
    seoField(),
  ],
};
