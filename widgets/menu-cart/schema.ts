import { alignments } from '../../builder/common';
import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyProps } from '../../builder/parts/typography';
import { p } from '../../builder/props';

const props = {
  align: p.select('יישור', alignments, 'start'),
  ...typographyProps,
};

/** The cart link with the visitor's count, opening the mini cart (WooCommerce's menu cart, issue 18). */
export const menuCart = defineWidget({ type: 'menu-cart', label: 'סל קניות (אייקון)', category: 'shop', props });
export type MenuCartProps = WidgetProps<typeof props>;
