import type { CollectionConfig } from 'payload';
import { isContentStaff } from '../../access/is-content-staff';
import { anyOf, bySystemTask } from '../../access/system-task';
import { leadKinds, leadKindLabels } from '../../../engines/analytics/visits';

/**
 * The owner's own count (issue 17): one row per page view or lead, without cookies, IP address or user
 * agent; the visitor is a hash that changes every day. Kept 90 days, then rolled into visit-days.
 */
export const VisitEvents: CollectionConfig = {
  slug: 'visit-events',
  labels: { singular: 'אירוע ביקור', plural: 'אירועי ביקור' },
  admin: { group: 'מדידה', hidden: true },
  access: {
    read: anyOf(isContentStaff, bySystemTask('counter')),
    create: bySystemTask('counter'),
    update: () => false,
    delete: bySystemTask('counter'),
  },
  fields: [
    { name: 'day', type: 'text', required: true, index: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { value: 'view', label: 'צפייה בעמוד' },
        { value: 'lead', label: 'פנייה' },
      ],
    },
    { name: 'leadKind', type: 'select', options: leadKinds.map((k) => ({ value: k, label: leadKindLabels[k] })) },
    { name: 'path', type: 'text', required: true },
    { name: 'source', type: 'text', required: true },
    { name: 'campaign', type: 'text' },
    { name: 'visitor', type: 'text', required: true },
  ],
};
