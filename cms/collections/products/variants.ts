import type { ArrayField, Validate } from 'payload';
import { moneyField } from '../../fields/money';
import { stockFields } from './stock-fields';

interface AttributeRow {
  name?: string | null;
  values?: string | null;
}
interface VariantRow {
  option1?: string | null;
  option2?: string | null;
}

/** An attribute's values as the owner types them: "אדום, כחול, ירוק". */
export const attributeValues = (values: string | null | undefined): string[] =>
  (values ?? '')
    .split(/[,،]/)
    .map((v) => v.trim())
    .filter(Boolean);

const validateVariants: Validate = (value, { data }) => {
  const rows = (Array.isArray(value) ? value : []) as VariantRow[];
  if (rows.length === 0) return true;
  const attributes = ((data as { attributes?: AttributeRow[] | null } | undefined)?.attributes ?? []) as AttributeRow[];
  if (attributes.length === 0) return 'כדי להגדיר וריאציות, הגדירו קודם מאפיין אחד לפחות (למשל צבע).';
  const seen = new Set<string>();
  for (const [i, row] of rows.entries()) {
    const options = [row.option1, row.option2];
    for (const [a, attribute] of attributes.entries()) {
      const option = options[a]?.trim() ?? '';
      if (!attributeValues(attribute.values).includes(option)) {
        return `וריאציה ${i + 1}: הערך "${option}" אינו אחד מערכי המאפיין "${attribute.name ?? ''}".`;
      }
    }
    const key = options.slice(0, attributes.length).join('\u0000');
    if (seen.has(key)) return `וריאציה ${i + 1} חוזרת על צירוף ערכים שכבר הוגדר.`;
    seen.add(key);
  }
  return true;
};

/** Up to two attributes (e.g. colour and size), each with its values. */
export const attributesField: ArrayField = {
  name: 'attributes',
  type: 'array',
  label: 'מאפיינים לבחירה',
  labels: { singular: 'מאפיין', plural: 'מאפיינים' },
  maxRows: 2,
  admin: { description: 'למשל "צבע" עם הערכים "טבעי, אינדיגו, אפור". לכל צירוף ערכים מגדירים וריאציה למטה.' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: 'שם המאפיין', required: true, maxLength: 40 },
        {
          name: 'values',
          type: 'text',
          label: 'ערכים (מופרדים בפסיק)',
          required: true,
          maxLength: 400,
          validate: (v: string | null | undefined) =>
            attributeValues(v).length > 0 ? true : 'נדרש ערך אחד לפחות (למשל: S, M, L).',
        },
      ],
    },
  ],
};

/** One row per combination the shop sells, each with its own SKU, price and stock. */
export const variantsField: ArrayField = {
  name: 'variants',
  type: 'array',
  label: 'וריאציות',
  labels: { singular: 'וריאציה', plural: 'וריאציות' },
  maxRows: 100,
  validate: validateVariants,
  admin: {
    condition: (data) => Array.isArray(data?.attributes) && data.attributes.length > 0,
    description: 'צירוף שאינו ברשימה לא יוצע לבחירה. מחיר ריק = מחיר המוצר.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'option1', type: 'text', label: 'ערך מאפיין 1', required: true, maxLength: 60 },
        { name: 'option2', type: 'text', label: 'ערך מאפיין 2', maxLength: 60 },
        { name: 'sku', type: 'text', label: 'מק״ט', maxLength: 64 },
      ],
    },
    {
      type: 'row',
      fields: [moneyField('price', 'מחיר (₪, כולל מע״מ)'), moneyField('salePrice', 'מחיר מבצע (₪)')],
    },
    ...stockFields,
    { name: 'legacyWcId', type: 'number', label: 'מזהה ב-WooCommerce', admin: { readOnly: true } },
  ],
};
