import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyGroup } from '../../builder/parts/typography';
import { p } from '../../builder/props';

const props = {
  caption: p.text('כותרת הטבלה', { max: 120, default: 'העוגיות באתר' }),
  ...typographyGroup('typo_table', 'הטבלה'),
};

/** The privacy page's table of cookies: generated from the measurement settings, always current. */
export const cookieTable = defineWidget({ type: 'cookie-table', label: 'טבלת עוגיות', category: 'basic', props });
export type CookieTableProps = WidgetProps<typeof props>;
