import type { Field } from 'payload';
import { fieldBySystemTask } from '../../access/system-task';

const systemOnly = fieldBySystemTask('form-submission');

export const submissionStatuses = [
  { value: 'unread', label: 'חדשה' },
  { value: 'read', label: 'נקראה' },
] as const;

/** What arig adds to the plugin's submission (form + answers): state, spam, and what mail it caused. */
export const submissionFields: Field[] = [
  {
    name: 'status',
    type: 'select',
    label: 'מצב',
    options: [...submissionStatuses],
    defaultValue: 'unread',
    required: true,
    index: true,
    admin: { position: 'sidebar' },
  },
  {
    name: 'spam',
    type: 'checkbox',
    label: 'ספאם',
    defaultValue: false,
    index: true,
    access: { update: () => false },
    admin: { position: 'sidebar', readOnly: true, description: 'הגשה שזוהתה כאוטומטית: נשמרה, לא נשלחה עליה הודעה.' },
  },
  {
    name: 'spamReason',
    type: 'text',
    label: 'סיבת הזיהוי',
    access: { update: () => false },
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'visitorName',
    type: 'text',
    label: 'שם הפונה',
    access: { update: () => false },
    admin: { readOnly: true },
  },
  {
    name: 'visitorEmail',
    type: 'text',
    label: 'דוא"ל הפונה',
    index: true,
    access: { update: () => false },
    admin: { readOnly: true },
  },
  {
    name: 'files',
    type: 'relationship',
    relationTo: 'form-files',
    hasMany: true,
    label: 'קבצים מצורפים',
    access: { update: () => false },
    admin: { readOnly: true },
  },
  {
    name: 'sourcePath',
    type: 'text',
    label: 'נשלח מהעמוד',
    access: { update: () => false },
    admin: { readOnly: true },
  },
  {
    name: 'idempotencyKey',
    type: 'text',
    unique: true,
    index: true,
    required: true,
    access: { read: systemOnly, update: () => false },
    admin: { hidden: true },
  },
  {
    // pending until its messages are in the outbox; a start-up sweep completes any left pending.
    name: 'mailState',
    type: 'select',
    options: [
      { value: 'pending', label: 'ממתינה' },
      { value: 'queued', label: 'בתור' },
    ],
    defaultValue: 'pending',
    index: true,
    access: { update: systemOnly },
    admin: { hidden: true },
  },
];
