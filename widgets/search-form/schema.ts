import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyProps } from '../../builder/parts/typography';
import { p } from '../../builder/props';
import { ts } from '../../messages/search';

const props = {
  look: p.select(
    'מראה',
    [
      ['page', 'שדה מלא'],
      ['compact', 'מקוצר (כמו בכותרת האתר)'],
    ],
    'page',
  ),
  label: p.text('כותרת השדה', { max: 80, min: 1, default: ts.label }),
  show_label: p.bool('הצגת הכותרת מעל השדה', true),
  placeholder: p.text('טקסט מציין מקום', { max: 80, default: ts.placeholder }),
  button_text: p.text('טקסט הכפתור', { max: 40, min: 1, default: ts.submit }),
  button_icon_only: p.bool('כפתור עם סמל בלבד (הטקסט נקרא בקוראי מסך)'),
  ...typographyProps,
};

export const searchForm = defineWidget({ type: 'search-form', label: 'טופס חיפוש', category: 'navigation', props });
export type SearchFormProps = WidgetProps<typeof props>;
