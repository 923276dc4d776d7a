import type { CollectionConfig } from 'payload';
import { isAdmin } from '../../access/is-admin';
import { isShopStaff } from '../../access/is-shop-staff';
import { anyOf, bySystemTask } from '../../access/system-task';
import { moneyField } from '../../fields/money';

const readOnly = { readOnly: true } as const;

/**
 * A payment through a provider (issue 19), from the moment the buyer is sent to the provider's page:
 * what they are paying for (a snapshot of the checkout), the provider's reference, and how it ended. The
 * order is written only when the provider says it was paid, for this amount and currency; whichever comes
 * first, the buyer's return or the provider's webhook, writes it, and the other finds it.
 */
export const PaymentAttempts: CollectionConfig = {
  slug: 'payment-attempts',
  labels: { singular: 'ניסיון תשלום', plural: 'ניסיונות תשלום' },
  admin: {
    group: 'חנות',
    useAsTitle: 'reference',
    defaultColumns: ['createdAt', 'provider', 'status', 'amount', 'order', 'note'],
    description:
      'תשלומים מקוונים (כרטיס אשראי, PayPal): כל מעבר לדף הספק, ואיך הסתיים. ההזמנה נוצרת רק אחרי שהספק אישר את התשלום.',
  },
  defaultSort: '-createdAt',
  access: {
    read: anyOf(isShopStaff, bySystemTask('checkout')),
    create: bySystemTask('checkout'),
    update: bySystemTask('checkout'),
    delete: isAdmin,
  },
  fields: [
    { name: 'attemptKey', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'provider',
          type: 'select',
          required: true,
          label: 'ספק',
          options: [
            { value: 'stripe', label: 'Stripe (כרטיס אשראי)' },
            { value: 'paypal', label: 'PayPal' },
          ],
          admin: readOnly,
        },
        { name: 'reference', type: 'text', index: true, label: 'מזהה אצל הספק', admin: readOnly },
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          label: 'מצב',
          defaultValue: 'open',
          options: [
            { value: 'open', label: 'ממתין לתשלום' },
            { value: 'settled', label: 'שולם, נוצרה הזמנה' },
            { value: 'failed', label: 'נכשל או פג' },
            { value: 'refused', label: 'נדחה: הסכום לא תאם' },
            { value: 'refunded', label: 'שולם והוחזר' },
          ],
          admin: readOnly,
        },
      ],
    },
    { ...moneyField('amount', 'סכום', { required: true }), admin: readOnly },
    { name: 'currency', type: 'text', required: true, defaultValue: 'ILS', admin: { hidden: true } },
    { name: 'redirectUrl', type: 'text', admin: { hidden: true } },
    { name: 'cartHash', type: 'text', index: true, admin: { hidden: true } },
    { name: 'snapshot', type: 'json', required: true, admin: { hidden: true } },
    { name: 'order', type: 'relationship', relationTo: 'orders', label: 'הזמנה', admin: readOnly },
    { name: 'note', type: 'text', label: 'הערה לבעל העסק', admin: readOnly },
  ],
};
