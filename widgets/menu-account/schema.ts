import { alignments } from '../../builder/common';
import { defineWidget, type WidgetProps } from '../../builder/define';
import { p } from '../../builder/props';

const props = {
  align: p.select('יישור', alignments, 'start'),
};

/** The way to the customer's account, as the site header shows it beside the cart (WooCommerce's My Account link). */
export const menuAccount = defineWidget({
  type: 'menu-account',
  label: 'החשבון שלי (אייקון)',
  category: 'shop',
  props,
});
export type MenuAccountProps = WidgetProps<typeof props>;
