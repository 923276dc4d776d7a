import type { Field } from 'payload';

/**
 * What a customer keeps in their account for the next checkout (WooCommerce's saved shipping address):
 * written by the customer on the site's account pages, or by an admin. Staff accounts leave it empty.
 */
export const customerFields: Field[] = [
  {
    name: 'phone',
    type: 'text',
    label: 'טלפון',
    maxLength: 20,
  },
  {
    name: 'address',
    type: 'group',
    label: 'כתובת למשלוח',
    admin: { description: 'נשמרת בחשבון הלקוח/ה וממלאת את טופס התשלום.' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'city', type: 'text', label: 'יישוב', maxLength: 60 },
          { name: 'street', type: 'text', label: 'רחוב', maxLength: 80 },
          { name: 'house', type: 'text', label: 'מספר בית', maxLength: 10 },
          { name: 'apartment', type: 'text', label: 'דירה', maxLength: 10 },
          { name: 'postcode', type: 'text', label: 'מיקוד', maxLength: 7 },
        ],
      },
    ],
  },
];
