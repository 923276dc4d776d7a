import type { Field, Validate } from 'payload';
import { isolateLtr as ltr } from '../../engines/bidi';
import { pixelField } from './pixel-field';
import {
  defaultTypeScale,
  typeScaleLimits,
  typeScaleProblems,
  type TypeScale,
  type TypeScaleField,
} from '../../engines/design/type-scale';

/**
 * Site Settings → Design: the type scale (engines/design/type-scale.ts). Each size is checked with the
 * others on save; a refusal names the size at fault in Hebrew.
 */
const checked =
  (name: TypeScaleField): Validate =>
  (_value, { siblingData }) =>
    typeScaleProblems((siblingData ?? {}) as TypeScale).find((p) => p.field === name)?.message ?? true;

const size = (name: TypeScaleField, label: string, width = '50%'): Field =>
  pixelField({
    name,
    label,
    limits: typeScaleLimits[name],
    fallback: defaultTypeScale[name],
    validate: checked(name),
    width,
  });

export const typeScaleFields: Field = {
  name: 'typeScale',
  type: 'group',
  label: 'גודלי טקסט',
  admin: {
    description:
      'הכותרות גדלות בהדרגה מגודלן בנייד (390 פיקסלים) לגודלן במחשב (1366 פיקסלים), ונשארות ביחידות שמתאימות את עצמן לגודל הטקסט שהמבקר בחר.',
  },
  fields: [
    size('bodySize', 'גודל הטקסט'),
    {
      type: 'row',
      fields: [
        size('h1Mobile', `כותרת ראשית (${ltr('H1')}) בנייד`),
        size('h1Desktop', `כותרת ראשית (${ltr('H1')}) במחשב`),
      ],
    },
    {
      type: 'row',
      fields: [
        size('h2Mobile', `כותרת משנה (${ltr('H2')}) בנייד`),
        size('h2Desktop', `כותרת משנה (${ltr('H2')}) במחשב`),
      ],
    },
    {
      type: 'row',
      fields: [
        size('h3Mobile', `כותרת שלישית (${ltr('H3')}) בנייד`),
        size('h3Desktop', `כותרת שלישית (${ltr('H3')}) במחשב`),
      ],
    },
    {
      type: 'row',
      fields: [
        size('h4Size', `כותרת רביעית (${ltr('H4')})`, '33%'),
        size('h5Size', `כותרת חמישית (${ltr('H5')})`, '33%'),
        size('h6Size', `כותרת שישית (${ltr('H6')})`, '33%'),
      ],
    },
  ],
};
