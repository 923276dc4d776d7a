import type { CollectionConfig, Field } from 'payload';
import { draftContentAccess } from '../../access/draft-content';
import { builderLayoutField } from '../../fields/builder-layout';
import { purgeHooks } from '../../hooks/purge-site-cache';
import { precedenceNote } from '../../../engines/theme/conditions';
import { defaultSingleLayout } from '../../../data/theme/default-single-layout';
import { describeTemplateConditions } from './describe';
import { startFromKindLayout } from './kind-layout';
import { wordpressIdField } from '../../fields/wordpress-id';

type Sibling = Record<string, unknown>;

/** The documents a rule names, shown and required only for its targets (at least one, in Hebrew). */
const chosen = (
  name: 'categories' | 'posts' | 'pages',
  label: string,
  targets: readonly string[],
  required: string,
  description?: string,
): Field => {
  const names = (s: Sibling | undefined) => targets.includes(String(s?.target));
  return {
    name,
    type: 'relationship',
    relationTo: name,
    hasMany: true,
    label,
    admin: { condition: (_: unknown, s: Sibling) => names(s), description },
    validate: (value: unknown, { siblingData }: { siblingData: Sibling }) =>
      !names(siblingData) || (Array.isArray(value) && value.length > 0) || required,
  };
};

/** One display condition: include or exclude the site, pages or articles (engines/theme/conditions.ts). */
const rulesField: Field = {
  name: 'rules',
  type: 'array',
  label: 'תנאי תצוגה',
  labels: { singular: 'תנאי', plural: 'תנאים' },
  admin: { description: `היכן התבנית חלה. ${precedenceNote}` },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'effect',
          type: 'select',
          label: 'פעולה',
          required: true,
          defaultValue: 'include',
          options: [
            { value: 'include', label: 'להציג ב' },
            { value: 'exclude', label: 'לא להציג ב' },
          ],
        },
        {
          name: 'target',
          type: 'select',
          label: 'היכן',
          required: true,
          defaultValue: 'all-posts',
          options: [
            { value: 'entire-site', label: 'כל האתר' },
            { value: 'front-page', label: 'עמוד הבית' },
            { value: 'all-pages', label: 'כל העמודים' },
            { value: 'specific-pages', label: 'עמודים מסוימים' },
            { value: 'all-posts', label: 'כל המאמרים' },
            { value: 'in-category', label: 'מאמרים בקטגוריות' },
            { value: 'specific-posts', label: 'מאמרים מסוימים' },
            { value: 'all-archives', label: 'כל הארכיונים' },
            { value: 'category-archive', label: 'ארכיוני קטגוריות' },
            { value: 'not-found', label: 'עמוד 404' },
            { value: 'search', label: 'תוצאות החיפוש' },
          ],
        },
      ],
    },
    chosen(
      'categories',
      'קטגוריות',
      ['in-category', 'category-archive'],
      'בחרו קטגוריה אחת לפחות.',
      'כולל את תת־הקטגוריות שלהן.',
    ),
    chosen('posts', 'מאמרים', ['specific-posts'], 'בחרו מאמר אחד לפחות.'),
    chosen('pages', 'עמודים', ['specific-pages'], 'בחרו עמוד אחד לפחות.'),
  ],
};

/**
 * The theme builder (issue 25): a builder layout that shows a kind of page, or the header or footer, in
 * place of the site's own, by display conditions. A single-article template is built from the article's
 * dynamic widgets (title, details, featured image, content, neighbours), a page template from the same
 * title, image and content widgets (for the pages written as text; a builder page is its own design); an archive template from the
 * archive's (title, breadcrumbs, its articles); search results from the archive title, search form and
 * results widgets; a 404 page, a header or a footer from any widget. Where no template of a kind applies, the site's own layout shows.
 */
export const ThemeTemplates: CollectionConfig = {
  slug: 'theme-templates',
  labels: { singular: 'תבנית עיצוב', plural: 'תבניות עיצוב' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'appliesTo', '_status', 'updatedAt'],
    group: 'תוכן',
    description:
      'תבניות לאתר, בבונה העמודים: כותרת עליונה, כותרת תחתונה, עמוד מאמר (בנוי מווידג׳טים דינמיים: כותרת המאמר, פרטיו, התמונה, התוכן), עמוד תוכן (כותרת העמוד, התמונה והתוכן; לעמודים שנכתבו כטקסט), ארכיון מאמרים (כותרת הארכיון, פירורי הלחם ורשימת המאמרים שלו), תוצאות חיפוש (הכותרת, שדה החיפוש והתוצאות) ועמוד 404. עמוד שאף תבנית מהסוג אינה חלה עליו מוצג בעיצוב הרגיל של האתר.',
  },
  access: draftContentAccess,
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: { ...purgeHooks, beforeChange: [startFromKindLayout], afterRead: [describeTemplateConditions] },
  fields: [
    {
      name: 'title',
      type: 'text',
      label: 'שם פנימי',
      required: true,
      maxLength: 80,
      admin: { description: 'לזיהוי ברשימה; לא מוצג באתר.' },
    },
    {
      name: 'kind',
      type: 'select',
      label: 'סוג התבנית',
      required: true,
      defaultValue: 'single-post',
      options: [
        { value: 'header', label: 'כותרת עליונה (ראש האתר)' },
        { value: 'footer', label: 'כותרת תחתונה (תחתית האתר)' },
        { value: 'single-post', label: 'עמוד מאמר' },
        { value: 'single-page', label: 'עמוד תוכן (עמוד שנכתב כטקסט, לא בבונה)' },
        { value: 'archive', label: 'ארכיון מאמרים (קטגוריה, תגית, כותב, חודש)' },
        { value: 'not-found', label: 'עמוד 404 (כתובת שאינה קיימת)' },
        { value: 'search-results', label: 'תוצאות חיפוש' },
      ],
    },
    {
      name: 'sticky',
      type: 'checkbox',
      label: 'הכותרת נשארת בראש החלון בגלילה',
      defaultValue: false,
      admin: { condition: (data: Sibling) => data?.kind === 'header' },
    },
    rulesField,
    wordpressIdField(),
    {
      name: 'appliesTo',
      // A sentence: a text area wraps it where a text field would cut it off.
      type: 'textarea',
      label: 'היכן חלה',
      virtual: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'מחושב מהתנאים השמורים.',
      },
    },
    // A new template starts designed for its kind (startFromKindLayout), ready to open in the builder.
    builderLayoutField({ label: 'התבנית (בונה העמודים)', defaultValue: defaultSingleLayout }),
    {
      name: 'openInBuilder',
      type: 'ui',
      label: 'בונה העמודים',
      admin: { position: 'sidebar', components: { Field: '/studio/builder/OpenInBuilder#OpenInBuilder' } },
    },
  ],
};
