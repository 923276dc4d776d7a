import { isolateLtr as ltr } from '../../engines/bidi';
import type { Field, TextFieldSingleValidation } from 'payload';
import { brandProblems, defaultBrandColours, type BrandColours, type BrandField } from '../../engines/colour/brand';
import { customColourFields } from './custom-colours';

/**
 * Site Settings → Design: the brand colours (issue 25). Each is checked with the others on save, so a text
 * colour that the background would make unreadable is refused with the pair and the ratio in Hebrew.
 */
const validateBrand =
  (field: BrandField): TextFieldSingleValidation =>
  (value, { siblingData }) => {
    const colours = { ...(siblingData as BrandColours), [field]: value };
    return brandProblems(colours).find((p) => p.field === field)?.message ?? true;
  };

const colour = (name: BrandField, label: string, use: string, unset?: string): Field => {
  const own = name === 'accent' ? null : defaultBrandColours[name];
  return {
    name,
    type: 'text',
    label,
    validate: validateBrand(name),
    admin: {
      className: 'arig-ltr-value',
      placeholder: own ?? undefined,
      description: `${use}, בתבנית ${ltr('#RRGGBB')}; ריק: ${unset ?? ltr(own ?? '')}.`,
    },
  };
};

export const brandFields: Field = {
  name: 'brand',
  type: 'group',
  label: 'צבעי המותג',
  fields: [
    colour(
      'primary',
      'צבע ראשי',
      'קישורים, כפתורים והדגשות. צבע הטקסט על הכפתורים נבחר לבד (לבן או שחור, הקריא מביניהם)',
    ),
    colour('secondary', 'צבע משני', 'כפתורים בסגנון "משני". גם עליהם צבע הטקסט נבחר לבד'),
    colour('text', 'צבע הטקסט', 'גוף הטקסט והכותרות'),
    colour('muted', 'צבע טקסט משני', 'תאריכים, הערות ותיאורים'),
    colour('background', 'צבע הרקע', 'רקע העמודים'),
    colour(
      'accent',
      'צבע הדגשה',
      'רקע של מכל או אזור וצבע של כותרת, כשבבונה נבחר "צבע ההדגשה (גלובלי)". הטקסט עליו נבחר לבד',
      'כמו הצבע הראשי',
    ),
    customColourFields,
  ],
};
