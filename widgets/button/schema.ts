import { alignments } from '../../builder/common';
import { defineWidget, type WidgetProps } from '../../builder/define';
import { iconOptions } from '../../builder/icon-names';
import { typographyProps } from '../../builder/parts/typography';
import { p } from '../../builder/props';

const props = {
  text: p.text('טקסט הכפתור', { max: 120, min: 1, default: 'לחצו כאן' }),
  link: p.url('קישור', { required: true, default: '#' }),
  new_tab: p.bool('פתיחה בחלון חדש'),
  nofollow: p.bool('nofollow'),
  variant: p.select(
    'סגנון',
    [
      ['primary', 'ראשי'],
      ['secondary', 'משני'],
      ['outline', 'מתאר'],
      ['link', 'קישור'],
    ],
    'primary',
  ),
  size: p.select(
    'גודל',
    [
      ['sm', 'קטן'],
      ['md', 'בינוני'],
      ['lg', 'גדול'],
    ],
    'md',
  ),
  align: p.select('יישור', alignments, 'start'),
  icon: p.select('סמל', iconOptions, 'none'),
  icon_position: p.select(
    'מיקום הסמל',
    [
      ['start', 'לפני הטקסט'],
      ['end', 'אחרי הטקסט'],
    ],
    'end',
  ),
  ...typographyProps,
};

export const button = defineWidget({ type: 'button', label: 'כפתור', category: 'basic', props });
export type ButtonProps = WidgetProps<typeof props>;
