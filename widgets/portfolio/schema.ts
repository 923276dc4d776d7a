import { defineWidget, type WidgetProps } from '../../builder/define';
import { p } from '../../builder/props';

const props = {
  show_filter: p.bool('סינון לפי תחום', true),
  all_label: p.text('כותרת הכפתור "הכול"', { max: 40, min: 1, default: 'הכול' }),
  filter_label: p.text('כותרת הסינון (לקוראי מסך)', { max: 80, min: 1, default: 'סינון העבודות לפי תחום' }),
  columns: p.select(
    'עמודות במחשב',
    [
      ['2', '2'],
      ['3', '3'],
      ['4', '4'],
    ],
    '3',
  ),
  max_items: p.number('מספר עבודות לכל היותר', { min: 1, max: 48, default: 12 }),
  heading_level: p.select(
    'רמת כותרת הכרטיס',
    [
      ['h2', 'H2'],
      ['h3', 'H3'],
    ],
    'h3',
  ),
};

export const portfolio = defineWidget({ type: 'portfolio', label: 'תיק עבודות', category: 'navigation', props });
export type PortfolioProps = WidgetProps<typeof props>;

/** The filter's URL parameter for one portfolio widget: `portfolio-{widgetId}={field}`. */
export const portfolioParam = (widgetId: string) => `portfolio-${widgetId}`;
