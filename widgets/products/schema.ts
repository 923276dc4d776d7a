import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyGroup } from '../../builder/parts/typography';
import { p } from '../../builder/props';

const props = {
  source: p.select(
    'אילו מוצרים',
    [
      ['all', 'כל המוצרים'],
      ['category', 'קטגוריה'],
      ['tag', 'תגית'],
      ['sale', 'במבצע עכשיו'],
      ['featured', 'מומלצים'],
    ],
    'all',
  ),
  term: p.text('מזהה הקטגוריה או התגית (slug)', { max: 80, default: '' }),
  order: p.select(
    'מיון',
    [
      ['date', 'החדשים ביותר'],
      ['price', 'מחיר: מהזול ליקר'],
      ['price-desc', 'מחיר: מהיקר לזול'],
      ['title', 'שם (א–ת)'],
    ],
    'date',
  ),
  max_items: p.number('מספר מוצרים לכל היותר', { min: 1, max: 24, default: 4 }),
  name: p.text('שם האזור (לקוראי מסך)', { max: 120, min: 1, default: 'מוצרים' }),
  // Each group on its text in every card; the price's reaches the price paid now and the struck-out one.
  ...typographyGroup('typo_title', 'שמות המוצרים'),
  ...typographyGroup('typo_price', 'מחירים'),
};

/** A grid of the shop's products (issue 18): all, a category's, a tag's, those on sale, or featured. */
export const products = defineWidget({ type: 'products', label: 'רשת מוצרים', category: 'shop', props });
export type ProductsProps = WidgetProps<typeof props>;
