import type { CollectionConfig } from 'payload';
import { anyone } from '../../access/anyone';
import { isMediaStaff } from '../../access/is-media-staff';
import { purgeHooks } from '../../hooks/purge-site-cache';
import { env } from '../../../config/env';

/** Raster formats only: SVG can carry script, so it is never accepted as an upload. */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];

const webp = { format: 'webp' as const, options: { quality: 78 } };
/** Resized copies are what pages show; textures compress poorly, so they get a lower quality. */
const webpSized = { format: 'webp' as const, options: { quality: 68 } };

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'קובץ מדיה', plural: 'ספריית מדיה' },
  // The file column shows each image's thumbnail: a media library an owner can recognise at a glance.
  admin: { useAsTitle: 'alt', group: 'תוכן', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: {
    read: anyone,
    create: isMediaStaff,
    update: isMediaStaff,
    delete: isMediaStaff,
  },
  hooks: purgeHooks,
  upload: {
    staticDir: env().MEDIA_DIR,
    mimeTypes: acceptedImageTypes,
    focalPoint: true,
    formatOptions: webp,
    imageSizes: [
      { name: 'thumb', width: 480, formatOptions: webpSized },
      { name: 'small', width: 640, formatOptions: webpSized },
      { name: 'card', width: 800, formatOptions: webpSized },
      { name: 'hero', width: 1600, formatOptions: webpSized },
    ],
    adminThumbnail: 'thumb',
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: 'טקסט חלופי (לקוראי מסך)',
      required: true,
      admin: { description: 'תיאור קצר של מה שרואים בתמונה, בעברית.' },
    },
    { name: 'title', type: 'text', label: 'כותרת' },
    { name: 'description', type: 'textarea', label: 'תיאור' },
  ],
};
