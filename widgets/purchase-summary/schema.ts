import { defineWidget, type WidgetProps } from '../../builder/define';
import { p } from '../../builder/props';

const props = {
  title: p.text('כותרת', { max: 80, min: 1, default: 'סיכום ההזמנה' }),
};

/**
 * The summary of the order just paid, as WooCommerce's purchase-summary widget. Orders arrive with the
 * checkout (issue 19): until then it holds its place in the builder and shows nothing on the site.
 */
export const purchaseSummary = defineWidget({
  type: 'purchase-summary',
  label: 'סיכום רכישה',
  category: 'shop',
  props,
});
export type PurchaseSummaryProps = WidgetProps<typeof props>;
