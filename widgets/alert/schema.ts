import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyGroup } from '../../builder/parts/typography';
import { p } from '../../builder/props';

const props = {
  kind: p.select(
    'סוג',
    [
      ['info', 'מידע'],
      ['success', 'הצלחה'],
      ['warning', 'אזהרה'],
      ['danger', 'שגיאה'],
    ],
    'info',
  ),
  title: p.text('כותרת', { max: 200, default: 'שימו לב' }),
  description: p.text('תיאור', { max: 2000, multiline: true, default: '' }),
  show_icon: p.bool('הצגת סמל', true),
  dismissible: p.bool('אפשר לסגור', true),
  ...typographyGroup('typo_title', 'כותרת'),
  ...typographyGroup('typo_description', 'תיאור'),
};

export const alert = defineWidget({
  type: 'alert',
  label: 'התראה',
  category: 'interactive',
  props,
  refine: (v) => (v.title === '' && v.description === '' ? { path: 'title', message: 'נדרשים כותרת או תיאור' } : null),
});
export type AlertProps = WidgetProps<typeof props>;
