import { defineWidget, type WidgetProps } from '../../builder/define';
import { p } from '../../builder/props';

const props = {
  height: p.number('גובה (פיקסלים)', { min: 0, max: 1000, default: 50 }),
  height_tablet: p.number('גובה בטאבלט (‎-1 = כמו במחשב)', { min: -1, max: 1000, default: -1 }),
  height_mobile: p.number('גובה בנייד (‎-1 = כמו במחשב)', { min: -1, max: 1000, default: -1 }),
};

export const spacer = defineWidget({ type: 'spacer', label: 'רווח', category: 'basic', props });
export type SpacerProps = WidgetProps<typeof props>;
