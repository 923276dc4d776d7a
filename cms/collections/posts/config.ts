import type { CollectionConfig } from 'payload';
import { previewUrl } from '../../fields/preview-url';
import { slugField } from '../../fields/slug';
import { titleField } from '../../fields/title';
import { seoField } from '../../fields/seo';
import { purgeHooks } from '../../hooks/purge-site-cache';
import { keepOldSlug } from '../../hooks/keep-old-slug';
import { copyAuthorName } from './hooks/copy-author-name';
import { stampPublishedAt } from './hooks/stamp-published-at';
import { draftContentAccess } from '../../access/draft-content';
import { imagesOnly } from '../../fields/images-only';
import { wordpressIdField } from '../../fields/wordpress-id';

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'מאמר', plural: 'מאמרים' },
  admin: {
    preview: previewUrl,
    useAsTitle: 'title',
    defaultColumns: ['title', 'categories', 'publishedAt', '_status'],
    group: 'תוכן',
  },
  access: draftContentAccess,
  versions: { drafts: true, maxPerDoc: 50 },
  defaultSort: '-publishedAt',
  hooks: {
    ...purgeHooks,
    beforeChange: [stampPublishedAt, copyAuthorName],
    afterChange: [...purgeHooks.afterChange, keepOldSlug('posts')],
  },
  fields: [
    wordpressIdField(),
    titleField(),
    slugField(),
    { name: 'excerpt', type: 'textarea', label: 'תקציר', maxLength: 300 },
    { name: 'content', type: 'richText', label: 'תוכן', required: true },
    { name: 'featuredImage', type: 'upload', relationTo: 'media', label: 'תמונה ראשית', filterOptions: imagesOnly },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      label: 'קטגוריות',
      admin: { position: 'sidebar' },
    },
    {
      name: 'tags',
      type: 'relationship',
      relationTo: 'tags',
      hasMany: true,
      maxRows: 30,
      label: 'תגיות',
      admin: { position: 'sidebar' },
    },
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'users',
      label: 'כותב/ת',
      admin: { position: 'sidebar' },
      defaultValue: ({ user }: { user?: { id: number | string } | null }) => user?.id,
    },
    {
      name: 'authorName',
      type: 'text',
      label: 'שם הכותב/ת להצגה',
      admin: { position: 'sidebar', readOnly: true, description: 'מתעדכן אוטומטית מהכותב/ת.' },
    },
    {
      name: 'authorSlug',
      type: 'text',
      label: 'מזהה עמוד הכותב/ת',
      index: true,
      admin: { hidden: true },
    },
    // The author box's copies of the writer's profile (see copyAuthorName).
    { name: 'authorBio', type: 'textarea', label: 'אודות הכותב/ת', admin: { hidden: true } },
    { name: 'authorAvatar', type: 'upload', relationTo: 'media', label: 'תמונת הכותב/ת', admin: { hidden: true } },
    {
      name: 'publishedAt',
      type: 'date',
      label: 'תאריך פרסום',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    seoField(),
  ],
};
