import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyGroup } from '../../builder/parts/typography';
import { p } from '../../builder/props';

const props = {
  product: p.text('מזהה המוצר (slug)', { max: 120, default: '' }),
  quantity: p.number('כמות', { min: 1, max: 99, default: 1 }),
  text: p.text('טקסט הכפתור', { max: 80, min: 1, default: 'הוספה לסל' }),
  show_price: p.bool('להציג את המחיר', true),
  ...typographyGroup('typo_price', 'מחיר'),
  ...typographyGroup('typo_button', 'כפתור'),
};

/** A button that adds one product to the cart, as WooCommerce's add-to-cart widget (issue 18). */
export const addToCart = defineWidget({ type: 'add-to-cart', label: 'הוספה לסל', category: 'shop', props });
export type AddToCartProps = WidgetProps<typeof props>;
