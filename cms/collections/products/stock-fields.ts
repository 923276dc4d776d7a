import type { Field } from 'payload';
import { fieldBySystemTask } from '../../access/system-task';

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

/**
 * The order whose units were taken last, written with the stock itself: an order interrupted by a crash is
 * completed at the next start without taking its units twice (data/shop/resume-orders.ts).
 */
export const stockOrderField: Field = {
  name: 'stockOrder',
  type: 'number',
  access: {
    read: fieldBySystemTask('checkout', 'orders'),
    create: fieldBySystemTask('checkout', 'orders'),
    update: fieldBySystemTask('checkout', 'orders'),
  },
  admin: { hidden: true },
};
