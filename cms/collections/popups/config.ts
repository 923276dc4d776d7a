import type { CollectionConfig } from 'payload';
import { builderLayoutField } from '../../fields/builder-layout';
import { purgeHooks } from '../../hooks/purge-site-cache';
import { placementField } from './placement-fields';
import { popupSettingsFields } from './settings-fields';
import { validatePopupSettings } from './validate-settings';
import { draftContentAccess } from '../../access/draft-content';
import { wordpressIdField } from '../../fields/wordpress-id';

/** Builder-made popups (issue 9): content in the builder, where and when in the fields below. */
export const Popups: CollectionConfig = {
  slug: 'popups',
  labels: { singular: 'חלון קופץ', plural: 'חלונות קופצים' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', '_status', 'updatedAt'], group: 'תוכן' },
  access: draftContentAccess,
  versions: { drafts: true, maxPerDoc: 50 },
  hooks: { ...purgeHooks, beforeChange: [validatePopupSettings] },
  fields: [
    wordpressIdField(),
    {
      name: 'title',
      type: 'text',
      label: 'כותרת',
      required: true,
      admin: { description: 'השם הנגיש של החלון: קוראי מסך מכריזים עליו כשהחלון נפתח.' },
    },
    builderLayoutField({ label: 'תוכן החלון (בונה העמודים)' }),
    {
      name: 'openInBuilder',
      type: 'ui',
      label: 'בונה העמודים',
      admin: { position: 'sidebar', components: { Field: '/studio/builder/OpenInBuilder#OpenInBuilder' } },
    },
    placementField,
    { name: 'settings', type: 'group', label: 'הגדרות', fields: popupSettingsFields },
  ],
};
