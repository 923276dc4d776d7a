import type { CollectionConfig } from 'payload';
import { isAdmin } from '../../access/is-admin';
import { isContentStaff } from '../../access/is-content-staff';
import { anyOf, bySystemTask } from '../../access/system-task';
import { exportSubscribersEndpoint } from './export';

export const subscriberStatuses = [
  { value: 'pending', label: 'ממתין לאישור' },
  { value: 'confirmed', label: 'מאושר' },
  { value: 'unsubscribed', label: 'הסיר את עצמו' },
] as const;

const readOnly = { readOnly: true } as const;

/**
 * The newsletter's list (issue 16), kept as proof of consent: per person the exact consent text and its
 * version, when and where it was given, and every change of status. Written only by the subscribe,
 * confirm and unsubscribe paths; staff read it, admins may delete a person entirely.
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: 'מנוי/ה לניוזלטר', plural: 'מנויי הניוזלטר' },
  admin: {
    group: 'טפסים ודיוור',
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'status', 'consentedAt'],
    listSearchableFields: ['email', 'name'],
    components: { beforeListTable: ['/studio/forms/SubscribersExport#SubscribersExport'] },
  },
  endpoints: [exportSubscribersEndpoint],
  access: {
    read: anyOf(isContentStaff, bySystemTask('newsletter')),
    create: bySystemTask('newsletter'),
    update: bySystemTask('newsletter'),
    delete: isAdmin,
  },
  fields: [
    { name: 'email', type: 'email', label: 'דוא"ל', required: true, unique: true, index: true, admin: readOnly },
    { name: 'name', type: 'text', label: 'שם', admin: readOnly },
    {
      name: 'status',
      type: 'select',
      label: 'מצב',
      required: true,
      defaultValue: 'pending',
      options: [...subscriberStatuses],
      index: true,
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'consent',
      type: 'group',
      label: 'ההסכמה',
      admin: { readOnly: true },
      fields: [
        { name: 'text', type: 'textarea', label: 'הנוסח שהוצג', required: true },
        { name: 'version', type: 'number', label: 'גרסת הנוסח', required: true },
        {
          name: 'at',
          type: 'date',
          label: 'ניתנה ב־',
          required: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'sourcePath', type: 'text', label: 'בעמוד' },
      ],
    },
    {
      name: 'history',
      type: 'array',
      label: 'היסטוריית מצבים',
      labels: { singular: 'שינוי', plural: 'שינויים' },
      admin: { readOnly: true, components: { RowLabel: '/studio/forms/HistoryRowLabel#HistoryRowLabel' } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'status', type: 'select', label: 'מצב', required: true, options: [...subscriberStatuses] },
            {
              name: 'at',
              type: 'date',
              label: 'מתי',
              required: true,
              admin: { date: { pickerAppearance: 'dayAndTime' } },
            },
            { name: 'via', type: 'text', label: 'איך' },
          ],
        },
      ],
    },
  ],
};
