import { defineWidget, type WidgetProps } from '../../builder/define';
import { p } from '../../builder/props';
import {
  layoutProp,
  listingDisplayProps,
  paginationProp,
  parseTermList,
  slugList,
  termList,
} from '../../builder/parts/listing-props';

const sources = [
  ['latest', 'המאמרים האחרונים'],
  ['category', 'מקטגוריות'],
  ['tag', 'מתגיות'],
  ['author', 'של כותב/ת'],
  ['manual', 'בחירה ידנית'],
] as const;

/** Which field a source reads, and what the editor is told when it is empty. */
const sourceField = {
  category: ['query_categories', 'בחרו לפחות קטגוריה אחת (מזהה slug), או מקור אחר.'],
  tag: ['query_tags', 'בחרו לפחות תגית אחת (מזהה slug), או מקור אחר.'],
  author: ['query_author', 'כתבו את מזהה הכותב/ת (כמו בכתובת ‎/author/{slug}/‎), או בחרו מקור אחר.'],
  manual: ['query_posts', 'כתבו את מזהי המאמרים (slug) שיוצגו, מופרדים בפסיקים.'],
} as const;

const props = {
  source: p.select('מקור המאמרים', sources, 'latest'),
  query_categories: termList,
  query_tags: slugList('תגיות (כשהמקור הוא תגיות; מזהי slug מופרדים בפסיק)', 'מזהי תגיות'),
  query_author: slugList('כותב/ת (כשהמקור הוא כותב/ת; מזהה slug)', 'מזהי כותבים'),
  query_posts: slugList('מאמרים נבחרים (בבחירה ידנית; מזהי slug מופרדים בפסיק)', 'מזהי מאמרים'),
  ...listingDisplayProps,
  layout: layoutProp('cards'),
  per_page: p.number('פריטים בעמוד', { min: 1, max: 48, default: 6 }),
  // A few chosen articles are a selection, not results: "9 found" above three cards would mislead.
  show_count: p.bool('הצגת מספר התוצאות', false),
  excerpt_length: p.number('אורך התקציר במילים (0: כפי שנכתב)', { min: 0, max: 100, default: 25 }),
  show_author: p.bool('הצגת שם הכותב/ת', true),
  pagination: paginationProp('none'),
};

/** Elementor's Posts widget: articles from a chosen source, as a grid, cards or a list. */
export const posts = defineWidget({
  type: 'posts',
  label: 'מאמרים',
  category: 'navigation',
  props,
  refine: (value) => {
    if (value.source === 'latest') return null;
    const [field, message] = sourceField[value.source];
    return parseTermList(value[field]).length === 0 ? { path: field, message } : null;
  },
});
export type PostsProps = WidgetProps<typeof props>;
