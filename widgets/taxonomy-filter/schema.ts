import { z } from 'zod';
import { defineWidget, type WidgetProps } from '../../builder/define';
import { p, type PropDef } from '../../builder/props';
import { typographyGroup } from '../../builder/parts/typography';
import { isTermSlug, isWidgetId, normaliseLogicalJoin, type FilterJoin } from '../../engines/loop-filter/codec';

/** The loop grid this filter drives: its node id (it writes `e-filter-{that id}-{taxonomy}`). */
const target: PropDef<string> = {
  schema: z.union([z.literal(''), z.string().refine(isWidgetId, 'מזהה רכיב לא תקין')], { error: 'מזהה רכיב לא תקין' }),
  default: '',
  field: { type: 'text', label: 'מזהה רשת הפריטים שהמסנן מפעיל' },
};

const parentTerm: PropDef<string> = {
  schema: z.union([z.literal(''), z.string().refine(isTermSlug, 'מזהה קטגוריה לא תקין')], {
    error: 'מזהה קטגוריה לא תקין',
  }),
  default: '',
  field: { type: 'text', label: 'הצגת תתי־הקטגוריות של (slug; ריק: הקטגוריות הראשיות)' },
};

/** Spec §5: a logical join is AND or OR; anything else (imported or hand-written) is DISABLED. */
const logicalJoin: PropDef<FilterJoin> = {
  schema: z.string().max(32).transform(normaliseLogicalJoin) as unknown as z.ZodType<FilterJoin>,
  default: 'DISABLED',
  field: {
    type: 'select',
    label: 'בחירה',
    options: [
      { value: 'DISABLED', label: 'בחירה יחידה' },
      { value: 'AND', label: 'בחירה מרובה: כל המונחים (וגם)' },
      { value: 'OR', label: 'בחירה מרובה: אחד המונחים לפחות (או)' },
    ],
  },
};

const props = {
  target,
  taxonomy: p.select(
    'טקסונומיה',
    [
      ['category', 'קטגוריות'],
      ['product_cat', 'קטגוריות מוצרים'],
      ['product_tag', 'תגיות מוצרים'],
    ],
    'category',
  ),
  parent_source: p.select(
    'אילו קטגוריות להציג',
    [
      ['fixed', 'תתי־הקטגוריות של הקטגוריה שכאן למטה'],
      ['listed', 'תתי־הקטגוריות של הקטגוריה שהרשת מציגה (בתבנית ארכיון: של הארכיון)'],
    ],
    'fixed',
  ),
  parent_term: parentTerm,
  logical_join: logicalJoin,
  show_all: p.bool('הצגת פריט "הכול"', true),
  all_label: p.text('תווית הפריט "הכול"', { max: 60, default: 'הכול' }),
  label: p.text('שם המסנן לקוראי מסך', { max: 100, min: 1, default: 'סינון לפי קטגוריה' }),
  ...typographyGroup('typo_items', 'פריטי המסנן'),
};

export const taxonomyFilter = defineWidget({
  type: 'taxonomy-filter',
  label: 'מסנן טקסונומיה',
  category: 'navigation',
  props,
});
export type TaxonomyFilterProps = WidgetProps<typeof props>;
