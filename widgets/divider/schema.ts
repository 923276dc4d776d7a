import { alignmentsNoJustify } from '../../builder/common';
import { defineWidget, type WidgetProps } from '../../builder/define';
import { p } from '../../builder/props';

const props = {
  style: p.select(
    'סגנון קו',
    [
      ['solid', 'רציף'],
      ['dashed', 'מקווקו'],
      ['dotted', 'מנוקד'],
      ['double', 'כפול'],
    ],
    'solid',
  ),
  weight: p.number('עובי (פיקסלים)', { min: 1, max: 20, default: 1 }),
  width: p.number('רוחב (%)', { min: 1, max: 100, default: 100 }),
  align: p.select('יישור', alignmentsNoJustify, 'center'),
  spacing: p.number('ריווח מעל ומתחת (פיקסלים)', { min: 0, max: 200, default: 15 }),
};

export const divider = defineWidget({ type: 'divider', label: 'קו מפריד', category: 'basic', props });
export type DividerProps = WidgetProps<typeof props>;
