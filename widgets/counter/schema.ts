import { alignmentsNoJustify } from '../../builder/common';
import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyGroup } from '../../builder/parts/typography';
import { p } from '../../builder/props';

const limit = 1_000_000_000;

const props = {
  start: p.number('מספר התחלה', { min: -limit, max: limit, default: 0, int: false }),
  end: p.number('מספר סיום', { min: -limit, max: limit, default: 100, int: false }),
  decimals: p.number('ספרות אחרי הנקודה', { min: 0, max: 3, default: 0 }),
  separator: p.bool('מפריד אלפים', true),
  duration: p.number('משך הספירה (מ״ש)', { min: 0, max: 10_000, default: 2000, step: 100 }),
  prefix: p.text('תחילית', { max: 20 }),
  suffix: p.text('סיומת', { max: 20 }),
  title: p.text('כותרת', { max: 200, default: 'לקוחות מרוצים' }),
  align: p.select('יישור', alignmentsNoJustify, 'center'),
  ...typographyGroup('typo_number', 'מספר'),
  ...typographyGroup('typo_title', 'כותרת'),
};

export const counter = defineWidget({ type: 'counter', label: 'מונה', category: 'interactive', props });
export type CounterProps = WidgetProps<typeof props>;
