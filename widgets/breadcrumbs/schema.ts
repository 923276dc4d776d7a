import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyProps } from '../../builder/parts/typography';

const props = { ...typographyProps };

/** Where the page sits, from the home page to itself (theme builder: an archive template, or any page that has a trail). */
export const breadcrumbs = defineWidget({ type: 'breadcrumbs', label: 'פירורי לחם', category: 'theme', props });
export type BreadcrumbsProps = WidgetProps<typeof props>;
