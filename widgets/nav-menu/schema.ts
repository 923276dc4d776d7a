import { z } from 'zod';
import { alignments } from '../../builder/common';
import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyGroup } from '../../builder/parts/typography';
import { p, type PropDef } from '../../builder/props';

/** Menu location names are defined by the CMS's menus; here only their shape is checked (the widget never
 * imports the CMS). An unknown location renders nothing. */
const location: PropDef<string> = {
  schema: z.string().regex(/^[a-z][a-z0-9_-]{0,40}$/, 'שם מיקום תפריט לא תקין'),
  default: 'main',
  field: { type: 'text', label: 'מיקום התפריט (למשל main)' },
};

const props = {
  menu_location: location,
  label: p.text('שם התפריט לקוראי מסך', { max: 100, min: 1, default: 'תפריט' }),
  layout: p.select(
    'פריסה',
    [
      ['horizontal', 'אופקית'],
      ['vertical', 'אנכית'],
    ],
    'horizontal',
  ),
  align: p.select('יישור', alignments, 'start'),
  show_submenus: p.bool('הצגת תתי־תפריטים', true),
  // Elementor's "main menu" and "dropdown" groups: the top level's links, and the submenus' links apart.
  ...typographyGroup('typo_menu', 'פריטי התפריט'),
  ...typographyGroup('typo_submenu', 'תתי־התפריט'),
};

export const navMenu = defineWidget({ type: 'nav-menu', label: 'תפריט ניווט', category: 'navigation', props });
export type NavMenuProps = WidgetProps<typeof props>;
