import { defineWidget, type WidgetProps } from '../../builder/define';
import { p } from '../../builder/props';

/** Elementor's column (inside a section, for imported layouts). Widths in percent; 0 = automatic. */
const props = {
  items: p.slot('תוכן'),
  width: p.number('רוחב (%)', { min: 0, max: 100, default: 0, step: 0.1, int: false }),
  width_tablet: p.number('רוחב בטאבלט (%, ‎0 = כמו במחשב)', { min: 0, max: 100, default: 0, step: 0.1, int: false }),
  width_mobile: p.number('רוחב בנייד (%)', { min: 0, max: 100, default: 100, step: 0.1, int: false }),
  vertical_align: p.select(
    'יישור אנכי של התוכן',
    [
      ['start', 'למעלה'],
      ['center', 'באמצע'],
      ['end', 'למטה'],
      ['space-between', 'רווח בין'],
    ],
    'start',
  ),
};

export const column = defineWidget({ type: 'column', label: 'עמודה (בתוך אזור)', category: 'layout', props });
export type ColumnProps = WidgetProps<typeof props>;
