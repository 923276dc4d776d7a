import type { CollectionConfig } from 'payload';
import { isAdmin } from '../../access/is-admin';
import { bySystemTask } from '../../access/system-task';

/**
 * Proof of each cookie choice (issue 17): the random consent id the visitor's cookie carries, the version,
 * the categories and what was pressed, with its time. No IP address and no user agent, by design.
 */
export const ConsentRecords: CollectionConfig = {
  slug: 'consent-records',
  labels: { singular: 'רישום הסכמה', plural: 'רישומי הסכמה לעוגיות' },
  admin: {
    group: 'הגדרות',
    useAsTitle: 'consentId',
    defaultColumns: ['consentId', 'action', 'analytics', 'marketing', 'version', 'createdAt'],
  },
  access: { read: isAdmin, create: bySystemTask('consent'), update: () => false, delete: isAdmin },
  fields: [
    { name: 'consentId', type: 'text', label: 'מזהה ההסכמה', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'action',
      type: 'select',
      label: 'מה נבחר',
      required: true,
      options: [
        { value: 'accept-all', label: 'אישור הכול' },
        { value: 'reject-all', label: 'דחיית הכול' },
        { value: 'choose', label: 'בחירה' },
      ],
      admin: { readOnly: true },
    },
    { name: 'analytics', type: 'checkbox', label: 'מדידה', admin: { readOnly: true } },
    { name: 'marketing', type: 'checkbox', label: 'שיווק', admin: { readOnly: true } },
    { name: 'version', type: 'number', label: 'גרסת ההסכמה', required: true, admin: { readOnly: true } },
  ],
};
