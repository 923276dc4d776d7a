import type { CollectionConfig } from 'payload';
import { isAdmin } from '../../access/is-admin';
import { isShopStaff } from '../../access/is-shop-staff';
import { anyOf, bySystemTask, fieldBySystemTask } from '../../access/system-task';

const asSent = {
  access: { update: fieldBySystemTask('cancellation') },
  admin: { readOnly: true },
} as const;

/**
 * Requests to cancel a purchase, made through the site's online form (issue 19; Consumer Protection Law
 * §14C(d)). Kept as sent, with the order matched when the number and e-mail agree; the shop's staff mark
 * them handled. The owner and the buyer are mailed when one arrives.
 */
export const CancellationRequests: CollectionConfig = {
  slug: 'cancellation-requests',
  labels: { singular: 'בקשת ביטול', plural: 'בקשות ביטול' },
  admin: {
    group: 'חנות',
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'name', 'orderNumber', 'order', 'status'],
    description: 'בקשות לביטול עסקה שנשלחו בטופס באתר. החוק מחייב לאפשר ביטול באותה דרך שבה נעשתה העסקה.',
  },
  defaultSort: '-createdAt',
  access: {
    read: anyOf(isShopStaff, bySystemTask('cancellation')),
    create: bySystemTask('cancellation'),
    update: isShopStaff,
    delete: isAdmin,
  },
  fields: [
    {
      name: 'status',
      type: 'select',
      label: 'מצב',
      required: true,
      defaultValue: 'new',
      index: true,
      options: [
        { value: 'new', label: 'חדשה' },
        { value: 'handled', label: 'טופלה' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: 'שם', required: true, ...asSent },
        { name: 'email', type: 'email', label: 'דואר אלקטרוני', required: true, ...asSent },
        { name: 'phone', type: 'text', label: 'טלפון', ...asSent },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'orderNumber', type: 'number', label: 'מספר ההזמנה שנכתב', ...asSent },
        {
          name: 'order',
          type: 'relationship',
          relationTo: 'orders',
          label: 'ההזמנה (כשהמספר והמייל תואמים)',
          ...asSent,
        },
      ],
    },
    { name: 'details', type: 'textarea', label: 'מה לבטל ולמה', ...asSent },
  ],
};
