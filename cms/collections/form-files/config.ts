import type { CollectionConfig } from 'payload';
import { env } from '../../../config/env';
import { isContentStaff } from '../../access/is-content-staff';
import { anyOf, bySystemTask } from '../../access/system-task';

/**
 * Files visitors attach to forms (PDF, JPEG, PNG; checked by content before they are written). Stored
 * outside the public media folder and served only through Payload's access-checked route, to admins and
 * editors, as downloads in a sandbox: a visitor's file never runs in the studio's origin.
 */
export const FormFiles: CollectionConfig = {
  slug: 'form-files',
  labels: { singular: 'קובץ מצורף לטופס', plural: 'קבצים מצורפים לטפסים' },
  admin: {
    group: 'טפסים ודיוור',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'field', 'filesize', 'createdAt'],
  },
  access: {
    read: anyOf(isContentStaff, bySystemTask('form-submission')),
    create: bySystemTask('form-submission'),
    update: () => false,
    delete: isContentStaff,
  },
  upload: {
    staticDir: env().FORM_FILES_DIR,
    mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
    filesRequiredOnCreate: true,
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Disposition', 'attachment');
      headers.set('Content-Security-Policy', "sandbox; default-src 'none'");
      headers.set('X-Content-Type-Options', 'nosniff');
      headers.set('Cache-Control', 'private, no-store');
      return headers;
    },
  },
  fields: [{ name: 'field', type: 'text', label: 'שדה בטופס', admin: { readOnly: true } }],
};
