import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyProps } from '../../builder/parts/typography';

/**
 * Where the shop's messages ("נוסף לסל", a refusal) appear on this page, as WooCommerce's notices widget;
 * a page without it shows them at the top of its content.
 */
const props = { ...typographyProps };

export const notices = defineWidget({ type: 'notices', label: 'הודעות החנות', category: 'shop', props });
export type NoticesProps = WidgetProps<typeof props>;
