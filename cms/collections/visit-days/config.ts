import type { CollectionConfig } from 'payload';
import { isContentStaff } from '../../access/is-content-staff';
import { anyOf, bySystemTask } from '../../access/system-task';

/** Daily totals of the owner's own count, kept for good once a day's raw events are older than 90 days. */
export const VisitDays: CollectionConfig = {
  slug: 'visit-days',
  labels: { singular: 'סיכום יום', plural: 'סיכומי ימים' },
  admin: { group: 'מדידה', hidden: true },
  access: {
    read: anyOf(isContentStaff, bySystemTask('counter')),
    create: bySystemTask('counter'),
    update: bySystemTask('counter'),
    delete: () => false,
  },
  fields: [
    { name: 'day', type: 'text', required: true, unique: true, index: true },
    { name: 'views', type: 'number', required: true },
    { name: 'visitors', type: 'number', required: true },
    { name: 'leads', type: 'json', required: true },
  ],
};
