import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyGroup } from '../../builder/parts/typography';
import { p } from '../../builder/props';

const props = {
  title: p.text('כותרת (שם הפס לקוראי מסך)', { max: 200, min: 1, default: 'התקדמות' }),
  percent: p.number('אחוז', { min: 0, max: 100, default: 50 }),
  show_percent: p.bool('הצגת האחוז', true),
  inner_text: p.text('טקסט בתוך הפס', { max: 100 }),
  variant: p.select(
    'סוג',
    [
      ['default', 'רגיל'],
      ['info', 'מידע'],
      ['success', 'הצלחה'],
      ['warning', 'אזהרה'],
      ['danger', 'שגיאה'],
    ],
    'default',
  ),
  ...typographyGroup('typo_title', 'כותרת'),
  // Elementor's "inner text" group, which styles the bar's text and its percentage alike.
  ...typographyGroup('typo_inner', 'הטקסט שבפס והאחוז'),
};

export const progressBar = defineWidget({ type: 'progress-bar', label: 'פס התקדמות', category: 'interactive', props });
export type ProgressBarProps = WidgetProps<typeof props>;
