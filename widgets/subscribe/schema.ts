import { defineWidget, type WidgetProps } from '../../builder/define';
import { p } from '../../builder/props';

const props = {
  heading: p.text('כותרת (ריק: מהגדרות הניוזלטר)', { max: 120 }),
  heading_tag: p.select(
    'רמת הכותרת',
    [
      ['h2', 'כותרת 2'],
      ['h3', 'כותרת 3'],
      ['p', 'טקסט מודגש'],
    ],
    'h2',
  ),
  show_intro: p.bool('הצגת ההסבר', true),
};

/** The newsletter sign-up (double opt-in); its consent wording comes from the newsletter settings. */
export const subscribe = defineWidget({ type: 'subscribe', label: 'הרשמה לניוזלטר', category: 'contact', props });
export type SubscribeProps = WidgetProps<typeof props>;
