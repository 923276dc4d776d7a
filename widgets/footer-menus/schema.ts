import { defineWidget, type WidgetProps } from '../../builder/define';

const props = {};

/**
 * The footer's menus (Navigation → the footer's groups), each under its heading, in one navigation landmark
 * as the site's own footer shows them (theme builder: a footer template).
 */
export const footerMenus = defineWidget({
  type: 'footer-menus',
  label: 'תפריטי הכותרת התחתונה',
  category: 'theme',
  props,
});
export type FooterMenusProps = WidgetProps<typeof props>;
