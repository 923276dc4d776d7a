import { z } from 'zod';
import type { WidgetProps } from '../define';
import { p, type PropDef } from '../props';
import { typographyGroup } from './typography';
import { isTermSlug } from '../../engines/loop-filter/codec';

/** Slugs separated by commas (the widget never imports the CMS; an unknown slug matches nothing). */
export const slugList = (label: string, what: string): PropDef<string> => ({
  schema: z
    .string()
    .max(500, 'עד 500 תווים')
    .refine(
      (v) =>
        v.trim() === '' ||
        v
          .split(',')
          .map((s) => s.trim())
          .every(isTermSlug),
      `${what} (slug) מופרדים בפסיקים: אותיות לטיניות קטנות, ספרות, עברית ומקפים`,
    ),
  default: '',
  field: { type: 'text', label },
});

export const termList = slugList('קטגוריות (מזהי slug מופרדים בפסיק; ריק: כל המאמרים)', 'מזהי קטגוריות');

export const parseTermList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const layouts = [
  ['grid', 'רשת'],
  ['cards', 'כרטיסים'],
  ['list', 'רשימה (תמונה לצד הטקסט)'],
] as const;

const paginations = [
  ['numbers_prev_next', 'מספרים, הקודם והבא'],
  ['numbers', 'מספרים'],
  ['prev_next', 'הקודם והבא'],
  ['load_more', 'כפתור "טעינת עוד"'],
  ['none', 'ללא'],
] as const;

/** The layout and pagination settings, with the default a widget chooses. */
export const layoutProp = (def: (typeof layouts)[number][0]) => p.select('תצוגה', layouts, def);
export const paginationProp = (def: (typeof paginations)[number][0]) => p.select('עימוד', paginations, def);

const columns = (label: string, def: number) => p.number(label, { min: 1, max: 4, default: def });

/** How a listing of articles looks and pages: shared by the loop grid, posts and archive posts widgets. */
export const listingDisplayProps = {
  order: p.select(
    'סדר',
    [
      ['date_desc', 'החדשים קודם'],
      ['date_asc', 'הישנים קודם'],
      ['title_asc', 'לפי כותרת (א–ת)'],
    ],
    'date_desc',
  ),
  per_page: p.number('פריטים בעמוד', { min: 1, max: 48, default: 9 }),
  show_count: p.bool('הצגת מספר התוצאות', true),
  layout: layoutProp('grid'),
  columns_desktop: columns('עמודות במחשב', 3),
  columns_tablet: columns('עמודות בטאבלט', 2),
  columns_mobile: columns('עמודות בנייד', 1),
  heading_level: p.select(
    'רמת כותרת הכרטיס',
    [
      ['h2', 'H2'],
      ['h3', 'H3'],
    ],
    'h2',
  ),
  show_image: p.bool('הצגת תמונה', true),
  image_ratio: p.select(
    'יחס התמונה',
    [
      ['16-9', 'רחב (16:9)'],
      ['3-2', 'קלאסי (3:2)'],
      ['4-3', 'סטנדרטי (4:3)'],
      ['1-1', 'ריבוע (1:1)'],
    ],
    '16-9',
  ),
  image_priority: p.bool('טעינה מוקדמת של התמונה הראשונה (כשהרשת בראש העמוד)', false),
  show_excerpt: p.bool('הצגת תקציר', true),
  excerpt_length: p.number('אורך התקציר במילים (0: כפי שנכתב)', { min: 0, max: 100, default: 0 }),
  show_date: p.bool('הצגת תאריך', true),
  show_author: p.bool('הצגת שם הכותב/ת', false),
  show_categories: p.bool('הצגת קטגוריות', true),
  show_read_more: p.bool('הצגת קישור "להמשך קריאה"', true),
  read_more_text: p.text('טקסט הקישור "להמשך קריאה"', { max: 60, default: 'להמשך קריאה' }),
  pagination: paginationProp('numbers_prev_next'),
  load_more_text: p.text('טקסט "טעינת עוד"', { max: 60, default: 'טעינת מאמרים נוספים' }),
  empty_text: p.text('הודעה כשאין תוצאות', { max: 200, default: 'לא נמצאו מאמרים מתאימים.' }),
  // The card's texts, each group on its text in every card (Elementor's Posts and Archive Posts have the three).
  ...typographyGroup('typo_title', 'כותרות המאמרים'),
  ...typographyGroup('typo_meta', 'תאריך וכותב/ת'),
  ...typographyGroup('typo_excerpt', 'תקציר'),
};

/**
 * What any listing widget renders from: its display settings, and its source (which articles) in the
 * shape of the widget that holds it. The three listing widgets' props are all of this shape.
 */
export type ListingProps = WidgetProps<typeof listingDisplayProps> & {
  source: string;
  /** Archive posts: the byline on an author's own archive too (otherwise each card would repeat it). */
  author_on_author_archive?: boolean;
  query_categories?: string;
  query_tags?: string;
  query_author?: string;
  query_posts?: string;
};
