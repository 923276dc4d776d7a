import { z } from 'zod';
import { defineWidget, type WidgetProps } from '../../builder/define';
import { p, type PropDef } from '../../builder/props';
import { isTermSlug } from '../../engines/loop-filter/codec';

/** Category slugs separated by commas (the widget never imports the CMS; an unknown slug matches nothing). */
export const termList: PropDef<string> = {
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
      'מזהי קטגוריות (slug) מופרדים בפסיקים: אותיות לטיניות קטנות, ספרות, עברית ומקפים',
    ),
  default: '',
  field: { type: 'text', label: 'קטגוריות (מזהי slug מופרדים בפסיק; ריק: כל המאמרים)' },
};

export const parseTermList = (value: string): string[] =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const columns = (label: string, def: number) => p.number(label, { min: 1, max: 4, default: def });

const props = {
  source: p.select('מקור', [['posts', 'מאמרים']], 'posts'),
  query_categories: termList,
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
  image_priority: p.bool('טעינה מוקדמת של התמונה הראשונה (כשהרשת בראש העמוד)', false),
  show_excerpt: p.bool('הצגת תקציר', true),
  show_date: p.bool('הצגת תאריך', true),
  show_categories: p.bool('הצגת קטגוריות', true),
  show_read_more: p.bool('הצגת קישור "להמשך קריאה"', true),
  read_more_text: p.text('טקסט הקישור "להמשך קריאה"', { max: 60, default: 'להמשך קריאה' }),
  pagination: p.select(
    'עימוד',
    [
      ['numbers_prev_next', 'מספרים, הקודם והבא'],
      ['numbers', 'מספרים'],
      ['prev_next', 'הקודם והבא'],
      ['load_more', 'כפתור "טעינת עוד"'],
      ['none', 'ללא'],
    ],
    'numbers_prev_next',
  ),
  load_more_text: p.text('טקסט "טעינת עוד"', { max: 60, default: 'טעינת מאמרים נוספים' }),
  empty_text: p.text('הודעה כשאין תוצאות', { max: 200, default: 'לא נמצאו מאמרים מתאימים.' }),
};

export const loopGrid = defineWidget({ type: 'loop-grid', label: 'רשת פריטים (לולאה)', category: 'navigation', props });
export type LoopGridProps = WidgetProps<typeof props>;
