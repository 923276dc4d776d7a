import type { NumberField } from 'payload';

/**
 * The WordPress id a document was imported from (issue 22): a second import of the same export updates
 * the document instead of adding another, and old `?p=` links find it. Set by the importer only; staff
 * see it, read-only, in the sidebar.
 */
export const wordpressIdField = (): NumberField => ({
  name: 'wordpressId',
  type: 'number',
  label: 'מזהה בוורדפרס',
  unique: true,
  index: true,
  admin: {
    position: 'sidebar',
    readOnly: true,
    condition: (data) => typeof data?.wordpressId === 'number',
    description: 'המזהה של הפריט באתר הוורדפרס שממנו יובא.',
  },
});
