import { defineWidget, type WidgetProps } from '../../builder/define';
import { p } from '../../builder/props';
import { listingDisplayProps, termList } from '../../builder/parts/listing-props';

const props = {
  source: p.select(
    'מקור',
    [
      ['posts', 'מאמרים'],
      ['products', 'מוצרים (קטגוריות: של החנות)'],
    ],
    'posts',
  ),
  query_categories: termList,
  ...listingDisplayProps,
};

export const loopGrid = defineWidget({ type: 'loop-grid', label: 'רשת פריטים (לולאה)', category: 'navigation', props });
export type LoopGridProps = WidgetProps<typeof props>;
