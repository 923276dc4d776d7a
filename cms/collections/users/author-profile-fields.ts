import type { Field } from 'payload';

/**
 * What the author box under an article shows about its writer, besides the name (issue 25). Copied onto
 * the writer's articles when either is saved (posts' copyAuthorName, users' refreshAuthorCopies), since
 * visitors never read accounts.
 */
export const authorProfileFields: Field[] = [
  {
    name: 'bio',
    type: 'textarea',
    label: 'כמה מילים עליך',
    maxLength: 600,
    admin: { description: 'מוצג בתיבת הכותב/ת בסוף המאמרים שכתבת. עד 600 תווים.' },
  },
  {
    name: 'avatar',
    type: 'upload',
    relationTo: 'media',
    label: 'תמונת פרופיל',
    admin: { description: 'מוצגת בעיגול בתיבת הכותב/ת. בלי תמונה מוצגות ראשי התיבות של השם.' },
  },
];
