import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyGroup } from '../../builder/parts/typography';
import { p } from '../../builder/props';

const props = {
  title: p.text('כותרת מעל הסל (ריק: בלי כותרת)', { max: 80, default: 'סל הקניות' }),
  layout: p.select(
    'פריסה',
    [
      ['stacked', 'טור אחד'],
      ['side', 'הסיכום לצד המוצרים (במסך רחב)'],
    ],
    'side',
  ),
  ...typographyGroup('typo_title', 'כותרת'),
};

/**
 * The visitor's cart inside a page, as WooCommerce's cart widget (issue 18): its lines, quantities and
 * totals, changed on the server. A page that shows it is the visitor's own and is never cached.
 */
export const cart = defineWidget({ type: 'cart', label: 'סל קניות (מלא)', category: 'shop', props });
export type CartProps = WidgetProps<typeof props>;
