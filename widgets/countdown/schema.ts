import { alignmentsNoJustify } from '../../builder/common';
import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyGroup } from '../../builder/parts/typography';
import { p } from '../../builder/props';
import { zonedTimeToInstant } from '../../engines/countdown';

const props = {
  mode: p.select(
    'סוג',
    [
      ['date', 'עד תאריך ושעה'],
      ['evergreen', 'אישית לכל מבקר (מהביקור הראשון)'],
    ],
    'date',
  ),
  due: p.text('תאריך ושעת סיום, שעון ישראל (למשל 2027-01-31T18:00)', { max: 16, default: '2027-01-01T09:00' }),
  evergreen_hours: p.number('שעות (ספירה אישית)', { min: 0, max: 720, default: 24 }),
  evergreen_minutes: p.number('דקות (ספירה אישית)', { min: 0, max: 59, default: 0 }),
  show_days: p.bool('להציג ימים', true),
  show_hours: p.bool('להציג שעות', true),
  show_minutes: p.bool('להציג דקות', true),
  show_seconds: p.bool('להציג שניות', true),
  label_days: p.text('תווית ימים', { max: 20, default: 'ימים' }),
  label_hours: p.text('תווית שעות', { max: 20, default: 'שעות' }),
  label_minutes: p.text('תווית דקות', { max: 20, default: 'דקות' }),
  label_seconds: p.text('תווית שניות', { max: 20, default: 'שניות' }),
  end_action: p.select(
    'בסיום',
    [
      ['message', 'להציג הודעה'],
      ['hide', 'להסתיר את הספירה'],
      ['none', 'להשאיר על אפס'],
      ['redirect', 'לעבור לכתובת'],
    ],
    'message',
  ),
  end_message: p.text('הודעת סיום', { max: 300, default: 'הזמן הסתיים.', multiline: true }),
  end_url: p.url('כתובת למעבר בסיום'),
  align: p.select('יישור', alignmentsNoJustify, 'center'),
  ...typographyGroup('typo_digits', 'ספרות'),
  ...typographyGroup('typo_label', 'תוויות'),
  ...typographyGroup('typo_message', 'הודעת סיום'),
};

export const countdown = defineWidget({
  type: 'countdown',
  label: 'ספירה לאחור',
  category: 'interactive',
  props,
  refine: (v) => {
    if (v.mode === 'date' && zonedTimeToInstant(v.due) === null)
      return { path: 'due', message: 'תאריך ושעה בתבנית 2027-01-31T18:00, תאריך שקיים בלוח' };
    if (v.mode === 'evergreen' && v.evergreen_hours * 60 + v.evergreen_minutes === 0)
      return { path: 'evergreen_minutes', message: 'ספירה אישית צריכה להימשך לפחות דקה' };
    if (v.end_action === 'redirect' && v.end_url === '')
      return { path: 'end_url', message: 'לאן לעבור בסיום? נדרשת כתובת' };
    return null;
  },
});
export type CountdownProps = WidgetProps<typeof props>;
