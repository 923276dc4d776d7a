import type { CollectionConfig } from 'payload';
import { anyone } from '../../access/anyone';
import { isMediaStaff } from '../../access/is-media-staff';
import { purgeHooks } from '../../hooks/purge-site-cache';
import { env } from '../../../config/env';
import { checkLottieUpload, lottieMimeType, recordLottieCanvas } from './lottie-upload';
import { wordpressIdField } from '../../fields/wordpress-id';

/** Raster formats only: SVG can carry script, so it is never accepted as an upload. */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];

/**
 * Besides pictures, Lottie animations (JSON, for the lottie widget): checked on upload as a Lottie file of
 * at most 2 MB (lottie-upload.ts), and served from the media folder as application/json with nosniff.
 */
export const acceptedMediaTypes = [...acceptedImageTypes, lottieMimeType];

const webp = { format: 'webp' as const, options: { quality: 78 } };
/** Resized copies are what pages show; textures compress poorly, so they get a lower quality. */
const webpSized = { format: 'webp' as const, options: { quality: 68 } };

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'קובץ מדיה', plural: 'ספריית מדיה' },
  // The file column shows each image's thumbnail: a media library an owner can recognise at a glance.
  admin: {
    useAsTitle: 'alt',
    group: 'תוכן',
    defaultColumns: ['filename', 'alt', 'updatedAt'],
    description: 'תמונות, ואנימציות Lottie לרכיב ״אנימציית Lottie״ (קובץ JSON עד 2 MB).',
  },
  access: {
    read: anyone,
    create: isMediaStaff,
    update: isMediaStaff,
    delete: isMediaStaff,
  },
  hooks: { ...purgeHooks, beforeOperation: [checkLottieUpload], beforeValidate: [recordLottieCanvas] },
  upload: {
    staticDir: env().MEDIA_DIR,
    mimeTypes: acceptedMediaTypes,
    focalPoint: true,
    formatOptions: webp,
    imageSizes: [
      // Widths a browser picks from (the first at least as wide as the slot in device pixels). 750 covers a
      // 375 px phone at 2×, 360 px at 2× and 412 px at 1.75× (Lighthouse's phone), which all took the 800;
      // 1200 covers 390–400 px phones at 3× and 412 px at 2.625×, which took the 1600 (78% more pixels).
      { name: 'thumb', width: 480, formatOptions: webpSized },
      { name: 'small', width: 640, formatOptions: webpSized },
      { name: 'medium', width: 750, formatOptions: webpSized },
      { name: 'card', width: 800, formatOptions: webpSized },
      { name: 'large', width: 1200, formatOptions: webpSized },
      { name: 'hero', width: 1600, formatOptions: webpSized },
    ],
    adminThumbnail: 'thumb',
    // Payload's own file route (/api/media/file/…) types a file by its content or name; never sniffed.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('X-Content-Type-Options', 'nosniff');
      return headers;
    },
  },
  fields: [
    wordpressIdField(),
    {
      name: 'alt',
      type: 'text',
      label: 'טקסט חלופי (לקוראי מסך)',
      required: true,
      admin: { description: 'תיאור קצר של מה שרואים בתמונה (או באנימציה), בעברית.' },
    },
    { name: 'title', type: 'text', label: 'כותרת' },
    { name: 'description', type: 'textarea', label: 'תיאור' },
  ],
};
