import { isolateLtr as ltr } from '../../engines/bidi';
import type { ArrayField, TextFieldSingleValidation } from 'payload';
import {
  customColourProblems,
  maxColourName,
  maxCustomColours,
  type CustomColour,
} from '../../engines/colour/custom-colours';

/**
 * Site Settings → Design → named colours (issue 25): each row is checked with the whole list on save (a
 * repeated name is refused on the row that repeats it). Layouts refer to a row by its id, so a change here
 * restyles every page that uses it.
 */
const listOf = (data: unknown): CustomColour[] => {
  const list = (data as { brand?: { customColours?: unknown } } | undefined)?.brand?.customColours;
  return Array.isArray(list) ? (list as CustomColour[]) : [];
};

const validateRow =
  (field: 'name' | 'colour'): TextFieldSingleValidation =>
  (value, { data, path }) => {
    // Payload gives the path as strings: ['brand', 'customColours', '1', 'name'].
    const row = Number(path[path.length - 2]);
    if (!Number.isInteger(row)) return true;
    const list = listOf(data).map((c, i) => (i === row ? { ...c, [field]: value } : c));
    return customColourProblems(list).find((p) => p.row === row && p.field === field)?.message ?? true;
  };

export const customColourFields: ArrayField = {
  name: 'customColours',
  type: 'array',
  label: 'צבעים בשם',
  labels: { singular: 'צבע', plural: 'צבעים' },
  maxRows: maxCustomColours,
  validate: (value: unknown) =>
    Array.isArray(value) && value.length > maxCustomColours ? `אפשר לשמור עד ${maxCustomColours} צבעים בשם.` : true,
  admin: {
    description: `עד ${maxCustomColours} צבעים נוספים, שבבונה העמודים אפשר לבחור כרקע של מכל או אזור וכצבע של כותרת ("גלובלי": שינוי כאן משנה כל עמוד שמשתמש בהם). על כל צבע צריך טקסט כהה או לבן להיות קריא.`,
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: 'שם',
      required: true,
      maxLength: maxColourName,
      validate: validateRow('name'),
    },
    {
      name: 'colour',
      type: 'text',
      label: 'צבע',
      required: true,
      validate: validateRow('colour'),
      admin: { className: 'arig-ltr-value', placeholder: '#f3f6fa', description: `בתבנית ${ltr('#RRGGBB')}.` },
    },
  ],
};
