import type { GlobalConfig } from 'payload';
import { anyone } from '../access/anyone';
import { isContentStaff } from '../access/is-content-staff';
import { purgeAfterGlobalChange } from '../hooks/purge-site-cache';

export const AccessibilityStatement: GlobalConfig = {
  slug: 'accessibility-statement',
  label: 'הצהרת נגישות',
  admin: { group: 'הגדרות' },
  access: { read: anyone, update: isContentStaff },
  hooks: { afterChange: [purgeAfterGlobalChange] },
  fields: [
    {
      name: 'intro',
      type: 'textarea',
      label: 'פתיח: המחויבות לשירות נגיש',
    },
    {
      name: 'conformanceLevel',
      type: 'select',
      label: 'רמת התאמה',
      required: true,
      defaultValue: 'AA',
      options: [
        { value: 'AA', label: 'AA (תקן ישראלי 5568, WCAG 2.2)' },
        { value: 'partial', label: 'התאמה חלקית' },
      ],
    },
    {
      name: 'adjustments',
      type: 'array',
      label: 'התאמות הנגישות שבוצעו באתר',
      labels: { singular: 'התאמה', plural: 'התאמות' },
      admin: { components: { RowLabel: '/studio/fields/RowTitle#RowTitle' } },
      fields: [{ name: 'text', type: 'text', label: 'התאמה', required: true }],
    },
    {
      name: 'coordinator',
      type: 'group',
      label: 'רכז/ת הנגישות',
      fields: [
        { name: 'name', type: 'text', label: 'שם', required: true },
        { name: 'phone', type: 'text', label: 'טלפון', required: true },
        { name: 'email', type: 'email', label: 'דואר אלקטרוני', required: true },
      ],
    },
    { name: 'premisesArrangements', type: 'textarea', label: 'הסדרי נגישות במקום הפיזי' },
    {
      name: 'knownLimitations',
      type: 'array',
      label: 'רכיבים שאינם נגישים במלואם',
      labels: { singular: 'רכיב', plural: 'רכיבים' },
      admin: { components: { RowLabel: '/studio/fields/RowTitle#RowTitle' } },
      fields: [
        { name: 'description', type: 'text', label: 'תיאור', required: true },
        { name: 'alternative', type: 'text', label: 'חלופה נגישה', required: true },
      ],
    },
    { name: 'testedWith', type: 'textarea', label: 'דפדפנים וטכנולוגיות מסייעות שנבדקו' },
    { name: 'lastUpdated', type: 'date', label: 'תאריך עדכון אחרון', required: true },
  ],
};
