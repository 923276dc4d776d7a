import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyGroup } from '../../builder/parts/typography';
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
  ...typographyGroup('typo_heading', 'כותרת'),
  ...typographyGroup('typo_intro', 'הסבר'),
  ...typographyGroup('typo_button', 'כפתור ההרשמה'),
};

/** The newsletter sign-up (double opt-in); its consent wording comes from the newsletter settings. */
export const subscribe = defineWidget({ type: 'subscribe', label: 'הרשמה לניוזלטר', category: 'contact', props });
export type SubscribeProps = WidgetProps<typeof props>;
