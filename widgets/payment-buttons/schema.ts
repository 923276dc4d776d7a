import { defineWidget, type WidgetProps } from '../../builder/define';
import { p } from '../../builder/props';

const props = {
  product: p.text('מזהה המוצר (slug)', { max: 120, default: '' }),
  quantity: p.number('כמות', { min: 1, max: 99, default: 1 }),
  card: p.bool('כפתור כרטיס אשראי (Stripe)', true),
  card_text: p.text('טקסט כפתור הכרטיס', { max: 80, min: 1, default: 'קנייה בכרטיס אשראי' }),
  wallet: p.bool('כפתור PayPal', true),
  wallet_text: p.text('טקסט כפתור PayPal', { max: 80, min: 1, default: 'קנייה ב-PayPal' }),
};

/**
 * Elementor's payment buttons (Stripe, PayPal): "buy now" for one product and quantity with the card or
 * the wallet provider. Each button adds the product to the cart and opens the checkout with that payment
 * chosen, so the buyer still sees the price, the seller's details and the cancellation terms the law
 * requires before paying, and pays through the same adapters.
 */
export const paymentButtons = defineWidget({ type: 'payment-buttons', label: 'כפתורי תשלום', category: 'shop', props });
export type PaymentButtonsProps = WidgetProps<typeof props>;
