import type { CollectionConfig, Field } from 'payload';
import { isAdmin } from '../../access/is-admin';
import { isContentStaff } from '../../access/is-content-staff';
import { anyOf, bySystemTask } from '../../access/system-task';
import { resendEndpoint } from './resend';

export const mailKinds = [
  { value: 'notification', label: 'הודעה לבעל האתר' },
  { value: 'auto-reply', label: 'מענה אוטומטי לפונה' },
  { value: 'subscription', label: 'אישור הרשמה לניוזלטר' },
  { value: 'marketing', label: 'דיוור שיווקי' },
  { value: 'system', label: 'הודעת מערכת' },
] as const;

export const mailStatuses = [
  { value: 'queued', label: 'ממתינה לשליחה' },
  { value: 'sending', label: 'בשליחה' },
  { value: 'sent', label: 'נשלחה' },
  { value: 'failed', label: 'נכשלה' },
] as const;

const readOnly = { readOnly: true } as const;
const hidden = { hidden: true } as const;

const fields: Field[] = [
  { name: 'subject', type: 'text', label: 'נושא', required: true, admin: readOnly },
  {
    type: 'row',
    fields: [
      { name: 'to', type: 'text', label: 'אל', required: true, admin: readOnly },
      { name: 'replyTo', type: 'text', label: 'מענה אל', admin: readOnly },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'cc', type: 'text', label: 'עותק', admin: readOnly },
      { name: 'bcc', type: 'text', label: 'עותק מוסתר', admin: readOnly },
    ],
  },
  {
    name: 'preview',
    type: 'ui',
    label: 'תצוגת ההודעה',
    admin: { components: { Field: '/studio/mail/MailPreview#MailPreview' } },
  },
  { name: 'html', type: 'textarea', label: 'HTML', required: true, admin: hidden },
  { name: 'text', type: 'textarea', label: 'גרסת טקסט', required: true, admin: readOnly },
  { name: 'headers', type: 'json', label: 'כותרות נוספות', admin: hidden },
  { name: 'messageId', type: 'text', label: 'מזהה ההודעה (Message-ID)', required: true, admin: readOnly },
  { name: 'dedupeKey', type: 'text', required: true, unique: true, index: true, admin: hidden },
  {
    name: 'kind',
    type: 'select',
    label: 'סוג',
    required: true,
    options: [...mailKinds],
    admin: { ...readOnly, position: 'sidebar' },
  },
  {
    name: 'status',
    type: 'select',
    label: 'מצב',
    required: true,
    defaultValue: 'queued',
    index: true,
    options: [...mailStatuses],
    admin: { ...readOnly, position: 'sidebar' },
  },
  {
    name: 'resend',
    type: 'ui',
    label: 'שליחה חוזרת',
    admin: { position: 'sidebar', components: { Field: '/studio/mail/ResendButton#ResendButton' } },
  },
  {
    name: 'attempts',
    type: 'number',
    label: 'ניסיונות שליחה',
    defaultValue: 0,
    admin: { ...readOnly, position: 'sidebar' },
  },
  {
    name: 'nextAttemptAt',
    type: 'date',
    label: 'הניסיון הבא',
    index: true,
    admin: { ...readOnly, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
  },
  { name: 'leaseUntil', type: 'date', admin: hidden },
  { name: 'lastError', type: 'textarea', label: 'השגיאה האחרונה', admin: { ...readOnly, position: 'sidebar' } },
  {
    name: 'sentAt',
    type: 'date',
    label: 'נשלחה ב־',
    admin: { ...readOnly, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
  },
];

/**
 * Every message arig sends goes through here (issue 16): written in the same request as what caused it,
 * sent by the outbox worker (mail/outbox-worker.ts) with retries, its status and last error visible,
 * resendable by an admin. Without SMTP_URL messages stay queued here, readable as rendered mail.
 */
export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  labels: { singular: 'הודעת דואר יוצא', plural: 'דואר יוצא' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'kind', 'status', 'createdAt'],
    group: 'טפסים ודיוור',
    components: { beforeListTable: ['/studio/mail/OutboxNotice#OutboxNotice'] },
  },
  access: {
    // Messages carry visitors' details: staff who handle leads read them; only arig writes them.
    read: anyOf(isContentStaff, bySystemTask('outbox')),
    create: bySystemTask('outbox'),
    update: bySystemTask('outbox'),
    delete: isAdmin,
  },
  endpoints: [resendEndpoint],
  fields,
};
