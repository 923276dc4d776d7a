import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyGroup } from '../../builder/parts/typography';
import { p } from '../../builder/props';

const props = {
  form_id: p.number('הטופס (המספר שלו ברשימת "טפסים")', { min: 0, max: 1_000_000_000, default: 0 }),
  show_title: p.bool('הצגת שם הטופס ככותרת', true),
  ...typographyGroup('typo_label', 'תוויות השדות'),
  ...typographyGroup('typo_field', 'הטקסט בשדות'),
  ...typographyGroup('typo_button', 'כפתור השליחה'),
};

/** A form built in the studio (טפסים ודיוור ← טפסים), placed on a page. */
export const form = defineWidget({ type: 'form', label: 'טופס', category: 'contact', props });
export type FormWidgetProps = WidgetProps<typeof props>;
