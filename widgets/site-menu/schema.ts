import { defineWidget, type WidgetProps } from '../../builder/define';

const props = {};

/**
 * The site's main menu as its own header shows it, phone toggle and keyboard rules included (theme
 * builder: a header template). One per page.
 */
export const siteMenu = defineWidget({ type: 'site-menu', label: 'תפריט האתר', category: 'theme', props });
export type SiteMenuProps = WidgetProps<typeof props>;
