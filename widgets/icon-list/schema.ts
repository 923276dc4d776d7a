import { alignmentsNoJustify } from '../../builder/common';
import { defineWidget, type WidgetProps } from '../../builder/define';
import { iconOptions } from '../../builder/icon-names';
import { typographyProps } from '../../builder/parts/typography';
import { p } from '../../builder/props';

const props = {
  items: p.array(
    'פריטים',
    {
      text: p.text('טקסט', { max: 300, min: 1, default: 'פריט' }),
      icon: p.select('סמל', iconOptions, 'check'),
      link: p.url('קישור'),
    },
    {
      max: 50,
      summary: 'text',
      default: [
        { text: 'פריט ראשון', icon: 'check', link: '' },
        { text: 'פריט שני', icon: 'check', link: '' },
      ],
    },
  ),
  layout: p.select(
    'פריסה',
    [
      ['vertical', 'אנכית'],
      ['inline', 'בשורה'],
    ],
    'vertical',
  ),
  align: p.select('יישור', alignmentsNoJustify, 'start'),
  divider: p.bool('קו מפריד בין פריטים'),
  ...typographyProps,
};

export const iconList = defineWidget({ type: 'icon-list', label: 'רשימת סמלים', category: 'basic', props });
export type IconListProps = WidgetProps<typeof props>;
