import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyProps } from '../../builder/parts/typography';
import { p } from '../../builder/props';

const props = {
  title: p.text('כותרת', { max: 80, min: 1, default: 'סיכום ההזמנה' }),
  ...typographyProps,
};

/**
 * The summary of the order just placed, as WooCommerce's purchase-summary widget, on a thank-you page of
 * the owner's: the shop's settings name the page, and buyers are sent there with their order's link.
 */
export const purchaseSummary = defineWidget({
  type: 'purchase-summary',
  label: 'סיכום רכישה',
  category: 'shop',
  props,
});
export type PurchaseSummaryProps = WidgetProps<typeof props>;
