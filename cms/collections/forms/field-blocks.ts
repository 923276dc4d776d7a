import type { Block, Field } from 'payload';
import { fieldKinds, type FieldKind } from '../../../engines/forms/definition';
import { fieldKindLabels } from '../../../messages/forms';

/**
 * The field kinds an editor builds a form from (issue 16), each a block with Hebrew labels. Names are
 * what the submission stores and what `{{name}}` placeholders in e-mails refer to.
 */

const namePattern = /^[a-z][a-z0-9_-]{0,39}$/;

const nameField: Field = {
  name: 'name',
  type: 'text',
  label: 'שם השדה (אנגלית)',
  required: true,
  validate: (value: unknown) =>
    (typeof value === 'string' && namePattern.test(value)) ||
    'אותיות לטיניות קטנות, ספרות, _ או -, בהתחלה אות, עד 40 תווים (לדוגמה: phone). משמש ב-{{phone}} בהודעות.',
  admin: { description: 'מזהה השדה בהגשות ובהודעות הדואר, לדוגמה email או phone.', width: '50%' },
};
const labelField: Field = { name: 'label', type: 'text', label: 'תווית', required: true, admin: { width: '50%' } };
const placeholderField: Field = {
  name: 'placeholder',
  type: 'text',
  label: 'טקסט לדוגמה בתוך השדה',
  admin: { width: '50%' },
};
const helpField: Field = { name: 'help', type: 'text', label: 'הסבר מתחת לשדה', admin: { width: '50%' } };
const requiredField: Field = { name: 'required', type: 'checkbox', label: 'שדה חובה' };

const widths = [
  { label: 'כל השורה', value: '100' },
  { label: 'שלושה רבעים', value: '75' },
  { label: 'שני שלישים', value: '66' },
  { label: 'חצי', value: '50' },
  { label: 'שליש', value: '33' },
  { label: 'רבע', value: '25' },
];
const widthField: Field = {
  name: 'width',
  type: 'group',
  label: 'רוחב השדה',
  fields: [
    {
      type: 'row',
      fields: (['desktop', 'tablet', 'mobile'] as const).map((device) => ({
        name: device,
        type: 'select' as const,
        label: { desktop: 'מחשב', tablet: 'טאבלט', mobile: 'נייד' }[device],
        options: widths,
        defaultValue: '100',
        required: true,
        admin: { width: '33%' },
      })),
    },
  ],
};
const optionsField: Field = {
  name: 'options',
  type: 'array',
  label: 'אפשרויות',
  labels: { singular: 'אפשרות', plural: 'אפשרויות' },
  minRows: 1,
  required: true,
  admin: { components: { RowLabel: '/studio/fields/RowTitle#RowTitle' } },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', label: 'מה רואים', required: true, admin: { width: '50%' } },
        {
          name: 'value',
          type: 'text',
          label: 'ערך שנשמר',
          required: true,
          validate: (v: unknown) =>
            (typeof v === 'string' && /^[\w\u0590-\u05ff -]{1,80}$/.test(v)) ||
            'עד 80 תווים: אותיות, ספרות, רווח, _ או -',
          admin: { width: '50%' },
        },
      ],
    },
  ],
};

const common = (kind: FieldKind): Field[] => [
  { type: 'row', fields: [labelField, nameField] },
  ...(kind === 'hidden'
    ? []
    : [{ type: 'row' as const, fields: [placeholderField, helpField] }, requiredField, widthField]),
];

const extra: Partial<Record<FieldKind, Field[]>> = {
  text: [{ name: 'maxLength', type: 'number', label: 'אורך מרבי (תווים)', min: 1, max: 300 }],
  textarea: [{ name: 'maxLength', type: 'number', label: 'אורך מרבי (תווים)', min: 1, max: 5000 }],
  select: [optionsField],
  radio: [optionsField],
  acceptance: [
    {
      name: 'consentText',
      type: 'textarea',
      label: 'נוסח ההסכמה',
      required: true,
      admin: { description: 'הטקסט שליד התיבה. נשמר עם כל הגשה כפי שהוצג.' },
    },
  ],
  number: [
    {
      type: 'row',
      fields: [
        { name: 'min', type: 'number', label: 'מינימום', admin: { width: '50%' } },
        { name: 'max', type: 'number', label: 'מקסימום', admin: { width: '50%' } },
      ],
    },
  ],
  hidden: [
    { name: 'defaultValue', type: 'text', label: 'ערך', admin: { description: 'נשלח עם הטופס בלי להיות מוצג.' } },
  ],
};

export const formFieldBlocks: Block[] = fieldKinds.map((kind) => ({
  slug: kind,
  labels: { singular: fieldKindLabels[kind][0], plural: fieldKindLabels[kind][1] },
  admin: { disableBlockName: true, components: { Label: '/studio/forms/FieldBlockLabel#FieldBlockLabel' } },
  fields: [...common(kind), ...(extra[kind] ?? [])],
}));
