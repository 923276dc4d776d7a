import type { Field } from 'payload';

/** Stock: not tracked, a count (never below zero), or out of stock. */
export const stockFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'stockMode',
        type: 'select',
        label: 'מלאי',
        required: true,
        defaultValue: 'unlimited',
        options: [
          { value: 'unlimited', label: 'ללא הגבלה' },
          { value: 'count', label: 'לפי כמות' },
          { value: 'out', label: 'אזל מהמלאי' },
        ],
      },
      {
        name: 'stockCount',
        type: 'number',
        label: 'יחידות במלאי',
        defaultValue: 0,
        min: 0,
        admin: { step: 1, condition: (_data, sibling) => sibling?.stockMode === 'count' },
        validate: (value: number | null | undefined) =>
          value === null || value === undefined || (Number.isInteger(value) && value >= 0)
            ? true
            : 'מלאי הוא מספר שלם, אפס או יותר.',
      },
    ],
  },
];
